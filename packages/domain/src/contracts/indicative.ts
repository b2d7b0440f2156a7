import { z } from 'zod';
import { text } from '../common/text';

/**
 * The indicative price ('Не влияет на индикатив' of SPEC 2.11 refers to it): per crop and
 * acceptance point, the volume-weighted average price of the contracts confirmed in the last
 * 30 days, leaving out those marked withoutIndication. The API computes it in SQL; this is the
 * rule in plain code, for the tests of both sides.
 */
export const INDICATIVE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface IndicativeSource {
  productUuid: string;
  aggregatorLocationUuid: string;
  status: string;
  withoutIndication: boolean;
  price: number;
  quantity: number;
  /** When the contract last became confirmed; null if it is not confirmed. */
  confirmedAt: Date | null;
}

export interface IndicativePrice {
  productUuid: string;
  aggregatorLocationUuid: string;
  /** Whole roubles per tonne, rounded half up. */
  price: number;
  /** Tonnes behind the price. */
  quantity: number;
  contracts: number;
}

export function countsForIndicative(c: IndicativeSource, now: Date): boolean {
  return (
    c.status === 'CONTRACT_CONFIRMED' &&
    !c.withoutIndication &&
    c.confirmedAt !== null &&
    c.confirmedAt.getTime() > now.getTime() - INDICATIVE_WINDOW_DAYS * DAY_MS &&
    c.confirmedAt.getTime() <= now.getTime()
  );
}

export function indicativePrices(contracts: IndicativeSource[], now: Date): IndicativePrice[] {
  const groups = new Map<
    string,
    { sum: number; quantity: number; contracts: number; first: IndicativeSource }
  >();
  for (const c of contracts) {
    if (!countsForIndicative(c, now)) continue;
    const key = `${c.productUuid}|${c.aggregatorLocationUuid}`;
    const g = groups.get(key) ?? { sum: 0, quantity: 0, contracts: 0, first: c };
    g.sum += c.price * c.quantity;
    g.quantity += c.quantity;
    g.contracts += 1;
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    productUuid: g.first.productUuid,
    aggregatorLocationUuid: g.first.aggregatorLocationUuid,
    price: Math.round(g.sum / g.quantity),
    quantity: g.quantity,
    contracts: g.contracts,
  }));
}

/** GET /contracts/indicative-prices: one row per crop and acceptance point, with names. */
export const indicativePriceWire = z.object({
  productUuid: text(),
  productTitle: text(),
  aggregatorLocationUuid: text(),
  aggregatorLocationName: text(),
  aggregatorCompanyUuid: text(),
  aggregatorCompanyName: text(),
  price: z.number(),
  quantity: z.number(),
  contracts: z.number(),
});
export type IndicativePriceWire = z.infer<typeof indicativePriceWire>;

export const indicativePricesQuery = z.object({
  productUuid: z.uuid().optional(),
  aggregatorLocationUuid: z.uuid().optional(),
  regionUuid: z.uuid().optional(),
  aggregatorCompanyUuid: z.uuid().optional(),
});
export type IndicativePricesQuery = z.infer<typeof indicativePricesQuery>;

export const indicativePricesReply = z.object({ items: z.array(indicativePriceWire) });
