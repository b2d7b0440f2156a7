import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useExportFgis, useMissingSdiz, type FgisFormat } from '../api/fgis-api';

/** CSV for a person with Excel; JSON (issue 28 point 16) for a program that files it in ФГИС «Зерно». */
const FORMATS: { format: FgisFormat; label: string }[] = [
  { format: 'csv', label: 'Выгрузка для ФГИС «Зерно» (CSV)' },
  { format: 'json', label: 'Выгрузка для ФГИС «Зерно» (JSON)' },
];

/**
 * Issue 20 point 6 on the staff's day: the day's acceptances for ФГИС «Зерно» as CSV or JSON, and
 * a warning naming the unloaded trucks without a СДИЗ number.
 */
export function FgisExport({ locationUuid, date }: { locationUuid: string; date: string }) {
  const exporting = useExportFgis();
  const missing = useMissingSdiz(locationUuid, date);
  const items = missing.data?.items ?? [];
  return (
    <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={exporting.isPending}
            onClick={() => exporting.mutate({ locationUuid, date, format }, { onError: notifyFailure })}
          >
            {label}
          </Button>
        ))}
      </Stack>
      {items.length > 0 && (
        <Alert severity="warning" aria-label="Разгружены без СДИЗ">
          <AlertTitle>Разгружены без номера СДИЗ: {items.length}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {items.map((i) => (
              <li key={i.slotUuid}>
                Слот № {i.slotId}
                {i.carNumber && `, ${i.carNumber}`}, {i.farmerCompanyName}
                {i.dealNumber !== null && `, сделка № ${i.dealNumber}`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
