import type { ListParams } from '../../../shared/list';
import { SETTLEMENT_STATUSES, type SettlementStatus } from '@kolos/domain/settlements';
import type { SettlementsQuery } from '../api/settlements-api';

/** The statements list's URL keys: status, the farmer company, the days (YYYY-MM-DD) it was made. */
export const FILTER_KEYS = ['status', 'farmer', 'from', 'to'] as const;
export type SettlementListParams = ListParams<(typeof FILTER_KEYS)[number]>;

export const URL_DATE = 'YYYY-MM-DD';

const isStatus = (value: string | undefined): value is SettlementStatus =>
  (SETTLEMENT_STATUSES as readonly string[]).includes(value ?? '');

/** The list state of the URL → GET /settlements (an unknown status in a hand-typed URL is no filter). */
export function toSettlementsQuery(
  list: Pick<SettlementListParams, 'filters' | 'offset' | 'size'>,
): SettlementsQuery {
  const { status, farmer, from, to } = list.filters;
  return {
    status: isStatus(status) ? status : undefined,
    farmerCompanyUuid: farmer || undefined,
    dateFrom: from || undefined,
    dateTo: to || undefined,
    limit: list.size,
    offset: list.offset,
  };
}
