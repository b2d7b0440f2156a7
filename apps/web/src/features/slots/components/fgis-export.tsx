import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useExportFgis, useMissingSdiz } from '../api/fgis-api';

/**
 * Issue 20 point 6 on the staff's day: the day's acceptances as a CSV for ФГИС «Зерно», and a
 * warning naming the unloaded trucks without a СДИЗ number.
 */
export function FgisExport({ locationUuid, date }: { locationUuid: string; date: string }) {
  const exporting = useExportFgis();
  const missing = useMissingSdiz(locationUuid, date);
  const items = missing.data?.items ?? [];
  return (
    <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate({ locationUuid, date }, { onError: notifyFailure })}
        >
          Выгрузка для ФГИС «Зерно»
        </Button>
      </Box>
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
