import type { DeliveryType } from '../contracts/schemas';

/**
 * Issue 15: what a tonne costs the purchaser at his acceptance point, in whole roubles. CPT
 * (SELLER): the farmer delivers, so his price. FCA (BUYER): the purchaser collects, so the
 * farmer's price plus the delivery price (kopecks per tonne, SPEC 3), rounded to the rouble.
 */
export function landedPrice(offer: {
  deliveryType: DeliveryType;
  price: number;
  deliveryPrice: number | null;
}): number {
  if (offer.deliveryType === 'SELLER') return offer.price;
  return offer.price + Math.round((offer.deliveryPrice ?? 0) / 100);
}

/** The order offers are ranked in within an auction: cheapest landed first, then the earliest. */
export function compareOffers(
  a: { landedPrice: number; createdAt: Date },
  b: { landedPrice: number; createdAt: Date },
): number {
  return a.landedPrice - b.landedPrice || a.createdAt.getTime() - b.createdAt.getTime();
}

/** Ranks 1..n in the order of compareOffers; equal landed price and time share nothing: time wins. */
export function rankOffers<T extends { landedPrice: number; createdAt: Date }>(
  offers: readonly T[],
): (T & { rank: number })[] {
  return [...offers].sort(compareOffers).map((offer, i) => ({ ...offer, rank: i + 1 }));
}

/** Results: the accepted volume and the landed price averaged over it (0 when nothing is accepted). */
export function resultTotals(items: readonly { volume: number; landedPrice: number }[]): {
  volume: number;
  averageLandedPrice: number;
} {
  const volume = items.reduce((sum, item) => sum + item.volume, 0);
  const cost = items.reduce((sum, item) => sum + item.volume * item.landedPrice, 0);
  return { volume, averageLandedPrice: volume === 0 ? 0 : Math.round(cost / volume) };
}
