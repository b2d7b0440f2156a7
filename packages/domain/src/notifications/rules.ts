import { canAccess, paramAllows, type AccessSubject } from '../access/check';
import type { UserType } from '../access/rights';
import type { LiveEventType } from '../live/events';

/*
 * Issue 16 point 4: who is told of which trading event (docs/notifications.md). Pure rules; the
 * API finds the candidates (users of the right companies) and applies these to them.
 */

/**
 * The circle an event concerns:
 * - `matched`: farmers the new auction is matched to (shipping points and crop history);
 * - `offering`: farmers whose company offered on the auction;
 * - `offer-farmer`: the farmer company that made the offer;
 * - `owner`: the auction owner company's staff who see its trading.
 */
export type Audience = 'matched' | 'offering' | 'offer-farmer' | 'owner';

/**
 * The events that notify anyone. Not here: `auction.changed` (a planned auction's edits, a
 * comment), `auction.results` (each offer's accepted / declined says it to its farmer).
 */
export const NOTIFIED_EVENTS = {
  'auction.created': 'matched',
  'auction.extended': 'offering',
  'auction.canceled': 'offering',
  'auction.finished': 'owner',
  'offer.placed': 'owner',
  'offer.changed': 'owner',
  'offer.withdrawn': 'owner',
  'offer.counter-accepted': 'owner',
  'offer.counter-declined': 'owner',
  'offer.countered': 'offer-farmer',
  'offer.accepted': 'offer-farmer',
  'offer.declined': 'offer-farmer',
} as const satisfies Partial<Record<LiveEventType, Audience>>;

export type NotifiedEvent = keyof typeof NOTIFIED_EVENTS;

export const audienceOf = (type: LiveEventType): Audience | null =>
  (NOTIFIED_EVENTS as Partial<Record<LiveEventType, Audience>>)[type] ?? null;

/** A user the API found in the audience's companies, with his role's policies. */
export interface Candidate {
  userUuid: string;
  subject: AccessSubject;
}

/** He follows trading at all: the auctions list or the offers list is his (a role without both is not). */
export const followsTrading = (subject: AccessSubject) =>
  canAccess(subject, 'AuctionsList', { rights: ['read'] }) ||
  canAccess(subject, 'Offers', { rights: ['read'] });

/** SPEC 6 param check: a policy with hidePrice on the auctions list gets no price in any text. */
export const hidesPrice = (subject: AccessSubject) => !paramAllows(subject, 'AuctionsList', 'hidePrice');

/**
 * Who of the candidates is told: those who follow trading, never the person who made the change
 * (he knows; on an impersonated session the event names the user acted as).
 */
export function recipientsOf<C extends Candidate>(candidates: readonly C[], actorUuid: string | null): C[] {
  return candidates.filter((c) => c.userUuid !== actorUuid && followsTrading(c.subject));
}

/**
 * How far back a farmer's crop history reaches: a season and its aftermath. A farmer company that
 * offered on auctions of any crop within it hears only of those crops; one that offered on none
 * (new to the platform, or idle for a year) hears of every matched auction — otherwise a newcomer
 * would never learn of the tenders he could start with.
 */
export const CROP_HISTORY_DAYS = 365;

export function matchesCropHistory(offeredCrops: readonly string[], crop: string): boolean {
  return offeredCrops.length === 0 || offeredCrops.includes(crop);
}

/** The channels besides the in-app list (always on). */
export interface ChannelSettings {
  sms: boolean;
  email: boolean;
}

/**
 * Before a user chooses: a farmer is in the field with his phone and hears of few events, so SMS
 * is on and e-mail off; a purchaser's trader sits at a desk and hears of every offer, so e-mail is
 * on and SMS off (forty offers an hour would be forty SMS).
 */
export const defaultChannels = (userType: UserType): ChannelSettings =>
  userType === 'farmer' ? { sms: true, email: false } : { sms: false, email: true };

/**
 * The digest (docs/notifications.md): a farmer's matched-auction notices are not sent one SMS each.
 * They are counted per user in a fixed window of the clock (an hour from its full hour); the first
 * one of a window schedules the window's digest for its end, which sends one message naming the
 * count. The in-app list still gets one row per auction at once.
 */
export const DIGEST_WINDOW_MS = 3_600_000;

export const digestWindowOf = (at: Date): Date =>
  new Date(Math.floor(at.getTime() / DIGEST_WINDOW_MS) * DIGEST_WINDOW_MS);

export const digestDueAt = (windowStart: Date): Date => new Date(windowStart.getTime() + DIGEST_WINDOW_MS);

/** Kinds whose SMS and e-mail go through the digest rather than one by one. */
export const isDigested = (type: LiveEventType) => audienceOf(type) === 'matched';
