import { queryOptions, useQuery } from '@tanstack/react-query';
import { auctionWire, type AuctionWire } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { auctionKeys, auctionsService } from '../../../shared/trading';

/** SPEC 7 GET /auctions/get/{id}. A missing auction is the page's to report, not a toast. */
export async function getAuction(uuid: string, signal?: AbortSignal): Promise<AuctionWire> {
  const data = await auctionsService(() =>
    http.get(`/auctions/get/${encodeURIComponent(uuid)}`, { signal, notify: false }),
  );
  return auctionWire.parse(data);
}

export const auctionQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: auctionKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => getAuction(uuid!, signal),
    enabled: uuid !== null,
    retry: false,
  });

export const useAuction = (uuid: string | null) => useQuery(auctionQueryOptions(uuid));
