import { queryOptions, useQuery } from '@tanstack/react-query';
import { auctionWire, type AuctionWire } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { auctionKeys, auctionsService } from '../../../shared/trading';

/** SPEC 7 GET /auctions/get/{id}: the auction an offer answers (its window, types, points, lot). */
export const offerAuctionQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: auctionKeys.detail(uuid ?? ''),
    queryFn: async ({ signal }): Promise<AuctionWire> =>
      auctionWire.parse(
        await auctionsService(() =>
          http.get(`/auctions/get/${encodeURIComponent(uuid!)}`, { signal, notify: false }),
        ),
      ),
    enabled: uuid !== null,
    retry: false,
  });

export const useOfferAuction = (uuid: string | null) => useQuery(offerAuctionQueryOptions(uuid));
