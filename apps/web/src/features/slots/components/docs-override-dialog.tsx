import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

interface Props {
  /** The gate's refusal, as the server said it. */
  message: string;
  loading?: boolean;
  /** Sends the mark again with the reason (PUT slots docsOverrideReason). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * 'Принять без документов' (issue 20, the gate): a staff member with 'Настройки очереди' lets a
 * truck through without approved trip documents; the reason is required and goes to the history.
 */
export function DocsOverrideDialog({ message, loading, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  return (
    <Dialog open onClose={loading ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Принять без документов</DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!empty) onConfirm(reason.trim());
          }}
        >
          <Alert severity="warning" sx={{ mb: 2 }}>
            {message}
          </Alert>
          <TextField
            label="Причина"
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && empty}
            helperText={touched && empty ? 'Укажите причину' : 'Попадёт в историю слота'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          Отмена
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" color="warning" disabled={loading}>
          Принять без документов
        </Button>
      </DialogActions>
    </Dialog>
  );
}
