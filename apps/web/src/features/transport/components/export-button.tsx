import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { TRANSPORT_EXPORT_TYPES } from '@kolos/domain/transport';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useExportCsv, type ExportRequest } from '../api/export-csv';

interface Props {
  window: Omit<ExportRequest, 'type'>;
  disabled: boolean;
}

/** SPEC 2.13 'Экспорт CSV' of the window, FCA or CPT (SPEC 9). */
export function ExportButton({ window, disabled }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useExportCsv();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled || exporter.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
      >
        Экспорт CSV
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {TRANSPORT_EXPORT_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              exporter.mutate({ ...window, type }, { onError: notifyFailure });
            }}
          >
            {type}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
