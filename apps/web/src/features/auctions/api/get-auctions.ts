import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auctionListReply, type AuctionListReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { auctionKeys, auctionsService } from '../../../shared/trading';
import type { AuctionListRequest } from '../lib/filters';

/**
 * SPEC 7 POST /v3/auctions: the filter and page in the body. A farmer gets, from the same call,
 * the auctions matched to him and those his company has offered on (issue 15).
 */
export async function getAuctions(body: AuctionListRequest, signal?: AbortSignal): Promise<AuctionListReply> {
  const data = await auctionsService(() => http.post('/v3/auctions', body, { signal }));
  return auctionListReply.parse(data);
}

export const auctionsQueryOptions = (body: AuctionListRequest) =>
  queryOptions({
    queryKey: auctionKeys.list(body),
    queryFn: ({ signal }) => getAuctions(body, signal),
    // the grid keeps the previous page on screen while the next one loads
    placeholderData: keepPreviousData,
    // statuses follow the clock on the server: a list left open catches up
    refetchInterval: 60_000,
  });

export const useAuctions = (body: AuctionListRequest) => useQuery(auctionsQueryOptions(body));
