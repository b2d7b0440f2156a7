import type { z } from 'zod';
import {
  AUCTION_SORT_FIELDS,
  AUCTION_STATUSES,
  auctionListBody,
  type AuctionSortField,
  type AuctionStatus,
} from '@kolos/domain/trading';
import { isRuDate } from '@kolos/domain/contracts';
import type { ListParams } from '../../../shared/list';

/** What POST /v3/auctions takes, as the client sends it (defaults filled by the server). */
export type AuctionListRequest = z.input<typeof auctionListBody>;

/** The single-valued filters kept in the URL under these names. */
export const AUCTION_FILTERS = ['regionUuid', 'locationUuid', 'productUuid', 'startFrom', 'startTo'] as const;
/** Repeated: `?statuses=AUCTION_ACTIVE&statuses=AUCTION_FINISHED`. */
export const AUCTION_ARRAYS = ['statuses'] as const;

export type AuctionListState = ListParams<(typeof AUCTION_FILTERS)[number], (typeof AUCTION_ARRAYS)[number]>;

const isStatus = (s: string): s is AuctionStatus => (AUCTION_STATUSES as readonly string[]).includes(s);
const isSortField = (f: string): f is AuctionSortField =>
  (AUCTION_SORT_FIELDS as readonly string[]).includes(f);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);
const dayOr = (v: string | undefined) => (v && isRuDate(v) ? v : undefined);

/**
 * The list request from the URL state, each value checked on its own: a hand-edited or outdated
 * value is dropped instead of failing the whole list.
 */
export function auctionListRequest(
  list: Pick<AuctionListState, 'filters' | 'offset' | 'size' | 'sort'>,
): AuctionListRequest {
  const f = list.filters;
  const statuses = f.statuses.filter(isStatus);
  const sortField = list.sort && isSortField(list.sort.field) ? list.sort.field : undefined;
  return {
    statuses: statuses.length ? statuses : undefined,
    regionUuid: uuidOr(f.regionUuid),
    locationUuid: uuidOr(f.locationUuid),
    productUuid: uuidOr(f.productUuid),
    startFrom: dayOr(f.startFrom),
    startTo: dayOr(f.startTo),
    offset: list.offset,
    limit: list.size,
    ...(sortField ? { sortField, sortDirection: list.sort!.direction } : {}),
  };
}
