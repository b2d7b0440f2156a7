import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { declineBody } from '@kolos/domain/moderation';

interface Props {
  open: boolean;
  companyName: string;
  pending: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/** 'Отклонить' asks why: the reason is required and goes to the farmer by SMS. */
export function DeclineDialog({ open, companyName, pending, onDecline, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const submit = () => {
    const parsed = declineBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Укажите причину отклонения');
      return;
    }
    onDecline(parsed.data.reason);
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>Отклонить анкету?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {companyName}: причину получит фермер в SMS — напишите, что исправить.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label="Причина отклонения"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Отмена
        </Button>
        <Button color="error" variant="contained" onClick={submit} loading={pending}>
          Отклонить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
