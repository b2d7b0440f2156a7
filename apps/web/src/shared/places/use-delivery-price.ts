import { queryOptions } from '@tanstack/react-query';
import { deliveryPriceSchema } from '@kolos/domain/tariffs';
import { http } from '../api/http';
import { service } from '../api/service';

const tariffs = service('tariffs');

/**
 * GET /delivery/price for one tonne with distance cache policy 2 (SPEC 7, 9): price in kopecks,
 * distance in km, tariff type. Idle until both locations are chosen.
 */
export const deliveryPriceQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['delivery-price', from, to] as const,
    queryFn: async () =>
      deliveryPriceSchema.parse(
        await tariffs(() =>
          http.get('/delivery/price', {
            query: { fromLocationUuid: from, toLocationUuid: to, amountTons: 1, distanceCachePolicy: 2 },
          }),
        ),
      ),
    staleTime: 5 * 60_000,
  });
