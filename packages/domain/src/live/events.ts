/**
 * Issue 16: the live events of the trading floor. One row of the `live_events` table each, written
 * in the transaction of the change (a rolled-back change publishes nothing); streamed to the users
 * who may see it (GET /api/events) and fanned out to notifications by a job.
 */
export const LIVE_EVENT_TYPES = [
  'auction.created',
  'auction.changed',
  'auction.extended',
  'auction.finished',
  'auction.canceled',
  'auction.results',
  'offer.placed',
  'offer.changed',
  'offer.withdrawn',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.counter-accepted',
  'offer.counter-declined',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Field names that carry a price: taken out of an event for a user whose policy hides prices. */
export const PRICE_FIELDS = [
  'price',
  'landedPrice',
  'bestPrice',
  'averagePrice',
  'counterPrice',
  // the trading wire's own price fields, which hidePrice takes out of it too (docs/trading.md)
  'deliveryPrice',
  'premium',
  'averageLandedPrice',
] as const;

/** What the change said, as stored: ids of the objects it touched and the fields it changed. */
export interface LiveEventBody {
  type: LiveEventType;
  auctionUuid: string;
  /** The purchaser company that owns the auction: its staff see the event. */
  ownerCompanyUuid: string;
  /** Offer events: the offer and the farmer company that made it (only it, of the farmers, sees it). */
  offerUuid?: string;
  farmerCompanyUuid?: string;
  /** The auction's number (and the offer's), for texts that name the object. */
  auctionNumber: number;
  /**
   * The user who made the change (the user acted as, on an impersonated session); null for the
   * server's own moves (the clock, expiry). Notifications never tell him of his own action.
   */
  actorUuid?: string | null;
  /** Changed fields the receiver may see, price fields included (filtered per receiver). */
  fields: Record<string, unknown>;
}

/** An event as stored and streamed: `id` is the SSE id (Last-Event-ID), increasing. */
export interface LiveEvent extends LiveEventBody {
  id: string;
  at: string;
}

/** Takes the price fields out of an event for a user whose policy hides prices. */
export function withoutPrices(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!(PRICE_FIELDS as readonly string[]).includes(key)) out[key] = value;
  }
  return out;
}
