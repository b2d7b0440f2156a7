import { useQuery } from '@tanstack/react-query';
import type { PriceBoardReply } from '@kolos/domain/prices';
import { http } from '../../../shared/api/http';
import { auctionKeys, auctionsService } from '../../../shared/trading';

/**
 * Under the tenders' root: every trading event (a tender opened, extended, closed, a bar) and every
 * offer sent refreshes the board as it refreshes the tenders list.
 */
const boardKey = (productUuid: string | undefined) => [
  ...auctionKeys.all,
  'price-board',
  productUuid ?? null,
];

/** GET /prices/board: the farmer's running tenders priced at his farm, per crop, best first. */
export const usePriceBoard = (productUuid: string | undefined) =>
  useQuery({
    queryKey: boardKey(productUuid),
    queryFn: ({ signal }) =>
      auctionsService(() => http.get<PriceBoardReply>('/prices/board', { query: { productUuid }, signal })),
    // live events refresh it; this is the fallback when the stream is down
    refetchInterval: 60_000,
  });
