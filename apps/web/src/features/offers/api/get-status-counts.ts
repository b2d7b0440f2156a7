import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offerStatusCountsReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { offerKeys, offersService } from '../../../shared/trading';
import type { OfferListRequest } from '../lib/filters';

type CountsQuery = Omit<OfferListRequest, 'statuses' | 'offset' | 'limit' | 'sortField' | 'sortDirection'>;

/** SPEC 7 GET /v2/offers/status: each status with its Russian label and count for the current filter. */
export const statusCountsQueryOptions = (query: CountsQuery) =>
  queryOptions({
    queryKey: offerKeys.statusCounts(query),
    queryFn: async ({ signal }) =>
      offerStatusCountsReply.parse(
        await offersService(() => http.get('/v2/offers/status', { query: { ...query }, signal })),
      ),
    placeholderData: keepPreviousData,
  });

export const useStatusCounts = (query: CountsQuery) => useQuery(statusCountsQueryOptions(query));
