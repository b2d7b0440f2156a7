import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  indicativePricesReply,
  type IndicativePricesQuery,
  type IndicativePriceWire,
} from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';
import { contractKeys } from './keys';

/** GET /contracts/indicative-prices: per crop and acceptance point, the last 30 days' confirmed deals. */
export const indicativeQueryOptions = (query: IndicativePricesQuery, enabled = true) =>
  queryOptions({
    queryKey: contractKeys.indicative(query),
    queryFn: async ({ signal }): Promise<IndicativePriceWire[]> =>
      indicativePricesReply.parse(
        await contractsService(() =>
          http.get('/contracts/indicative-prices', { query: { ...query }, signal }),
        ),
      ).items,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useIndicativePrices = (query: IndicativePricesQuery, enabled = true) =>
  useQuery(indicativeQueryOptions(query, enabled));
