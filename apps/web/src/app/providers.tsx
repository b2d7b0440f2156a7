import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BusySignal } from '../shared/ui/busy-signal';
import { queryClient } from './query-client';
import { theme } from './theme';

/**
 * What the signed-in part of the app needs: the MUI theme and TanStack Query. It loads with the
 * first route of that part (app-providers); the login screens need neither (ADR 0051). The date
 * pickers' provider lives in the back-office layout; notistack loads with the first toast.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BusySignal />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
