import { useEffect, useSyncExternalStore } from 'react';
import { useIsFetching, useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { shownLoaders, subscribeShownLoaders } from './page-loader';

/**
 * The app's own "nothing in flight" signal (ADR 0071): `<html data-busy>` reads "true" while a
 * query fetches, a mutation runs or a lazily loaded part shows its PageLoader, and "false" once all
 * of them have ended and their result is rendered. End-to-end checks wait for it instead of sleeping.
 */
const busyNow = (client: QueryClient) => client.isFetching() + client.isMutating() + shownLoaders() > 0;

function mark(busy: boolean): void {
  document.documentElement.dataset.busy = String(busy);
}

/** Writes the signal; mounted once, inside the query client's provider. */
export function BusySignal(): null {
  const client = useQueryClient();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const loaders = useSyncExternalStore(subscribeShownLoaders, shownLoaders);

  // Busy is written the moment a fetch, a mutation or a loader starts, straight from their events.
  useEffect(() => {
    const markIfBusy = () => {
      if (busyNow(client)) mark(true);
    };
    const stops = [
      client.getQueryCache().subscribe(markIfBusy),
      client.getMutationCache().subscribe(markIfBusy),
      subscribeShownLoaders(markIfBusy),
    ];
    return () => {
      stops.forEach((stop) => stop());
      delete document.documentElement.dataset.busy;
    };
  }, [client]);

  // Idle only after a render that saw the last answer (TanStack Query hands answers to components
  // and to these counters in one batch): whatever that render starts — a query the answer enabled,
  // a lazy part — marks busy in the same commit, before anyone can read idle.
  useEffect(() => {
    mark(busyNow(client));
  }, [client, fetching, mutating, loaders]);

  return null;
}
