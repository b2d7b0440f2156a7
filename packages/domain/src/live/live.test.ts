import { describe, expect, it } from 'vitest';
import { withoutPrices, type LiveEvent } from './events';
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
