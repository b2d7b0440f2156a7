import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT } from '@kolos/domain';
import { offerListReply, type OfferListReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { offerKeys, offersService } from '../../../shared/trading';

/** SPEC 7 GET /user/personal/offers: the farmer's own offers, every status, newest first. */
export async function getMyOffers(signal?: AbortSignal): Promise<OfferListReply> {
  const data = await offersService(() =>
    http.get('/user/personal/offers', { query: { limit: MAX_LIST_LIMIT }, signal }),
  );
  return offerListReply.parse(data);
}

export const myOffersQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: offerKeys.mine(),
    queryFn: ({ signal }) => getMyOffers(signal),
    enabled,
    // a counter-offer may arrive while the farmer looks
    refetchInterval: 30_000,
  });

export const useMyOffers = (enabled = true) => useQuery(myOffersQueryOptions(enabled));
