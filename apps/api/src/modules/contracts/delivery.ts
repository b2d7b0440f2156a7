import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { CONTRACT_MSG } from '@kolos/domain/contracts';

export interface DeliveryQuote {
  /** Kopecks per tonne. */
  price: number;
  /** Kilometres. */
  distance: number;
  tariffType: string;
}

/**
 * The delivery price from the farmer's shipping point to the acceptance point, for 1 tonne
 * (SPEC 9). Until the tariffs module of the places issue lands there is no tariff to price by.
 */
export async function deliveryQuote(_deps: Deps, _from: string, _to: string): Promise<DeliveryQuote> {
  throw badRequest(CONTRACT_MSG.noDeliveryPrice);
}
