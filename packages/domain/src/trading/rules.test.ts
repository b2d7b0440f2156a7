import { describe, expect, it } from 'vitest';
import {
  barsChangeable,
  deliveryTypesNarrowed,
  offerRebindable,
  rebindFits,
  type RebindAuction,
} from './rules';
import type { AuctionStatus } from './statuses';

const now = new Date('2026-06-01T12:00:00Z');
const hour = 3_600_000;
const source: RebindAuction = {
  uuid: 'a1',
  ownerCompanyUuid: 'kolos',
  productUuid: 'wheat',
  regionUuid: 'kuban',
  status: 'AUCTION_PLANNED',
  startAt: new Date(now.getTime() - hour),
  endAt: new Date(now.getTime() + hour),
};

describe('rebindFits: another running tender of the same purchaser, crop and territory', () => {
  it.each<[string, Partial<RebindAuction>, boolean]>([
    ['a replacing tender, running', { uuid: 'a2' }, true],
    ['the same tender', {}, false],
    ['another purchaser', { uuid: 'a2', ownerCompanyUuid: 'agro' }, false],
    ['another crop', { uuid: 'a2', productUuid: 'barley' }, false],
    ['another territory', { uuid: 'a2', regionUuid: 'don' }, false],
    [
      'not started yet',
      { uuid: 'a2', startAt: new Date(now.getTime() + hour), endAt: new Date(now.getTime() + 2 * hour) },
      false,
    ],
    ['over, awaiting results', { uuid: 'a2', endAt: now }, false],
    ['canceled by a person', { uuid: 'a2', status: 'AUCTION_CANCELED' }, false],
    ['completed with results', { uuid: 'a2', status: 'AUCTION_COMPLETED' }, false],
  ])('%s → %s', (_name, target, fits) => {
    expect(rebindFits(source, { ...source, ...target }, now)).toBe(fits);
  });
});

describe('offerRebindable: only an active offer moves', () => {
  it.each([
    ['OFFER_ACTIVE', true],
    ['OFFER_COUNTERED', false],
    ['OFFER_ACCEPTED', false],
    ['OFFER_DECLINED', false],
    ['OFFER_WITHDRAWN', false],
    ['OFFER_EXPIRED', false],
  ])('%s → %s', (status, movable) => expect(offerRebindable(status)).toBe(movable));
});

describe('barsChangeable: bars are put and lifted until a person closes the tender', () => {
  it.each<[AuctionStatus, boolean]>([
    ['AUCTION_PLANNED', true],
    ['AUCTION_ACTIVE', true],
    ['AUCTION_FINISHED', true],
    ['AUCTION_COMPLETED', false],
    ['AUCTION_CANCELED', false],
  ])('%s → %s', (status, open) => expect(barsChangeable(status)).toBe(open));
});

describe('deliveryTypesNarrowed: a running tender widens its delivery types, never narrows them (issue 29 point 2)', () => {
  it.each<[string[], string[], boolean]>([
    [['BUYER'], ['BUYER'], false],
    [['BUYER'], ['BUYER', 'SELLER'], false],
    [['SELLER'], ['SELLER', 'BUYER'], false],
    [['BUYER'], ['SELLER'], true],
    [['BUYER', 'SELLER'], ['SELLER'], true],
    [['BUYER', 'SELLER'], ['BUYER'], true],
  ])('%j → %j narrows: %s', (current, requested, narrowed) => {
    expect(deliveryTypesNarrowed(current, requested)).toBe(narrowed);
  });
});
