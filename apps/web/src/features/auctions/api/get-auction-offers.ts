import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT } from '@kolos/domain';
import { offerListReply, type OfferListReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { offerKeys, offersService } from '../../../shared/trading';

/**
 * SPEC 7 GET /offers/filterByAuction/{id}: the auction's offers ranked by landed price, then time.
 * The results are set over all of them, so the largest page is asked for at once.
 */
export async function getAuctionOffers(auctionUuid: string, signal?: AbortSignal): Promise<OfferListReply> {
  const data = await offersService(() =>
    http.get(`/offers/filterByAuction/${auctionUuid}`, { query: { limit: MAX_LIST_LIMIT }, signal }),
  );
  return offerListReply.parse(data);
}

export const auctionOffersQueryOptions = (auctionUuid: string) =>
  queryOptions({
    queryKey: offerKeys.byAuction(auctionUuid),
    queryFn: ({ signal }) => getAuctionOffers(auctionUuid, signal),
    // offers arrive while the trader watches
    refetchInterval: 15_000,
  });

export const useAuctionOffers = (auctionUuid: string) => useQuery(auctionOffersQueryOptions(auctionUuid));
