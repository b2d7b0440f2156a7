import { describe, expect, it } from 'vitest';
import { canSee } from '../access/scope';
import { auctionDefaults } from './defaults';
import { describeChanges } from './history';
import { landedPrice, rankOffers, resultTotals } from './pricing';
import { auctionCreateBody, counterOfferAnswerBody, offerCreateBody, offersResultBody } from './schemas';
import { AUCTION, OFFER } from './sharing';
import {
  AUCTION_STATUS_MACHINE,
  auctionStatusAt,
  COUNTER_OFFER_STATUS_MACHINE,
  COUNTER_OFFER_STATUSES,
  LIVE_OFFER_STATUSES,
  OFFER_STATUS_MACHINE,
  OFFER_STATUSES,
  type AuctionStatus,
  type CounterOfferStatus,
  type OfferStatus,
} from './statuses';
import { TRADING_MSG } from './messages';

const at = (iso: string) => new Date(iso);

describe('auctionStatusAt: "planned/active/finished follow the clock on the server" (issue 15)', () => {
  const start = at('2026-07-01T10:00:00Z');
  const end = at('2026-07-02T10:00:00Z');
  it.each<[string, string, string, AuctionStatus]>([
    ['AUCTION_PLANNED', '2026-07-01T09:59:59Z', 'before the start', 'AUCTION_PLANNED'],
    ['AUCTION_PLANNED', '2026-07-01T10:00:00Z', 'at the start', 'AUCTION_ACTIVE'],
    ['AUCTION_PLANNED', '2026-07-02T09:59:59Z', 'just before the end', 'AUCTION_ACTIVE'],
    ['AUCTION_PLANNED', '2026-07-02T10:00:00Z', 'at the end (the end itself is over)', 'AUCTION_FINISHED'],
    [
      'AUCTION_ACTIVE',
      '2026-07-01T09:00:00Z',
      'a stored active before the start (the end moved)',
      'AUCTION_PLANNED',
    ],
    [
      'AUCTION_FINISHED',
      '2026-07-01T12:00:00Z',
      'a stored finished whose end was extended',
      'AUCTION_ACTIVE',
    ],
    ['AUCTION_COMPLETED', '2026-07-01T12:00:00Z', 'results set', 'AUCTION_COMPLETED'],
    ['AUCTION_CANCELED', '2026-06-01T00:00:00Z', 'canceled before the start', 'AUCTION_CANCELED'],
  ])('stored %s at %s (%s) → %s', (status, now, _, expected) => {
    expect(auctionStatusAt({ status, startAt: start, endAt: end }, at(now))).toBe(expected);
  });
});

describe('auction moves people make', () => {
  it.each<[AuctionStatus, AuctionStatus, boolean]>([
    ['AUCTION_PLANNED', 'AUCTION_CANCELED', true],
    ['AUCTION_PLANNED', 'AUCTION_COMPLETED', false],
    ['AUCTION_ACTIVE', 'AUCTION_COMPLETED', true],
    ['AUCTION_FINISHED', 'AUCTION_COMPLETED', true],
    ['AUCTION_FINISHED', 'AUCTION_CANCELED', true],
    ['AUCTION_COMPLETED', 'AUCTION_CANCELED', false],
    ['AUCTION_CANCELED', 'AUCTION_CANCELED', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(AUCTION_STATUS_MACHINE.allows(from, to)).toBe(allowed);
  });
  it('refuses in Russian', () => {
    expect(AUCTION_STATUS_MACHINE.refusal('AUCTION_CANCELED', 'AUCTION_CANCELED')).toBe(
      'Нельзя перевести торги из статуса «Отменены» в «Отменены»',
    );
  });
});

describe('offer transitions (issue 15 "Offer status")', () => {
  const allowed: Record<OfferStatus, OfferStatus[]> = {
    OFFER_ACTIVE: ['OFFER_COUNTERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'OFFER_WITHDRAWN', 'OFFER_EXPIRED'],
    OFFER_COUNTERED: ['OFFER_ACTIVE', 'OFFER_DECLINED', 'OFFER_WITHDRAWN', 'OFFER_EXPIRED'],
    OFFER_ACCEPTED: [],
    OFFER_DECLINED: [],
    OFFER_WITHDRAWN: [],
    OFFER_EXPIRED: [],
  };
  const pairs = OFFER_STATUSES.flatMap((from) => OFFER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s follows the table', (from, to) => {
    expect(OFFER_STATUS_MACHINE.allows(from, to)).toBe(allowed[from].includes(to));
  });
  it.each(LIVE_OFFER_STATUSES)('a live offer (%s) may expire: the expiry job never meets a refusal', (s) => {
    expect(OFFER_STATUS_MACHINE.allows(s, 'OFFER_EXPIRED')).toBe(true);
  });
  it('a countered offer cannot be accepted before the farmer answers', () => {
    expect(OFFER_STATUS_MACHINE.allows('OFFER_COUNTERED', 'OFFER_ACCEPTED')).toBe(false);
    expect(OFFER_STATUS_MACHINE.refusal('OFFER_WITHDRAWN', 'OFFER_WITHDRAWN')).toBe(
      'Нельзя перевести предложение из статуса «Отозвано» в «Отозвано»',
    );
  });
});

describe('counter-offer transitions: open until answered or void, then final', () => {
  const allowed: Record<CounterOfferStatus, CounterOfferStatus[]> = {
    OPEN: ['ACCEPTED', 'DECLINED', 'CANCELED'],
    ACCEPTED: [],
    DECLINED: [],
    CANCELED: [],
  };
  const pairs = COUNTER_OFFER_STATUSES.flatMap((from) =>
    COUNTER_OFFER_STATUSES.map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s follows the table', (from, to) => {
    expect(COUNTER_OFFER_STATUS_MACHINE.allows(from, to)).toBe(allowed[from].includes(to));
  });
  it('a second answer is told the answer was given; an open one is refused by its labels', () => {
    expect(COUNTER_OFFER_STATUS_MACHINE.refusal('DECLINED', 'ACCEPTED')).toBe(TRADING_MSG.counterOfferClosed);
    expect(COUNTER_OFFER_STATUS_MACHINE.refusal('OPEN', 'OPEN')).toBe(
      'Нельзя перевести встречное предложение из статуса «Ждёт ответа» в «Ждёт ответа»',
    );
  });
});

