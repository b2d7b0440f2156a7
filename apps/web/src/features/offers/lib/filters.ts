import type { z } from 'zod';
import {
  OFFER_SORT_FIELDS,
  OFFER_STATUSES,
  offerFilterQuery,
  type OfferSortField,
  type OfferStatus,
} from '@kolos/domain/trading';
import type { ListParams } from '../../../shared/list';

/** What GET /offers/v2/filter takes, as the client sends it (the server fills the defaults). */
export type OfferListRequest = Partial<z.output<typeof offerFilterQuery>>;

export const OFFER_FILTERS = ['auctionUuid', 'productUuid', 'regionUuid', 'locationUuid'] as const;
export const OFFER_ARRAYS = ['statuses'] as const;
export type OfferListState = ListParams<(typeof OFFER_FILTERS)[number], (typeof OFFER_ARRAYS)[number]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);
const isStatus = (s: string): s is OfferStatus => (OFFER_STATUSES as readonly string[]).includes(s);
const isSortField = (f: string): f is OfferSortField => (OFFER_SORT_FIELDS as readonly string[]).includes(f);

/** The list request from the URL state; a hand-edited value is dropped, not sent. */
export function offerListRequest(
  list: Pick<OfferListState, 'filters' | 'offset' | 'size' | 'sort' | 'q'>,
): OfferListRequest {
  const f = list.filters;
  const statuses = f.statuses.filter(isStatus);
  const sortField = list.sort && isSortField(list.sort.field) ? list.sort.field : undefined;
  return {
    auctionUuid: uuidOr(f.auctionUuid),
    statuses: statuses.length ? statuses : undefined,
    productUuid: uuidOr(f.productUuid),
    regionUuid: uuidOr(f.regionUuid),
    locationUuid: uuidOr(f.locationUuid),
    any: list.q || undefined,
    offset: list.offset,
    limit: list.size,
    ...(sortField ? { sortField, sortDirection: list.sort!.direction } : {}),
  };
}
