import {
  normalizeStatusFilter,
  PREPAYMENT_SORT_FIELDS,
  productAliasForPledge,
  type PrepaymentSortField,
} from '@kolos/domain/prepayment';
import { dayjs } from '../../../shared/time/dayjs';
import type { ListParams } from '../../../shared/list';
import type { RequestsQuery } from '../api/get-requests';

/** The filter's URL keys: request number, the date range (YYYY-MM-DD), pledge; statuses repeat. */
export const FILTER_KEYS = ['requestId', 'from', 'to', 'pledge'] as const;
export const ARRAY_KEYS = ['statuses'] as const;
export type PrepaymentListParams = ListParams<(typeof FILTER_KEYS)[number], (typeof ARRAY_KEYS)[number]>;

export const URL_DATE = 'YYYY-MM-DD';

/** A day of the user's zone as the instants that start and end it. */
const dayEdge = (day: string | undefined, zone: string, edge: 'startOf' | 'endOf') => {
  if (!day) return undefined;
  const moment = dayjs.tz(day, URL_DATE, zone);
  return moment.isValid() ? moment[edge]('day').toISOString() : undefined;
};

const isSortField = (field: string): field is PrepaymentSortField =>
  (PREPAYMENT_SORT_FIELDS as readonly string[]).includes(field);

/** The list state of the URL → the API's query (SPEC 5 Prepayment filter rules applied). */
export function toRequestsQuery(
  list: Pick<PrepaymentListParams, 'filters' | 'q' | 'offset' | 'size' | 'sort'>,
  zone: string,
): RequestsQuery {
  const { requestId, from, to, pledge, statuses } = list.filters;
  const sort = list.sort && isSortField(list.sort.field) ? list.sort : null;
  return {
    requestId: requestId?.replace(/\D/g, '') || undefined,
    createdFrom: dayEdge(from, zone, 'startOf'),
    createdTo: dayEdge(to, zone, 'endOf'),
    productAlias: productAliasForPledge(pledge),
    statuses: normalizeStatusFilter(statuses),
    any: list.q || undefined,
    offset: list.offset,
    limit: list.size,
    ...(sort ? { sortField: sort.field as PrepaymentSortField, sortDirection: sort.direction } : {}),
  };
}
