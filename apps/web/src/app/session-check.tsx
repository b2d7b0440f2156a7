import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RouteName } from '@kolos/domain';
import { queryClient } from './query-client';
import { RouteGuard } from './route-guard';

/**
 * A login screen opened with stored tokens: the session is loaded (TanStack Query, no MUI) and a
 * signed-in user goes Home; a failed refresh ends the session and the login screen stays.
 */
export function SessionCheck({ name, children }: { name: RouteName; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteGuard name={name}>{children}</RouteGuard>
    </QueryClientProvider>
  );
}