describe('landedPrice: "price for CPT; price + delivery price for FCA"', () => {
  it.each<[string, 'BUYER' | 'SELLER', number, number | null, number]>([
    ['CPT: the farmer delivers', 'SELLER', 15000, 99_999, 15000],
    ['FCA: + 850.00 ₽', 'BUYER', 14000, 85_000, 14850],
    ['FCA: kopecks rounded to the rouble (up)', 'BUYER', 14000, 85_050, 14851],
    ['FCA: kopecks rounded to the rouble (down)', 'BUYER', 14000, 85_049, 14850],
    ['FCA without a delivery price', 'BUYER', 14000, null, 14000],
  ])('%s', (_, deliveryType, price, deliveryPrice, expected) => {
    expect(landedPrice({ deliveryType, price, deliveryPrice })).toBe(expected);
  });
});

describe('rankOffers: "by landedPrice, then time"', () => {
  it('cheapest first; the same landed price: the earlier offer first', () => {
    const ranked = rankOffers([
      { id: 'late-cheap', landedPrice: 14000, createdAt: at('2026-07-01T12:00:00Z') },
      { id: 'dear', landedPrice: 15000, createdAt: at('2026-07-01T09:00:00Z') },
      { id: 'early-cheap', landedPrice: 14000, createdAt: at('2026-07-01T10:00:00Z') },
    ]);
    expect(ranked.map((o) => [o.id, o.rank])).toEqual([
      ['early-cheap', 1],
      ['late-cheap', 2],
      ['dear', 3],
    ]);
  });
  it('totals: volume and the landed price averaged over it', () => {
    expect(resultTotals([])).toEqual({ volume: 0, averageLandedPrice: 0 });
    expect(
      resultTotals([
        { volume: 200, landedPrice: 14000 },
        { volume: 100, landedPrice: 14600 },
      ]),
    ).toEqual({ volume: 300, averageLandedPrice: 14200 });
  });
});

describe('auctionDefaults: "starts at the next full hour, ends 24 h later, delivery from tomorrow for 30 days, minLotVolume 25"', () => {
  it.each<[string, string, string, string, string]>([
    ['2026-07-01T10:15:00Z', '01.07.2026 11:00', '02.07.2026 11:00', '02.07.2026', '31.07.2026'],
    ['2026-07-01T10:00:00Z', '01.07.2026 11:00', '02.07.2026 11:00', '02.07.2026', '31.07.2026'],
    // 22:30 UTC is 01:30 on the 2nd in Moscow: tomorrow is the 3rd
    ['2026-07-01T22:30:00Z', '01.07.2026 23:00', '02.07.2026 23:00', '03.07.2026', '01.08.2026'],
    ['2026-12-31T23:40:00Z', '01.01.2027 00:00', '02.01.2027 00:00', '02.01.2027', '31.01.2027'],
  ])('at %s', (now, startAt, endAt, deliveryDateStart, deliveryDateEnd) => {
    expect(auctionDefaults(at(now))).toEqual({
      startAt,
      endAt,
      deliveryDateStart,
      deliveryDateEnd,
      minLotVolume: 25,
    });
  });
});

