import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useIsPhone } from '../../../shared/trading';

interface Props {
  title: string;
  /** What the booking does, in a sentence. */
  text: ReactNode;
  /** The refusal of the last try (35742 says how many tonnes still fit): shown here, the form stays. */
  error: Error | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a booking by hand: a form, its refusal in place, Отмена and the action. */
export function BookingDialog({
  title,
  text,
  error,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: Props) {
  const isPhone = useIsPhone();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="booking-title"
    >
      <DialogTitle id="booking-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Stack
          component="form"
          id="booking-form"
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {error && (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={pending}>
          Отмена
        </Button>
        <Button size="large" variant="contained" type="submit" form="booking-form" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
