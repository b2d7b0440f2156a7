import { z } from 'zod';
import { uuidField } from '../common/fields';
import { text } from '../common/text';
import { dateOut } from '../common/wire-dates';
import { DELIVERY_TYPES } from '../contracts/schemas';
import { TARIFF_TYPES } from '../tariffs/schemas';

/**
 * The board's bounds (docs/prices.md): a farmer may match hundreds of running tenders. All crops:
 * the best few of each, the overview he opens first; one crop: its whole ladder up to a hundred.
 * Each crop says how many tenders it has, so the screen can say more are there.
 */
export const PRICE_BOARD_LIMITS = {
  perCropAll: 10,
  perCropOne: 100,
  /** Tenders priced per request at most, highest posted price first (the SQL's own cap). */
  tenders: 1000,
} as const;

export const PRICES_MSG = {
  empty: 'Сейчас нет торгов, на которые вы можете сделать предложение',
  noPoint: 'Добавьте точку отгрузки — и цена на вашем складе рассчитается',
  noHaul: 'Доставку не рассчитать: для этого маршрута нет тарифа',
} as const;

/** GET /prices/board?productUuid=: one crop, or every crop when left out. */
export const priceBoardQuery = z.object({ productUuid: uuidField().optional() });
export type PriceBoardQuery = z.infer<typeof priceBoardQuery>;

const point = z.object({ uuid: text(), name: text() });

/**
 * One running tender on the farmer's board. Money as everywhere: prices whole roubles per tonne,
 * the delivery price kopecks per tonne (SPEC 3); under hidePrice the three are absent.
 */
export const priceBoardRow = z.object({
  auctionUuid: text(),
  number: z.number(),
  /** The purchaser, named as the tenders list names him to a farmer (ownerCompany). */
  purchaser: z.object({ uuid: text(), name: text() }),
  /** The bases the tender allows: SELLER is CPT (he delivers), BUYER is FCA (it is collected). */
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
  /** ₽/t posted at the acceptance point. */
  price: z.number().optional(),
  /** Kopecks per tonne from the shipping point to the acceptance point; null when not priced. */
  deliveryPrice: z.number().nullable().optional(),
  /** ₽/t at his farm (netPriceAtFarm); null when the haul is not priced. */
  netPrice: z.number().nullable().optional(),
  distance: z.number().nullable(),
  tariffType: z.enum(TARIFF_TYPES).nullable(),
  /** His shipping point the haul is priced from; null when none is priced. */
  shippingPoint: point.nullable(),
  /** The acceptance point the haul goes to (the tender's first when none is priced). */
  acceptancePoint: point,
  volume: z.number(),
  minLotVolume: z.number(),
  endAt: dateOut('specInstant'),
  /** What «Сделать предложение» opens: the offer form on this tender from this point. */
  offer: z.object({ auctionUuid: text(), farmerLocationUuid: text().nullable() }),
});
export type PriceBoardRow = z.infer<typeof priceBoardRow>;

export const priceBoardCrop = z.object({
  productUuid: text(),
  product: text(),
  /** Running tenders of the crop he may see; rows holds the best `limit` of them. */
  total: z.number(),
  rows: z.array(priceBoardRow),
});
export type PriceBoardCrop = z.infer<typeof priceBoardCrop>;

export const priceBoardReply = z.object({
  crops: z.array(priceBoardCrop),
  /** Rows per crop at most in this answer. */
  limit: z.number(),
  /** The farmer has no live shipping point: nothing is priced at his farm. */
  noShippingPoint: z.boolean(),
});
export type PriceBoardReply = z.infer<typeof priceBoardReply>;
