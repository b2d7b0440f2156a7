import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryPriceSchema, type DeliveryPrice } from '@kolos/domain/tariffs';
import { http } from '../../../shared/api/http';
import { tariffsService } from './contracts-service';
import { contractKeys } from './keys';

/**
 * SPEC 7 GET /delivery/price, SPEC 9: for 1 tonne with cache policy 2, asked only for FCA with both
 * locations chosen. A haul without a tariff (409) shows as a message in the form, not a toast.
 */
export const deliveryPriceOptions = (from: string | null, to: string | null) =>
  queryOptions({
    queryKey: contractKeys.deliveryPrice(from ?? '', to ?? ''),
    queryFn: async ({ signal }): Promise<DeliveryPrice> =>
      deliveryPriceSchema.parse(
        await tariffsService(() =>
          http.get('/delivery/price', {
            query: { fromLocationUuid: from, toLocationUuid: to, amountTons: 1, distanceCachePolicy: 2 },
            signal,
            notify: false,
          }),
        ),
      ),
    enabled: Boolean(from && to),
    retry: false,
    staleTime: 60_000,
  });

export const useDeliveryPrice = (from: string | null, to: string | null) =>
  useQuery(deliveryPriceOptions(from, to));
