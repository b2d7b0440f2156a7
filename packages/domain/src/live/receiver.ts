import type { UserType } from '../access/rights';
import {
  isSettlementEvent,
  isSlotEvent,
  isTradingEvent,
  withoutPrices,
  type LiveEvent,
  type SettlementEvent,
  type SlotEvent,
} from './events';

/** Who holds an event stream open: what the choice of his events needs of his session. */
export interface LiveReceiver {
  userType: UserType;
  companyUuid: string | null;
  /** A session a purchaser's super-user opened as a farmer: only that purchaser's trading. */
  actingForCompanyUuid: string | null;
  /** He may read one of the trading screens (AuctionsList, Auction, Offers, Monitoring). */
  readsTrading: boolean;
  /** He may read the Slots screen or the Monitoring yard (the electronic queue's events). */
  readsSlots: boolean;
  /** He may read settlement statements: the Settlements screen (staff), the Deals screen (a farmer). */
  readsSettlements: boolean;
  /** His policy hides prices (the hidePrice param). */
  hidePrice: boolean;
}

/**
 * The event as this receiver may see it, or null (ADR 0067). Staff of the auction's owner company
 * see its events, an admin all; a farmer sees the events of an auction he sees (`seesAuction`,
 * worked out in SQL by the auctions area) but, of offer events, only his own company's. Under
 * hidePrice the price fields are taken out; the actor never goes out.
 */
export function eventFor(receiver: LiveReceiver, event: LiveEvent, seesAuction: boolean): LiveEvent | null {
  if (!visible(receiver, event, seesAuction)) return null;
  const shown = { ...event, fields: receiver.hidePrice ? withoutPrices(event.fields) : event.fields };
  // who acted is for the notifications, not for the streams
  delete shown.actorUuid;
  return shown;
}

function visible(receiver: LiveReceiver, event: LiveEvent, seesAuction: boolean): boolean {
  if (receiver.userType === 'admin') return true;
  if (isSlotEvent(event)) return seesSlot(receiver, event);
  if (isSettlementEvent(event)) return seesStatement(receiver, event);
  if (!receiver.readsTrading || !receiver.companyUuid) return false;
  if (receiver.userType === 'purchaser') return event.ownerCompanyUuid === receiver.companyUuid;
  if (receiver.userType !== 'farmer') return false;
  if (receiver.actingForCompanyUuid && event.ownerCompanyUuid !== receiver.actingForCompanyUuid) return false;
  if (event.offerUuid !== undefined) return event.farmerCompanyUuid === receiver.companyUuid;
  return seesAuction;
}

/**
 * Issue 17: the staff of the point's company see every slot event of the point, a farmer only
 * his own company's slots (a session opened for him by a purchaser: that purchaser's points only).
 */
function seesSlot(receiver: LiveReceiver, event: SlotEvent): boolean {
  if (!receiver.readsSlots || !receiver.companyUuid) return false;
  if (receiver.userType === 'purchaser') return event.ownerCompanyUuid === receiver.companyUuid;
  if (receiver.userType !== 'farmer') return false;
  if (receiver.actingForCompanyUuid && event.ownerCompanyUuid !== receiver.actingForCompanyUuid) return false;
  return event.farmerCompanyUuid === receiver.companyUuid;
}

/**
 * Issue 30: the purchaser's staff see every statement of their company, a farmer only the ones
 * paying his company (a session opened for him by a purchaser: that purchaser's only).
 */
function seesStatement(receiver: LiveReceiver, event: SettlementEvent): boolean {
  if (!receiver.readsSettlements || !receiver.companyUuid) return false;
  if (receiver.userType === 'purchaser') return event.ownerCompanyUuid === receiver.companyUuid;
  if (receiver.userType !== 'farmer') return false;
  if (receiver.actingForCompanyUuid && event.ownerCompanyUuid !== receiver.actingForCompanyUuid) return false;
  return event.farmerCompanyUuid === receiver.companyUuid;
}

/** A farmer's auction events need the SQL answer "does he see this auction"; nobody else's do. */
export const needsAuctionCheck = (receiver: LiveReceiver, event: LiveEvent): boolean =>
  receiver.userType === 'farmer' && isTradingEvent(event) && event.offerUuid === undefined;
