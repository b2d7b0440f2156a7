import { netPriceAtFarm } from '@kolos/domain/prices';
import { landedPrice } from '@kolos/domain/trading';
import type { DeliveryType } from '@kolos/domain/contracts';

export interface FarmPricing {
  /** ₽/t the purchaser pays at his acceptance point: what offers are ranked by (domain landedPrice). */
  landed: number;
  /** ₽/t of the haul from the farm to the acceptance point (FCA), null for CPT or unknown. */
  delivery: number | null;
  /** The auction's posted price (at the acceptance point) as it comes out at the farm under FCA. */
  auctionAtFarm: number | null;
}

/**
 * Issue 15: the farmer competes on the landed price. Under FCA the purchaser collects, so his price
 * is the price at his farm and the haul is added to it; the auction's price, posted at the
 * acceptance point, is shown to him less the haul — the price at his farm he competes against.
 */
export function farmPricing(input: {
  deliveryType: DeliveryType;
  price: number;
  /** Kopecks per tonne (SPEC 3), null when not known yet. */
  deliveryPrice: number | null;
  auctionPrice: number | undefined;
}): FarmPricing {
  const delivery =
    input.deliveryType === 'BUYER' && input.deliveryPrice !== null
      ? Math.round(input.deliveryPrice / 100)
      : null;
  return {
    landed: landedPrice(input),
    delivery,
    auctionAtFarm:
      input.auctionPrice === undefined
        ? null
        : input.deliveryType === 'SELLER'
          ? input.auctionPrice
          : netPriceAtFarm(input.auctionPrice, delivery === null ? null : input.deliveryPrice),
  };
}
