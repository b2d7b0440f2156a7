import { statusMachine } from '../status-machine';
import { TRADING_MSG } from './messages';

/** Issue 15: an auction's statuses; planned, active and finished follow the clock on the server. */
export const AUCTION_STATUSES = [
  'AUCTION_PLANNED',
  'AUCTION_ACTIVE',
  'AUCTION_FINISHED',
  'AUCTION_COMPLETED',
  'AUCTION_CANCELED',
] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const AUCTION_STATUS_LABELS: Record<AuctionStatus, string> = {
  AUCTION_PLANNED: 'Запланированы',
  AUCTION_ACTIVE: 'Идут',
  AUCTION_FINISHED: 'Ждут итогов',
  AUCTION_COMPLETED: 'Итоги подведены',
  AUCTION_CANCELED: 'Отменены',
};

/** Statuses set by people (results, cancel), which the clock never changes again. */
export const FINAL_AUCTION_STATUSES = ['AUCTION_COMPLETED', 'AUCTION_CANCELED'] as const;

const isFinal = (status: string) => (FINAL_AUCTION_STATUSES as readonly string[]).includes(status);

/**
 * The status an auction has at `now`: a final status as stored; otherwise before `startAt`
 * planned, until `endAt` active (the end itself is over), then finished, awaiting results.
 */
export function auctionStatusAt(
  auction: { status: string; startAt: Date; endAt: Date },
  now: Date,
): AuctionStatus {
  if (isFinal(auction.status)) return auction.status as AuctionStatus;
  if (now < auction.startAt) return 'AUCTION_PLANNED';
  if (now < auction.endAt) return 'AUCTION_ACTIVE';
  return 'AUCTION_FINISHED';
}

/**
 * The moves people make on an auction. The clock's moves (planned → active → finished) are not
 * in the table: they are worked out by auctionStatusAt, never requested.
 */
export const AUCTION_STATUS_MACHINE = statusMachine<AuctionStatus>({
  moves: {
    AUCTION_PLANNED: ['AUCTION_CANCELED'],
    AUCTION_ACTIVE: ['AUCTION_COMPLETED', 'AUCTION_CANCELED'],
    AUCTION_FINISHED: ['AUCTION_COMPLETED', 'AUCTION_CANCELED'],
    AUCTION_COMPLETED: [],
    AUCTION_CANCELED: [],
  },
  refusal: (from, to) =>
    `Нельзя перевести торги из статуса «${labelOf(AUCTION_STATUS_LABELS, from)}» в «${labelOf(AUCTION_STATUS_LABELS, to)}»`,
});

/** Issue 15: a farmer's offer. */
export const OFFER_STATUSES = [
  'OFFER_ACTIVE',
  'OFFER_COUNTERED',
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'OFFER_WITHDRAWN',
  'OFFER_EXPIRED',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  OFFER_ACTIVE: 'Активно',
  OFFER_COUNTERED: 'Встречное предложение',
  OFFER_ACCEPTED: 'Принято',
  OFFER_DECLINED: 'Отклонено',
  OFFER_WITHDRAWN: 'Отозвано',
  OFFER_EXPIRED: 'Истекло',
};

/** Offers still in play: they count towards the auction's offered volume and may be changed. */
export const LIVE_OFFER_STATUSES = ['OFFER_ACTIVE', 'OFFER_COUNTERED'] as const;

/**
 * Issue 15 offer transitions. Active: the purchaser counters, accepts it in the results or
 * declines it (results, a bar, a cancel), the farmer withdraws, or it expires with its auction.
 * Countered: the farmer's answer (accept or decline the counter) brings it back to active at the
 * agreed terms; results set before his answer decline it. The last four are final.
 */
export const OFFER_STATUS_MACHINE = statusMachine<OfferStatus>({
  moves: {
    OFFER_ACTIVE: ['OFFER_COUNTERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'OFFER_WITHDRAWN', 'OFFER_EXPIRED'],
    OFFER_COUNTERED: ['OFFER_ACTIVE', 'OFFER_DECLINED', 'OFFER_WITHDRAWN', 'OFFER_EXPIRED'],
    OFFER_ACCEPTED: [],
    OFFER_DECLINED: [],
    OFFER_WITHDRAWN: [],
    OFFER_EXPIRED: [],
  },
  refusal: (from, to) =>
    `Нельзя перевести предложение из статуса «${labelOf(OFFER_STATUS_LABELS, from)}» в «${labelOf(OFFER_STATUS_LABELS, to)}»`,
});

/** A counter-offer: open until the farmer answers, or void when its offer moves on. */
export const COUNTER_OFFER_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'CANCELED'] as const;
export type CounterOfferStatus = (typeof COUNTER_OFFER_STATUSES)[number];

export const COUNTER_OFFER_STATUS_LABELS: Record<CounterOfferStatus, string> = {
  OPEN: 'Ждёт ответа',
  ACCEPTED: 'Принято',
  DECLINED: 'Отклонено',
  CANCELED: 'Отменено',
};

/**
 * A counter-offer's moves: the farmer accepts or declines an open one, or it is void (canceled)
 * when its offer moves on without his answer; the other three are final. A move out of a final
 * one is an answer given already, and says so.
 */
export const COUNTER_OFFER_STATUS_MACHINE = statusMachine<CounterOfferStatus>({
  moves: {
    OPEN: ['ACCEPTED', 'DECLINED', 'CANCELED'],
    ACCEPTED: [],
    DECLINED: [],
    CANCELED: [],
  },
  refusal: (from, to) =>
    from === 'OPEN'
      ? `Нельзя перевести встречное предложение из статуса «${labelOf(COUNTER_OFFER_STATUS_LABELS, from)}» в «${labelOf(COUNTER_OFFER_STATUS_LABELS, to)}»`
      : TRADING_MSG.counterOfferClosed,
});

function labelOf(labels: Record<string, string>, status: string): string {
  return Object.hasOwn(labels, status) ? labels[status]! : status;
}
