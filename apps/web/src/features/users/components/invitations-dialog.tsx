import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@kolos/domain/companies';
import { notify } from '../../../shared/notify/notifier';
import { useInvitations, useResendInvitation } from '../api/invitations-api';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

const day = (iso: string) => new Date(iso).toLocaleDateString('ru-RU');

/**
 * The company's invitations (issue 19 point 1): whom, which organisation and how far it got, how
 * many links went out and until when the last one works. A farmer not yet approved can be sent a
 * new link; the one before stops working.
 */
export function InvitationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useInvitations(open);
  const resend = useResendInvitation();
  const invitations = list.data?.invitations ?? [];

  const again = (uuid: string, to: string) =>
    resend.mutate(uuid, {
      onSuccess: () => notify.success(`Новая ссылка отправлена на номер ${formatPhone(to)}`),
      onError: (error) => notify.error(error.message),
    });

  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="md" title="Приглашения фермеров">
      <DialogContent>
        {list.isError && <Alert severity="error">{list.error.message}</Alert>}
        {list.isSuccess && invitations.length === 0 && (
          <Typography color="text.secondary">Приглашений ещё не было.</Typography>
        )}
        {invitations.length > 0 && (
          <Table size="small" aria-label="Приглашения фермеров">
            <TableHead>
              <TableRow>
                <TableCell>Организация</TableCell>
                <TableCell>Телефон</TableCell>
                <TableCell>Статус</TableCell>
                <TableCell>Ссылка действует до</TableCell>
                <TableCell align="right">Отправлено SMS</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {invitations.map((i) => (
                <TableRow key={i.uuid}>
                  <TableCell>
                    {i.companyName}
                    {i.taxCode ? ` · ИНН ${i.taxCode}` : ''}
                  </TableCell>
                  <TableCell>{formatPhone(i.phone)}</TableCell>
                  <TableCell>{COMPANY_STATUS_LABELS[i.status as CompanyStatus] ?? i.status}</TableCell>
                  <TableCell>{day(i.expireAt)}</TableCell>
                  <TableCell align="right">{i.sentCount}</TableCell>
                  <TableCell align="right">
                    {i.status !== 'APPROVED' && (
                      <Button
                        size="small"
                        disabled={resend.isPending}
                        onClick={() => again(i.uuid, i.phone)}
                        aria-label={`Отправить ссылку ещё раз: ${i.companyName}`}
                      >
                        Отправить ещё раз
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
