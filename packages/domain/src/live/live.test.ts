import { describe, expect, it } from 'vitest';
import { withoutPrices, type LiveEvent, type SlotEvent } from './events';
import { eventFor, needsAuctionCheck, type LiveReceiver } from './receiver';

const auctionEvent: LiveEvent = {
  id: '7',
  at: '2026-07-01T10:00:00.000Z',
  type: 'auction.changed',
  auctionUuid: 'a1',
  ownerCompanyUuid: 'p1',
  auctionNumber: 4,
  fields: { price: 15000, volume: 600, endAt: '2026-07-02T10:00:00.000Z' },
};
const offerEvent: LiveEvent = {
  ...auctionEvent,
  type: 'offer.placed',
  offerUuid: 'o1',
  farmerCompanyUuid: 'f1',
  fields: { price: 14000, landedPrice: 14500, deliveryPrice: 500, premium: 100, volume: 100 },
};
const staff = (companyUuid: string, more: Partial<LiveReceiver> = {}): LiveReceiver => ({
  userType: 'purchaser',
  companyUuid,
  actingForCompanyUuid: null,
  readsTrading: true,
  readsSlots: true,
  readsSettlements: true,
  hidePrice: false,
  ...more,
});
const farmer = (companyUuid: string, more: Partial<LiveReceiver> = {}): LiveReceiver => ({
  ...staff(companyUuid, more),
  userType: 'farmer',
  ...more,
});
const admin: LiveReceiver = { ...staff('x'), userType: 'admin', companyUuid: null };

describe('eventFor: "the events a user may see" (issue 16 point 2, ADR 0067)', () => {
  it.each<[string, LiveReceiver, LiveEvent, boolean, boolean]>([
    ['admin: every event', admin, offerEvent, false, true],
    ["the owner's staff: the auction's events", staff('p1'), auctionEvent, false, true],
    ["the owner's staff: offers made to the auction", staff('p1'), offerEvent, false, true],
    ["another purchaser's staff: nothing", staff('p2'), offerEvent, true, false],
    [
      'staff without a trading screen: nothing',
      staff('p1', { readsTrading: false }),
      auctionEvent,
      true,
      false,
    ],
    ['a farmer: an auction he sees', farmer('f2'), auctionEvent, true, true],
    ['a farmer: an auction he does not see', farmer('f2'), auctionEvent, false, false],
    ['a farmer: his own offer', farmer('f1'), offerEvent, false, true],
    ["a farmer: never another farmer's offer", farmer('f2'), offerEvent, true, false],
    [
      "a farmer's session opened by another purchaser: not this purchaser's auctions",
      farmer('f1', { actingForCompanyUuid: 'p2' }),
      offerEvent,
      true,
      false,
    ],
    ['a user without company: nothing', staff('', { companyUuid: null }), auctionEvent, true, false],
  ])('%s', (_, receiver, event, seesAuction, shown) => {
    expect(eventFor(receiver, event, seesAuction) !== null).toBe(shown);
  });

  it('hidePrice: no price field reaches the receiver, the rest does', () => {
    const shown = eventFor(staff('p1', { hidePrice: true }), offerEvent, false)!;
    expect(shown.fields).toEqual({ volume: 100 });
    expect(eventFor(staff('p1'), offerEvent, false)!.fields).toEqual(offerEvent.fields);
  });

  it('withoutPrices leaves the other fields as they are', () => {
    expect(withoutPrices({ price: 1, averageLandedPrice: 2, offersCount: 3 })).toEqual({ offersCount: 3 });
  });

  it('only a farmer and only for auction events asks the database', () => {
    expect(needsAuctionCheck(farmer('f1'), auctionEvent)).toBe(true);
    expect(needsAuctionCheck(farmer('f1'), offerEvent)).toBe(false);
    expect(needsAuctionCheck(staff('p1'), auctionEvent)).toBe(false);
  });
});

const slotEvent: SlotEvent = {
  id: '9',
  at: '2026-08-10T05:00:00.000Z',
  type: 'slot.changed',
  slotUuid: 's1',
  locationUuid: 'l1',
  ownerCompanyUuid: 'p1',
  farmerCompanyUuid: 'f1',
  fields: { status: 'SLOT_ARRIVED' },
};

describe('eventFor: slot events (issue 17): the point’s staff, and the farmer of the slot only', () => {
  it.each<[string, LiveReceiver, boolean]>([
    ['admin', admin, true],
    ["the point's company staff", staff('p1', { readsTrading: false }), true],
    ["the point's company staff without the Slots screen", staff('p1', { readsSlots: false }), false],
    ["another purchaser's staff", staff('p2'), false],
    ['the farmer of the slot', farmer('f1', { readsTrading: false }), true],
    ['the farmer without the Slots screen', farmer('f1', { readsSlots: false }), false],
    ['another farmer', farmer('f2'), false],
    ["the farmer's session opened by another purchaser", farmer('f1', { actingForCompanyUuid: 'p2' }), false],
    ["the farmer's session opened by this purchaser", farmer('f1', { actingForCompanyUuid: 'p1' }), true],
  ])('%s: %s', (_, receiver, shown) => expect(eventFor(receiver, slotEvent, false) !== null).toBe(shown));

  it('never asks the database whether the farmer sees an auction', () => {
    expect(needsAuctionCheck(farmer('f1'), slotEvent)).toBe(false);
  });
});

const statementEvent: LiveEvent = {
  id: '12',
  at: '2026-09-01T08:00:00.000Z',
  type: 'settlement.changed',
  settlementUuid: 'st1',
  ownerCompanyUuid: 'p1',
  farmerCompanyUuid: 'f1',
  fields: { number: 3, status: 'SETTLEMENT_CONFIRMED' },
};

describe('eventFor: statement events (issue 30): the purchaser’s staff, and the farmer it pays only', () => {
  it.each<[string, LiveReceiver, boolean]>([
    ['admin', admin, true],
    ["the purchaser's staff", staff('p1', { readsTrading: false, readsSlots: false }), true],
    ["the purchaser's staff without the Settlements screen", staff('p1', { readsSettlements: false }), false],
    ["another purchaser's staff", staff('p2'), false],
    ['the farmer it pays', farmer('f1', { readsTrading: false, readsSlots: false }), true],
    ['the farmer without the Deals screen', farmer('f1', { readsSettlements: false }), false],
    ['another farmer', farmer('f2'), false],
    ["the farmer's session opened by another purchaser", farmer('f1', { actingForCompanyUuid: 'p2' }), false],
    ["the farmer's session opened by this purchaser", farmer('f1', { actingForCompanyUuid: 'p1' }), true],
  ])('%s: %s', (_, receiver, shown) =>
    expect(eventFor(receiver, statementEvent, false) !== null).toBe(shown),
  );

  it('never asks the database whether the farmer sees an auction', () => {
    expect(needsAuctionCheck(farmer('f1'), statementEvent)).toBe(false);
  });
});
