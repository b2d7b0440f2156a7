import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  prepaymentListSchema,
  type PrepaymentList,
  type PrepaymentSortField,
  type PrepaymentStatus,
  type ProductAlias,
} from '@kolos/domain/prepayment';
import type { SortDirection } from '@kolos/domain';
import { http } from '../../../shared/api/http';
import { prepaymentKeys } from './keys';
import { prepaymentService } from './prepayment-service';

/** SPEC 7 GET /prepayments/requests parameters. */
export interface RequestsQuery {
  createdFrom?: string;
  createdTo?: string;
  productAlias?: ProductAlias;
  statuses: PrepaymentStatus[];
  any?: string;
  requestId?: string;
  offset: number;
  limit: number;
  sortField?: PrepaymentSortField;
  sortDirection?: SortDirection;
}

export async function getRequests(query: RequestsQuery, signal?: AbortSignal): Promise<PrepaymentList> {
  const data = await prepaymentService(() =>
    http.get('/prepayments/requests', { query: { ...query }, signal }),
  );
  return prepaymentListSchema.parse(data);
}

export const requestsQueryOptions = (query: RequestsQuery) =>
  queryOptions({
    queryKey: prepaymentKeys.list(query),
    queryFn: ({ signal }) => getRequests(query, signal),
    // the grid keeps the previous page on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useRequests = (query: RequestsQuery) => useQuery(requestsQueryOptions(query));
