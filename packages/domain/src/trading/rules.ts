import { auctionStatusAt, FINAL_AUCTION_STATUSES, type AuctionStatus } from './statuses';

/**
 * Issue 28 point 12: who is barred from an auction is changed (a bar put, a bar lifted) until the
 * auction is closed by a person — after results or a cancel nobody can offer there any more, and a
 * change would only rewrite the record of who took part. The API refuses (409) what this forbids;
 * the Auction screen hides the buttons by the same rule.
 */
export const barsChangeable = (status: AuctionStatus): boolean =>
  !(FINAL_AUCTION_STATUSES as readonly string[]).includes(status);

/**
 * Only an active offer moves: a countered one waits for the farmer's answer to terms of this
 * auction, a closed one is history.
 */
export const offerRebindable = (status: string): boolean => status === 'OFFER_ACTIVE';

/** What the rebind rule reads of an auction. */
export interface RebindAuction {
  uuid: string;
  ownerCompanyUuid: string;
  productUuid: string;
  regionUuid: string;
  status: string;
  startAt: Date;
  endAt: Date;
}

/**
 * PATCH /offers/rebindable (issue 15 point 5, issue 28 point 13): an offer moves only to another
 * auction of the same purchaser, crop and purchase territory (a tender replaced by a new one)
 * that is running now. The one statement of the rule: the move and the list of targets offered
 * for it both ask it.
 */
export const rebindFits = (source: RebindAuction, target: RebindAuction, now: Date): boolean =>
  target.uuid !== source.uuid &&
  target.ownerCompanyUuid === source.ownerCompanyUuid &&
  target.productUuid === source.productUuid &&
  target.regionUuid === source.regionUuid &&
  auctionStatusAt(target, now) === 'AUCTION_ACTIVE';

/**
 * Issue 29 point 2: once a tender runs its delivery types may only widen — a type added (FCA to
 * «FCA или CPT») lets more farmers offer, a type removed would strand offers and farmers that
 * already chose it. Before the start any set of one or both goes. Both lists name the types.
 */
export const deliveryTypesNarrowed = (current: readonly string[], requested: readonly string[]): boolean =>
  current.some((type) => !requested.includes(type));
