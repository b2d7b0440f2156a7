import { MONITORING_SORTS, type MonitoringRequest, type MonitoringSort } from '@kolos/domain/monitoring';
import type { ListParams } from '../../../shared/list';

/** The board's filter in the URL, under the auctions list's names. */
export const MONITORING_FILTERS = ['regionUuid', 'locationUuid', 'productUuid'] as const;

export type MonitoringListState = ListParams<(typeof MONITORING_FILTERS)[number]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);
const isSort = (v: string | undefined): v is MonitoringSort =>
  v !== undefined && (MONITORING_SORTS as readonly string[]).includes(v);

/** The board's sort from the URL (`?sort=coverage`): time left unless said otherwise. */
export const boardSort = (list: Pick<MonitoringListState, 'sort'>): MonitoringSort =>
  isSort(list.sort?.field) ? list.sort.field : 'timeLeft';

/**
 * GET /monitoring's query from the URL state, each value checked on its own (a hand-edited one is
 * dropped). One page of 50 rows (MONITORING_PAGE_SIZE); beyond that it pages.
 */
export function monitoringRequest(
  list: Pick<MonitoringListState, 'filters' | 'sort' | 'page'>,
  pageSize: number,
): MonitoringRequest {
  const f = list.filters;
  return {
    regionUuid: uuidOr(f.regionUuid),
    locationUuid: uuidOr(f.locationUuid),
    productUuid: uuidOr(f.productUuid),
    sort: boardSort(list),
    offset: list.page * pageSize,
    limit: pageSize,
  };
}
