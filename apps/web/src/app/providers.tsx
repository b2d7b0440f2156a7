import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@kolos/domain';
import '../shared/time/dayjs';
import { queryClient } from './query-client';
import { theme } from './theme';
import { Toast } from './toast';

const toasts = { default: Toast, error: Toast, success: Toast, warning: Toast, info: Toast };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru">
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider
            maxSnack={4}
            autoHideDuration={TOAST_DURATION_MS}
            preventDuplicate
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            Components={toasts}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
