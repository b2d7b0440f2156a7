import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsPhone } from '../trading';

type Props = Omit<DialogProps, 'fullScreen' | 'fullWidth' | 'title' | 'aria-labelledby'> & {
  title: ReactNode;
};

/**
 * A dialog that fills a phone's screen (a farmer in a truck cab gets the whole width for the form)
 * and is a centred card elsewhere, named by its title for screen readers.
 */
export function ResponsiveDialog({ title, children, ...dialog }: Props) {
  const phone = useIsPhone();
  const titleId = useId();
  return (
    <Dialog {...dialog} fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