describe('schemas', () => {
  const auction = {
    regionUuid: '0190a000-0000-7000-8000-000000000701',
    locationUuids: ['0190a000-0000-7000-8000-000000000501'],
    productUuid: '0190a000-0000-7000-8000-000000000901',
    deliveryTypes: ['BUYER'],
    volume: 1000,
    price: 15000,
    humidity: 14,
    deliveryDateStart: '02.07.2026',
    deliveryDateEnd: '31.07.2026',
    endAt: '02.07.2026 11:00',
  };
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['a valid auction', {}, undefined],
    ['no end', { endAt: '' }, 'Заполните поле'],
    ['a bad end', { endAt: '2026-07-02 11:00' }, 'Введите дату и время в формате ДД.ММ.ГГГГ ЧЧ:ММ'],
    ['end before start', { startAt: '03.07.2026 11:00' }, 'Окончание торгов должно быть позже начала'],
    [
      'no delivery type at all',
      { deliveryTypes: undefined },
      'Выберите хотя бы один способ поставки: CPT или FCA',
    ],
    ['the single deliveryType of SPEC 3', { deliveryTypes: undefined, deliveryType: 'SELLER' }, undefined],
    ['lot above the volume', { minLotVolume: 2000 }, 'Минимальный лот не может превышать объём торгов'],
    ['fractional volume', { volume: 10.5 }, 'Число должно быть целочисленным'],
  ])('auction: %s', (_, patch, message) => {
    expect(first(auctionCreateBody.safeParse({ ...auction, ...patch }))).toBe(message);
  });
  const offer = {
    auctionUuid: '0190a000-0000-7000-8000-000000000701',
    deliveryType: 'SELLER',
    volume: 100,
    price: 14500,
    humidity: 13,
    deliveryDateStart: '02.07.2026',
    deliveryDateEnd: '31.07.2026',
  };
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['a valid offer', {}, undefined],
    ['no volume', { volume: undefined }, 'Заполните поле'],
    [
      'delivery end first',
      { deliveryDateEnd: '01.07.2026' },
      'Дата окончания поставки не может быть раньше даты начала поставки',
    ],
    ['an unknown delivery type', { deliveryType: 'DELIVERYTYPE_UNDEFINED' }, 'Заполните поле'],
  ])('offer: %s', (_, patch, message) => {
    expect(first(offerCreateBody.safeParse({ ...offer, ...patch }))).toBe(message);
  });
  it('answers and results', () => {
    expect(counterOfferAnswerBody.safeParse({ uuid: offer.auctionUuid, status: 'MAYBE' }).success).toBe(
      false,
    );
    expect(
      offersResultBody.safeParse({
        auctionUuid: offer.auctionUuid,
        items: [{ offerUuid: offer.auctionUuid, volume: 0 }],
      }).success,
    ).toBe(false);
  });
});

describe('who sees what (issue 15 point 7)', () => {
  const farmer = { userType: 'farmer' as const, companyUuid: 'f1' };
  const other = { userType: 'farmer' as const, companyUuid: 'f2' };
  const buyer = { userType: 'purchaser' as const, companyUuid: 'p1' };
  const stranger = { userType: 'purchaser' as const, companyUuid: 'p2' };
  it('an offer: its farmer and the auction owner, nobody else', () => {
    const row = { farmer: 'f1', buyer: 'p1' };
    expect([farmer, other, buyer, stranger].map((v) => canSee(v, OFFER, row))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
  it('an auction: its owner; a farmer only when it is published to him (matched or offered on)', () => {
    expect(canSee(buyer, AUCTION, { owner: 'p1' })).toBe(true);
    expect(canSee(stranger, AUCTION, { owner: 'p1' })).toBe(false);
    expect(canSee(farmer, AUCTION, { owner: 'p1' })).toBe(false);
    expect(canSee(farmer, AUCTION, { owner: 'p1', published: true })).toBe(true);
  });
});

describe('history in words', () => {
  it('names each change; hidePrice leaves the price lines out', () => {
    const changes = [
      { field: 'volume', from: 100, to: 150 },
      { field: 'price', from: 14500, to: 14000 },
      { field: 'deliveryType', from: 'SELLER', to: 'BUYER' },
    ];
    expect(describeChanges(changes, false)).toEqual([
      'Объём: 100 → 150 т',
      `Цена: ${(14500).toLocaleString('ru-RU')} → ${(14000).toLocaleString('ru-RU')} ₽/т`,
      'Способ поставки: CPT → FCA',
    ]);
    expect(describeChanges(changes, true)).toEqual(['Объём: 100 → 150 т', 'Способ поставки: CPT → FCA']);
  });
});
