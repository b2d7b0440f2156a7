import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import type { Breakpoint } from '@mui/material/styles';
import { ResponsiveDialog } from './responsive-dialog';

interface Props {
  title: string;
  /** Said above the fields. */
  intro?: ReactNode;
  maxWidth?: Breakpoint;
  submitLabel: string;
  /** While the save is on its way: nothing closes or submits again. */
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The fields, and whatever the form says under them (a refusal). */
  children: ReactNode;
}

/**
 * A form in a dialog: full screen on a phone, «Отмена» and the submit button at the bottom, Enter
 * in a field submits. The booking, the slot's truck and the fleet's forms sit in it.
 */
export function FormDialog({
  title,
  intro,
  maxWidth = 'xs',
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: Props) {
  const formId = useId();
  return (
    <ResponsiveDialog open onClose={pending ? undefined : onClose} maxWidth={maxWidth} title={title}>
      <DialogContent>
        {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
        <Stack
          component="form"
          id={formId}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={pending}>
          Отмена
        </Button>
        <Button size="large" variant="contained" type="submit" form={formId} disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
