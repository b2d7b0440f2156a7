import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isSettlementEvent, isSlotEvent, type LiveEvent } from '@kolos/domain/live';
import { auctionKeys, offerKeys } from '../trading/trading-keys';
import { readLiveEvents } from './live-client';

/** Roots of the other areas' caches that trading events change (issue 16 points 3 and 4). */
export const MONITORING_ROOT = ['monitoring'] as const;
export const NOTIFICATIONS_ROOT = ['notifications'] as const;
/** The root of every query of the electronic queue (slots of a point, a farmer's slots, a slot). */
export const SLOTS_ROOT = ['slots'] as const;
/** The root of the Transport screen's queries (issue 18): its slot rows move with the queue. */
export const TRANSPORT_ROOT = ['transport'] as const;
/** The home's items (issue 29 point 13): every event may change one of their counts. */
export const HOME_ROOT = ['home'] as const;
/** Settlement statements (issue 30): the staff's «Расчёты» and the farmer's statements. */
export const SETTLEMENTS_ROOT = ['settlements'] as const;

/** The query keys an event makes stale: the auction's lists and page, its offers, the boards. */
export function keysFor(event: LiveEvent): QueryKey[] {
  // Slot events (issue 17) refresh the queue's caches, the Transport screen's (issue 18), the
  // Monitoring yard's and the home's counts (issue 29), and the statements: an acceptance moves
  // a deal into the unsettled ones (issue 30).
  if (isSlotEvent(event)) return [SLOTS_ROOT, TRANSPORT_ROOT, MONITORING_ROOT, HOME_ROOT, SETTLEMENTS_ROOT];
  // A statement's move (issue 30): the staff's «Расчёты» and the farmer's statements in «Мои
  // сделки»; the server sent it only to its purchaser's staff and the farmer it pays.
  if (isSettlementEvent(event)) return [SETTLEMENTS_ROOT, HOME_ROOT];
  const keys: QueryKey[] = [
    auctionKeys.lists(),
    auctionKeys.detail(event.auctionUuid),
    [...auctionKeys.all, 'active-short'],
    offerKeys.byAuction(event.auctionUuid),
    MONITORING_ROOT,
    NOTIFICATIONS_ROOT,
    HOME_ROOT,
  ];
  // An offer's status moves the offer lists and counts; an auction's status shows in them too.
  keys.push(offerKeys.lists(), [...offerKeys.all, 'status']);
  if (event.offerUuid) keys.push(offerKeys.detail(event.offerUuid));
  return keys;
}

/** Events come in bursts (results decline every offer at once): one refresh per burst. */
const BURST_MS = 200;
/**
 * The notifications of an event are written by its fan-out job (polled every 0.5 s), a moment
 * after the event itself arrives: their list is asked for again after this long.
 */
const FANOUT_MS = 2_500;

function invalidator(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fanout: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const add = (keys: QueryKey[]) => {
    for (const key of keys) pending.set(JSON.stringify(key), key);
    timer ??= setTimeout(flush, BURST_MS);
  };
  return {
    add(keys: QueryKey[]) {
      add(keys);
      clearTimeout(fanout);
      fanout = setTimeout(() => add([NOTIFICATIONS_ROOT]), FANOUT_MS);
    },
    stop() {
      clearTimeout(timer);
      clearTimeout(fanout);
    },
  };
}

/**
 * Mounted once, in the signed-in layout: keeps the event stream open while a user is signed in
 * and refreshes the trading queries it touches; a `reset` (too much missed) refreshes them all.
 */
export function useLiveConnection(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const stale = invalidator(queryClient);
    void readLiveEvents(
      {
        onEvent(event) {
          stale.add(keysFor(event));
        },
        onReset() {
          stale.add([
            auctionKeys.all,
            offerKeys.all,
            MONITORING_ROOT,
            NOTIFICATIONS_ROOT,
            HOME_ROOT,
            SETTLEMENTS_ROOT,
          ]);
        },
      },
      abort.signal,
    );
    return () => {
      abort.abort();
      stale.stop();
    };
  }, [enabled, queryClient]);
}
