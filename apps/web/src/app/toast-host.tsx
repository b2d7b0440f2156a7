import { useEffect } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@kolos/domain';
import { attachToastHost } from '../shared/notify/notifier';
import { theme } from './theme';
import { Toast } from './toast';

const toasts = { default: Toast, error: Toast, success: Toast, warning: Toast, info: Toast };

/**
 * notistack's provider, standing alone beside the router (with its own theme: the app's providers
 * wrap the routes only): toasts reach it through enqueueSnackbar.
 */
export function ToastHost() {
  useEffect(() => attachToastHost((message, variant) => enqueueSnackbar(message, { variant })), []);
  return (
    <ThemeProvider theme={theme}>
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_DURATION_MS}
        preventDuplicate
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toasts}
        // the theme's own pace (MUI's defaults, or none under reduced motion)
        transitionDuration={{
          enter: theme.transitions.duration.enteringScreen,
          exit: theme.transitions.duration.leavingScreen,
        }}
      />
    </ThemeProvider>
  );
}
