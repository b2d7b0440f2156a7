import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/check';
import type { Policy, Right } from '../access/rights';
import { TODO_KINDS, TODO_RULES, todoKindsFor, type TodoKind } from './kinds';
import { todoReply } from './schemas';
import { endOfToday } from './today';

const policy = (routeName: string, accessRights: Right[] = ['read']): Policy => ({
  resource: { routeName, params: [] },
  accessRights,
});
const farmer = (...policies: Policy[]): AccessSubject => ({ userType: 'farmer', policies });
const staff = (...policies: Policy[]): AccessSubject => ({ userType: 'purchaser', policies });

/** Issue 29 point 13: "only items the caller has the right to open". */
const cases: [string, AccessSubject, TodoKind[]][] = [
  [
    'a farmer with the farmer role sees every farmer item',
    farmer(policy('Offers'), policy('AuctionsList'), policy('Slots'), policy('RegistrationContracts', ['*'])),
    [
      'COUNTER_OFFERS',
      'TENDERS_CLOSING_TODAY',
      'SLOTS_WITHOUT_TRUCK',
      'TRIPS_WITHOUT_PAPERS',
      'TRIP_PAPERS_DECLINED',
      'AGREEMENT_TO_SIGN',
    ],
  ],
  ['a farmer without the queue sees no slot item', farmer(policy('Offers')), ['COUNTER_OFFERS']],
  ['a farmer never gets a staff item, whatever his policies', farmer(policy('Transport')), []],
  [
    'a trader with offers and auctions to update',
    staff(policy('Offers'), policy('Auction', ['update'])),
    ['OFFERS_TO_DECIDE', 'TENDERS_TO_CLOSE'],
  ],
  ['reading auctions is not closing them', staff(policy('Auction', ['read'])), []],
  [
    'a yard clerk: the queue, trip papers and the transport screen',
    staff(policy('Slots'), policy('DocumentsList'), policy('Transport')),
    ['TRIP_PAPERS_TO_CHECK', 'TRUCKS_DUE_TODAY', 'TRUCKS_LATE', 'IMPORTS_WITH_ERRORS'],
  ],
  ['an accountant with no such screen sees nothing', staff(policy('Prepayment')), []],
  ['the admin moderates', { userType: 'admin', policies: [] }, ['COMPANIES_TO_MODERATE']],
];

describe('todoKindsFor', () => {
  it.each(cases)('%s', (_, subject, kinds) => {
    expect(todoKindsFor(subject)).toEqual(kinds);
  });
});

describe('TODO_RULES', () => {
  it('every kind is an UPPER_SNAKE code with an app path and a Russian label', () => {
    for (const kind of TODO_KINDS) {
      expect(kind).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(TODO_RULES[kind].link).toMatch(/^\/(admin|moderation)\//);
      expect(TODO_RULES[kind].label).toMatch(/^[А-ЯЁ]/);
    }
  });
  it('the reply carries counts of one or more only', () => {
    expect(
      todoReply.safeParse({ items: [{ kind: 'TRUCKS_LATE', count: 0, link: '/admin/slots' }] }).success,
    ).toBe(false);
    expect(todoReply.safeParse({ items: [{ kind: 'OTHER', count: 1, link: '/admin/slots' }] }).success).toBe(
      false,
    );
  });
});

describe('endOfToday (Moscow, UTC+3)', () => {
  it.each([
    ['2026-11-28T10:00:00Z', '2026-11-28T21:00:00.000Z'],
    ['2026-11-28T20:59:59Z', '2026-11-28T21:00:00.000Z'],
    ['2026-11-28T21:00:00Z', '2026-11-29T21:00:00.000Z'], // midnight in Moscow: tomorrow's end
    ['2026-11-28T23:30:00Z', '2026-11-29T21:00:00.000Z'],
  ])('at %s the day ends at %s', (now, end) => {
    expect(endOfToday(new Date(now)).toISOString()).toBe(end);
  });
});
