import type { DeliveryPrice } from '@kolos/domain/tariffs';
import type { Deps } from '../../platform/deps';
import { computeDeliveryPrice } from '../tariffs';

/**
 * The delivery price from the farmer's shipping point to the acceptance point: for 1 tonne, with
 * the distance cache (SPEC 9: amountTons = 1, distanceCachePolicy = 2), exactly what the form
 * showed. No tariff for the haul answers 409 with the tariffs area's message.
 */
export const deliveryQuote = (deps: Deps, from: string, to: string): Promise<DeliveryPrice> =>
  computeDeliveryPrice(deps, from, to, { amountTons: 1, useCache: true });
