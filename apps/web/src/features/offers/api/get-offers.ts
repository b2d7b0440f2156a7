import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offerListReply, type OfferListReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { offerKeys, offersService } from '../../../shared/trading';
import type { OfferListRequest } from '../lib/filters';

/** SPEC 7 GET /offers/v2/filter: the purchaser's offers by auction, statuses, crop, place, farmer. */
export async function getOffers(query: OfferListRequest, signal?: AbortSignal): Promise<OfferListReply> {
  const data = await offersService(() => http.get('/offers/v2/filter', { query: { ...query }, signal }));
  return offerListReply.parse(data);
}

export const offersQueryOptions = (query: OfferListRequest) =>
  queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => getOffers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOffers = (query: OfferListRequest) => useQuery(offersQueryOptions(query));
