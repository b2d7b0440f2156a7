import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useIsPhone } from '../../../shared/trading';

interface Props {
  title: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the truck's and the driver's form: full screen on a phone, the form's first field focused. */
export function FleetDialog({ title, pending, onSubmit, onClose, children }: Props) {
  const isPhone = useIsPhone();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="fleet-dialog-title"
    >
      <DialogTitle id="fleet-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="fleet-form"
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
        <Button size="large" variant="contained" type="submit" form="fleet-form" disabled={pending}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
