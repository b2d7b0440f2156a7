import { forwardRef } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';

const SEVERITY: Record<string, AlertColor> = {
  error: 'error',
  warning: 'warning',
  success: 'success',
  info: 'info',
  default: 'info',
};

/** A toast (SPEC 8): a light card whose icon carries the colour — red for errors. */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(
  { id, message, variant },
  ref,
) {
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={SEVERITY[variant] ?? 'info'}
        variant="standard"
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', minWidth: 300, maxWidth: 480, boxShadow: 3, alignItems: 'center' }}
        slotProps={{ closeButton: { title: 'Закрыть' } }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
