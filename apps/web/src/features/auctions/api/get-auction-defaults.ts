import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http';
import { auctionKeys, auctionsService } from '../../../shared/trading';

/** Issue 15 GET /auctions/default: a new auction's times (UTC wire), delivery window and lot. */
const defaultsReply = z.object({
  startAt: z.string(),
  endAt: z.string(),
  deliveryDateStart: z.string(),
  deliveryDateEnd: z.string(),
  minLotVolume: z.number(),
});
export type AuctionDefaults = z.infer<typeof defaultsReply>;

export const auctionDefaultsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: auctionKeys.defaults(),
    queryFn: async ({ signal }): Promise<AuctionDefaults> =>
      defaultsReply.parse(await auctionsService(() => http.get('/auctions/default', { signal }))),
    enabled,
    // the next full hour moves: never serve yesterday's defaults
    staleTime: 0,
    gcTime: 0,
  });

export const useAuctionDefaults = (enabled: boolean) => useQuery(auctionDefaultsQueryOptions(enabled));
