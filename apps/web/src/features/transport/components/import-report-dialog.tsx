import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@kolos/domain/csv';
import { TRANSPORT_MSG } from '@kolos/domain/transport';
import { useIsPhone } from '../../../shared/trading';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

interface Props {
  report: ImportReport;
  fileName: string;
  /** The confirmation is on its way. */
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}

/**
 * SPEC 2.13 / 4 'Отчёт по загрузке файла': what the file holds and the lines refused, each with
 * its number and reason; with any refused, 'Отправить' waits for the confirmation box.
 */
export function ImportReportDialog({ report, fileName, sending, onSend, onClose }: Props) {
  const isPhone = useIsPhone();
  const [confirmed, setConfirmed] = useState(false);
  const skipped = report.skippedData;
  const mustConfirm = skipped.length > 0;
  const nothing = report.valid === 0;
  return (
    <ResponsiveDialog
      open
      onClose={sending ? undefined : onClose}
      maxWidth="md"
      title={TRANSPORT_MSG.reportTitle}
    >
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Строк в файле: {report.total}. Будет загружено: {report.valid}. С ошибками: {skipped.length}.
        </Typography>
        {nothing && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            В файле нет строк, которые можно загрузить.
          </Alert>
        )}
        {mustConfirm && (
          <>
            <TableContainer sx={{ maxHeight: isPhone ? undefined : 360, mb: 2 }}>
              <Table size="small" stickyHeader aria-label="Строки с ошибками">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 90, fontWeight: 600 }}>Строка</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>Причина</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {skipped.map((s) => (
                    <TableRow key={`${s.line}|${s.error}`}>
                      <TableCell>{s.line}</TableCell>
                      <TableCell>{s.error}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {!nothing && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={confirmed}
                    onChange={(e) => setConfirmed(e.target.checked)}
                    disabled={sending}
                  />
                }
                label={TRANSPORT_MSG.confirmSkipped}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={sending}>
          Отмена
        </Button>
        <Button
          size="large"
          variant="contained"
          onClick={onSend}
          disabled={sending || nothing || (mustConfirm && !confirmed)}
        >
          Отправить
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
