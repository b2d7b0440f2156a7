import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import {
  importOutcome,
  PREPAYMENT_MSG as M,
  type ImportOutcome,
  type LimitsUploadResult,
} from '@kolos/domain/prepayment';
import { notify } from '../../../shared/notify/notifier';
import { useDownloadErrorFile } from '../api/download-error-file';

const VIEW: Record<ImportOutcome, { title: string; icon: typeof ErrorOutline; color: string }> = {
  success: { title: M.importSucceeded, icon: CheckCircleOutline, color: 'success.main' },
  partial: { title: M.importPartial, icon: WarningAmberOutlined, color: 'warning.main' },
  failure: { title: M.importNothing, icon: ErrorOutline, color: 'error.main' },
};

interface Props {
  result: LimitsUploadResult | null;
  /** The uploaded file's name: the error file is named after it. */
  fileName: string;
  onClose: () => void;
}

/** SPEC 8 'Отчёт о загрузке лимитов': full success, partial with the error file, or nothing loaded. */
export function LimitsReportDialog({ result, fileName, onClose }: Props) {
  const outcome = result ? importOutcome(result) : 'success';
  const { title, icon: Icon, color } = VIEW[outcome];
  const downloader = useDownloadErrorFile();
  const errorFileUuid = result?.errorFileUuid;
  const download = () => {
    if (!errorFileUuid) return;
    downloader.mutate(
      { uuid: errorFileUuid, name: `ошибки-${fileName.replace(/\.csv$/i, '')}.csv` },
      { onError: (error) => notify.error(error.message) },
    );
  };
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="limits-report-title"
    >
      <DialogTitle id="limits-report-title">{M.reportTitle}</DialogTitle>
      <DialogContent>
        <Stack alignItems="center" spacing={1.5} sx={{ py: 1, textAlign: 'center' }}>
          <Icon sx={{ fontSize: 56, color }} />
          <Typography variant="h6" component="p">
            {title}
          </Typography>
          {result && (
            <Typography color="text.secondary">{M.loadedOf(result.successed, result.total)}</Typography>
          )}
          {outcome !== 'success' && errorFileUuid && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={download}
              disabled={downloader.isPending}
            >
              Скачать файл ошибок
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Закрыть
        </Button>
      </DialogActions>
    </Dialog>
  );
}
