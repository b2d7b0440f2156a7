import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookedSlotWire,
  CheckInBody,
  FreeSlotsDay,
  FreeTimesReply,
  QueueDayWire,
  SlotDealWire,
  SlotHistoryWire,
  SlotWire,
} from '@kolos/domain/queue';
import { MAX_LIST_LIMIT } from '@kolos/domain';
import { offerListReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { SLOTS_ROOT } from '../../../shared/live';

/** SPEC 8: a slots call failing without a message says 'Ошибка сервиса слотов.'. */
const slots = service('slots');

/**
 * Writes show their refusals on the screen (a 409 is not toasted by the transport, SPEC 8), so the
 * transport's toast is off for them; 35742 still says its own text (the error's message).
 */
const QUIET = { notify: false } as const;

/** Query keys of the queue; every write and every 'slot.*' live event refreshes `all`. */
export const slotKeys = {
  // live slot events refresh everything under this root (shared/live)
  all: SLOTS_ROOT,
  byLocation: (locationUuid: string, start: string, end: string) =>
    [...slotKeys.all, 'location', locationUuid, start, end] as const,
  upcoming: () => [...slotKeys.all, 'upcoming'] as const,
  detail: (uuid: string) => [...slotKeys.all, 'detail', uuid] as const,
  day: (locationUuid: string, date: string) => [...slotKeys.all, 'day', locationUuid, date] as const,
};

export interface LocationSlots {
  items: SlotWire[];
  days: QueueDayWire[];
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** GET /slots-by-location/{loc}/date/{start}/{end}: a day or a week of one point (staff). */
export const locationSlotsQuery = (locationUuid: string, start: string, end: string) =>
  queryOptions({
    queryKey: slotKeys.byLocation(locationUuid, start, end),
    queryFn: ({ signal }) =>
      slots(() =>
        http.get<LocationSlots>(`/slots-by-location/${path(locationUuid)}/date/${path(start, end)}`, {
          signal,
        }),
      ),
    // live events refresh it; this is the fallback when the stream is down
    refetchInterval: 60_000,
  });

export const useLocationSlots = (locationUuid: string | undefined, start: string, end: string) =>
  useQuery({ ...locationSlotsQuery(locationUuid ?? '', start, end), enabled: Boolean(locationUuid) });

/** GET /slots/upcoming: the farmer's own slots not over yet, every day at once (issue 29 point 15). */
export const useUpcomingSlots = () =>
  useQuery({
    queryKey: slotKeys.upcoming(),
    queryFn: ({ signal }) => slots(() => http.get<{ items: SlotWire[] }>('/slots/upcoming', { signal })),
    refetchInterval: 60_000,
  });

/** GET /slots/free: the times the farmer's deal may book — or, with a slot, where it may move. */
export const useFreeTimes = (offerUuid: string | undefined, slotUuid?: string) =>
  useQuery({
    queryKey: [...slotKeys.all, 'free-times', offerUuid ?? '', slotUuid ?? ''],
    queryFn: ({ signal }) =>
      slots(() =>
        http.get<FreeTimesReply>('/slots/free', {
          query: { offerUuid: offerUuid!, ...(slotUuid ? { slotUuid } : {}) },
          signal,
        }),
      ),
    enabled: Boolean(offerUuid),
  });

/** The farmer's accepted deals still delivering (GET /user/personal/offers): what he books for. */
export const useMyDeals = () =>
  useQuery({
    queryKey: [...slotKeys.all, 'my-deals'],
    queryFn: async ({ signal }) => {
      const reply = offerListReply.parse(
        await slots(() => http.get('/user/personal/offers', { query: { limit: MAX_LIST_LIMIT }, signal })),
      );
      return reply.offers.filter((o) => o.status === 'OFFER_ACCEPTED');
    },
    staleTime: 60_000,
  });

/** POST /slots {offerUuid, startAt}: the farmer books one truck of his deal. */
export const useBookSlot = () =>
  useSlotsWrite((body: { offerUuid: string; startAt: string }) =>
    http.post<BookedSlotWire>('/slots', body, QUIET),
  );

/** POST /slots/assign: one saved truck and driver onto several slots, all or nothing. */
export const useAssignTruck = () =>
  useSlotsWrite((body: { slotUuids: string[]; carUuid: string; driverUuid: string }) =>
    http.post<{ items: SlotWire[] }>('/slots/assign', body, QUIET),
  );

/** GET /slots/{uuid}: the slot with its history. */
export const useSlot = (uuid: string | undefined) =>
  useQuery({
    queryKey: slotKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) =>
      slots(() =>
        http.get<{ slot: SlotWire; history: SlotHistoryWire[] }>(`/slots/${path(uuid!)}`, { signal }),
      ),
    enabled: Boolean(uuid),
  });

/** PUT /slots: car, driver, or a status move by staff. */
export interface SlotUpdate {
  uuid: string;
  car?: { number: string; trailerNumber: string };
  driver?: { fullname: string; phone: string };
  status?: 'SLOT_ARRIVED' | 'SLOT_UNLOADED' | 'SLOT_NO_SHOW';
  unloadStart?: true;
  unloadedVolume?: number;
  /** Staff confirmed an arrival outside the window (the first try answered 409 with detail.arrival). */
  confirmOutsideWindow?: boolean;
  /** Issue 20: let the truck through without approved trip documents ('Настройки очереди'). */
  docsOverrideReason?: string;
}

/** Every write refreshes the whole queue: a slot shows on the day, the week and its card. */
function useSlotsWrite<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => slots(() => call(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}

export const useUpdateSlot = () =>
  useSlotsWrite((body: SlotUpdate) => http.put<SlotWire>('/slots', body, QUIET));

/** POST /slots/check-in (issue 29 point 17): the driver's code finds his slot, marked arrived. */
export const useCheckIn = () =>
  useSlotsWrite((body: CheckInBody) => http.post<SlotWire>('/slots/check-in', body, QUIET));

/** DELETE /slots/{uuid}: cancels the slot; its capacity is free again at once. */
export const useCancelSlot = () =>
  useSlotsWrite((uuid: string) => http.delete(`/slots/${path(uuid)}`, QUIET));

/** POST /slots/transfer: to a free slot time of the same point. */
export const useTransferSlot = () =>
  useSlotsWrite((body: { slotUuid: string; startAt: string }) =>
    http.post<SlotWire>('/slots/transfer', body, QUIET),
  );

const dayPath = (locationUuid: string, date: string) =>
  `/settings/location/${path(locationUuid, 'date', date)}`;

/** GET /settings/location/{id}/date/{date}: the queue settings of a point's day. */
export const useQueueDay = (locationUuid: string, date: string, enabled: boolean) =>
  useQuery({
    queryKey: slotKeys.day(locationUuid, date),
    queryFn: ({ signal }) => slots(() => http.get<QueueDayWire>(dayPath(locationUuid, date), { signal })),
    enabled,
  });

/** The day's override: null for what the schedule says. */
export interface QueueDayOverride {
  closed: boolean;
  openAt: string | null;
  closeAt: string | null;
  quantity: number | null;
  carsInSlot: number | null;
}

export const useSaveQueueDay = (locationUuid: string, date: string) =>
  useSlotsWrite((body: QueueDayOverride) => http.put<QueueDayWire>(dayPath(locationUuid, date), body, QUIET));

/** GET /slot-deals/{loc}: the accepted deals the point's queue books for (the manual actions' deal). */
export const useSlotDeals = (locationUuid: string) =>
  useQuery({
    queryKey: [...slotKeys.all, 'deals', locationUuid],
    queryFn: ({ signal }) =>
      slots(() => http.get<{ items: SlotDealWire[] }>(`/slot-deals/${path(locationUuid)}`, { signal })),
  });

/** POST /free-slots-quantity without dates: each point's next 14 days from its own today. */
export const useFreeCapacity = (locationUuids: string[]) =>
  useQuery({
    queryKey: [...slotKeys.all, 'free', ...locationUuids],
    queryFn: ({ signal }) =>
      slots(() =>
        http.post<{ items: FreeSlotsDay[] }>('/free-slots-quantity', { locationUuids }, { signal }),
      ),
    enabled: locationUuids.length > 0,
  });

/** POST /slots: one slot by hand at a slot time of the point. */
export const useAddSlot = () =>
  useSlotsWrite((body: { offerUuid: string; locationUuid: string; startAt: string; plannedVolume: number }) =>
    http.post<BookedSlotWire>('/slots', body, QUIET),
  );

/** POST allocate-extra-slots: more tonnes for the deal, spread over its delivery window. */
export const useAllocateExtra = () =>
  useSlotsWrite((body: { offerUuid: string; volume: number }) =>
    http.post<{ items: BookedSlotWire[] }>('/allocate-extra-slots', body, QUIET),
  );

/** POST allocate-slots-now: trucks in the first free slot times from now (today first). */
export const useAllocateNow = () =>
  useSlotsWrite((body: { offerUuid: string; count: number }) =>
    http.post<{ items: BookedSlotWire[] }>('/allocate-slots-now', body, QUIET),
  );

/** POST allocate-slots: the deal's accepted tonnes without slots (after a cancel) booked again. */
export const useRebook = () =>
  useSlotsWrite((offerUuid: string) =>
    http.post<{ items: BookedSlotWire[] }>('/allocate-slots', { offers: [offerUuid] }, QUIET),
  );
