import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error';
import { onSessionEnd } from '../shared/auth/session-events';

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});

// When the session ends (sign-out, failed refresh), the cached data of the user goes with it.
onSessionEnd(() => queryClient.removeQueries());

// TanStack Query learns of the network from the browser's online/offline events only: an app
// started offline (from the service worker, issue 29 point 19) would think itself online, fail its
// queries and never retry them on the 'online' event. Told here, they wait for the network instead.
onlineManager.setOnline(navigator.onLine);
