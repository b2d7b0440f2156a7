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
  // issue 17: a slot of the electronic queue was booked, changed, moved, marked or canceled
  'slot.changed',
  // issue 30: a settlement statement was drawn up, confirmed, paid or canceled
  'settlement.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
/** The queue's events: they name a slot and its point, not an auction. */
export const SLOT_EVENT_TYPES = ['slot.changed'] as const;
export type SlotEventType = (typeof SLOT_EVENT_TYPES)[number];
/**
 * Events only screens hear: no area reacts to them after the commit (the Slots and Transport
 * screens refresh themselves), so they send no fan-out job — a harvest morning's bookings would
 * otherwise queue a job per truck that does nothing.
 */
export const SCREEN_ONLY_EVENT_TYPES: readonly LiveEventType[] = ['slot.changed', 'settlement.changed'];
/** The settlements' events: they name a statement, its purchaser and its farmer. */
export const SETTLEMENT_EVENT_TYPES = ['settlement.changed'] as const;
export type SettlementEventType = (typeof SETTLEMENT_EVENT_TYPES)[number];
export type TradingEventType = Exclude<LiveEventType, SlotEventType | SettlementEventType>;

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

/** What a trading change said, as stored: ids of the objects it touched and the fields it changed. */
export interface TradingEventBody {
  type: TradingEventType;
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

/**
 * What a slot change said (issue 17): the slot, its acceptance point, the purchaser whose point it
 * is (its staff see the event) and the farmer company delivering (of the farmers, only it does).
 */
export interface SlotEventBody {
  type: SlotEventType;
  slotUuid: string;
  locationUuid: string;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  actorUuid?: string | null;
  /** The slot's fields as they are after the change (no prices: a slot has none). */
  fields: Record<string, unknown>;
}

/**
 * What a statement's move said (issue 30): the statement, the purchaser who drew it up (its staff
 * with the Settlements screen see the event) and the farmer company it pays (of the farmers, only
 * it does). The farmer's notices of a confirmation or a payment are sent by the move itself.
 */
export interface SettlementEventBody {
  type: SettlementEventType;
  settlementUuid: string;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  actorUuid?: string | null;
  /** The statement's number, deal and status after the move (no amounts: they stay on its page). */
  fields: Record<string, unknown>;
}

export type LiveEventBody = TradingEventBody | SlotEventBody | SettlementEventBody;

/** An event as stored and streamed: `id` is the SSE id (Last-Event-ID), increasing. */
export type LiveEvent = LiveEventBody & { id: string; at: string };
export type TradingEvent = TradingEventBody & { id: string; at: string };
export type SlotEvent = SlotEventBody & { id: string; at: string };
export type SettlementEvent = SettlementEventBody & { id: string; at: string };

export const isSlotEvent = (event: LiveEvent): event is SlotEvent =>
  (SLOT_EVENT_TYPES as readonly string[]).includes(event.type);
export const isSettlementEvent = (event: LiveEvent): event is SettlementEvent =>
  (SETTLEMENT_EVENT_TYPES as readonly string[]).includes(event.type);
/** An event of an auction or its offers (the rest name a slot or a statement). */
export const isTradingEvent = (event: LiveEvent): event is TradingEvent =>
  !isSlotEvent(event) && !isSettlementEvent(event);

/** Takes the price fields out of an event for a user whose policy hides prices. */
export function withoutPrices(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!(PRICE_FIELDS as readonly string[]).includes(key)) out[key] = value;
  }
  return out;
}
