import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { FormDialog } from '../../../shared/ui/form-dialog';

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
export function BookingDialog({ text, error, children, ...form }: Props) {
  return (
    <FormDialog {...form} intro={text} maxWidth="sm">
      {children}
      {error && (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      )}
    </FormDialog>
  );
}
