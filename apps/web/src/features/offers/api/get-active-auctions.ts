import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auctionShortWire } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { auctionKeys, auctionsService } from '../../../shared/trading';

/** SPEC 7 GET /auctions: the user's current active auctions, short, for the auction filter. */
export const activeAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: [...auctionKeys.all, 'active-short'] as const,
    queryFn: async ({ signal }) =>
      z.array(auctionShortWire).parse(await auctionsService(() => http.get('/auctions', { signal }))),
    staleTime: 60_000,
  });

export const useActiveAuctions = () => useQuery(activeAuctionsQueryOptions());
