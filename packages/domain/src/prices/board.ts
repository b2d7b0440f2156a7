import type { Position } from '../locations/rules';
import { greatCircleKm } from '../tariffs/distance';
import type { TariffType } from '../tariffs/schemas';

/**
 * Issue 29 point 21, «Цены»: what a running tender is worth at the farmer's farm. A Kolos tender
 * posts one price, at its acceptance point, whatever delivery it allows (docs/trading.md: offers
 * are ranked by the price there). Under CPT the farmer hauls it there himself; under FCA the
 * purchaser collects and counts the haul against the farmer's price — either way the tender's
 * price at the farm is its price less the haul by the tariffs, rounded to the rouble as the offer
 * form's «Цена торгов в пересчёте на ваш склад» is. No haul known (no shipping point, no tariff
 * for it): no price at the farm, never the posted price passed off as one (docs/prices.md).
 */
export function netPriceAtFarm(price: number, deliveryPrice: number | null): number | null {
  return deliveryPrice === null ? null : price - Math.round(deliveryPrice / 100);
}

/** One priced haul: a shipping point of the farmer's to an acceptance point of the tender's. */
export interface Haul {
  shippingPoint: { uuid: string; name: string };
  acceptancePoint: { uuid: string; name: string };
  /** Kopecks per tonne (SPEC 3 Delivery price result). */
  deliveryPrice: number;
  distance: number;
  tariffType: TariffType;
}

/**
 * The haul the board prices a tender by: of every shipping point × acceptance point, the cheapest
 * (the farmer's best price at his farm), then the shortest, then by the points' names — so the
 * same data always gives the same row. The nearest point wins unless a tariff makes a further one
 * cheaper (an E2E haul across a border against a REGIONAL one).
 */
export function bestHaul<H extends Haul>(hauls: readonly H[]): H | null {
  let best: H | null = null;
  for (const h of hauls) {
    if (best === null || compareHauls(h, best) < 0) best = h;
  }
  return best;
}

const compareHauls = (a: Haul, b: Haul) =>
  a.deliveryPrice - b.deliveryPrice ||
  a.distance - b.distance ||
  a.shippingPoint.name.localeCompare(b.shippingPoint.name, 'ru') ||
  a.acceptancePoint.name.localeCompare(b.acceptancePoint.name, 'ru') ||
  (a.shippingPoint.uuid + a.acceptancePoint.uuid).localeCompare(
    b.shippingPoint.uuid + b.acceptancePoint.uuid,
  );

/** What the board orders its rows by. */
export interface BoardOrderKey {
  uuid: string;
  price: number;
  netPrice: number | null;
  endAt: Date;
}

/**
 * Best first: the highest price at the farm; tenders without one (no haul to price) after all
 * priced ones, by their posted price; then the soonest to close, then the uuid. Under hidePrice
 * the farmer sees no money, so no order may tell it either: soonest to close first.
 */
export function compareBoardRows(a: BoardOrderKey, b: BoardOrderKey, hidePrice = false): number {
  const byClosing = a.endAt.getTime() - b.endAt.getTime() || a.uuid.localeCompare(b.uuid);
  if (hidePrice) return byClosing;
  if (a.netPrice === null || b.netPrice === null) {
    if (a.netPrice !== b.netPrice) return a.netPrice === null ? 1 : -1;
  } else if (a.netPrice !== b.netPrice) return b.netPrice - a.netPrice;
  return b.price - a.price || byClosing;
}

/** Shipping points priced per acceptance point: the nearest few as the crow flies. */
export const NEAREST_POINTS = 3;

type Placed = Position & { uuid: string; fedRegionUuid: string | null };

/**
 * The farmer's shipping points worth pricing a haul from to one acceptance point: the nearest
 * `k` as the crow flies, and the nearest in the point's own subject when those miss it (a REGIONAL
 * tariff may beat a nearer point's E2E one). A farm with two hundred points costs a few hauls per
 * elevator, not two hundred; a point further than these never has the cheaper haul on the same
 * tariff, the road being the straight line times about the same factor (docs/prices.md).
 */
export function nearestPoints<P extends Placed>(points: readonly P[], to: Placed, k = NEAREST_POINTS): P[] {
  const byDistance = [...points].sort(
    (a, b) => greatCircleKm(a, to) - greatCircleKm(b, to) || a.uuid.localeCompare(b.uuid),
  );
  const nearest = byDistance.slice(0, k);
  const sameSubject = byDistance.find(
    (p) => to.fedRegionUuid !== null && p.fedRegionUuid === to.fedRegionUuid,
  );
  return sameSubject && !nearest.includes(sameSubject) ? [...nearest, sameSubject] : nearest;
}
