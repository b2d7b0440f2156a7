import { enqueueSnackbar } from 'notistack';

export type NotifyVariant = 'error' | 'warning' | 'success' | 'info';
export type NotifySink = (message: string, variant: NotifyVariant) => void;

const snackbarSink: NotifySink = (message, variant) => {
  enqueueSnackbar(message, { variant });
};

let sink: NotifySink = snackbarSink;

/** Replaces where toasts go (tests pass a spy); call without an argument to restore notistack. */
export function setNotifySink(next?: NotifySink): void {
  sink = next ?? snackbarSink;
}

/**
 * Toasts (SPEC 2.15 'Toast message list', SPEC 8). Works outside React components, so the HTTP
 * client and plain functions can report to the user.
 */
export const notify = {
  error: (message: string) => sink(message, 'error'),
  warning: (message: string) => sink(message, 'warning'),
  success: (message: string) => sink(message, 'success'),
  info: (message: string) => sink(message, 'info'),
};
