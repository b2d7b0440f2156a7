import { useQuery } from '@tanstack/react-query';
import { carsReply, type CarWire } from '@kolos/domain/transport';
import { http } from '../api/http';
import { service } from '../api/service';
import { SLOTS_ROOT } from '../live';

const cars = service('cars');

/**
 * A company's trucks under the queue's root: a slot's change (a live 'slot.*' event, the queue's
 * and the Transport screen's writes) keeps its truck, so the choices are asked for again.
 */
export const truckKeys = {
  byOwner: (ownerUuid: string) => [...SLOTS_ROOT, 'trucks', ownerUuid] as const,
};

const NONE: CarWire[] = [];

/**
 * GET /cars?ownerUuid: the trucks and drivers kept for a farmer company (issue 18 point 1), the
 * choices when one of its slots is filled. A refusal (403/404: the caller may not see them) is
 * not an error to show: there is simply nothing to offer, so no toast and no retry.
 */
export function useTrucks(ownerUuid: string | undefined): CarWire[] {
  const query = useQuery({
    queryKey: truckKeys.byOwner(ownerUuid ?? ''),
    queryFn: async ({ signal }) =>
      carsReply.parse(await cars(() => http.get('/cars', { query: { ownerUuid }, signal, notify: false })))
        .items,
    enabled: Boolean(ownerUuid),
    retry: false,
    staleTime: 60_000,
  });
  return query.data ?? NONE;
}
