import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/check';
import type { Policy } from '../access/rights';
import { installRussianErrors } from '../common/zod-russian';
import { LIVE_EVENT_TYPES, SCREEN_ONLY_EVENT_TYPES, type LiveEventType } from '../live/events';
import {
  audienceOf,
  defaultChannels,
  digestDueAt,
  digestWindowOf,
  hidesPrice,
  isDigested,
  matchesCropHistory,
  recipientsOf,
  type Audience,
} from './rules';
import { markReadBody, notificationListQuery, notificationSettingsBody } from './schemas';
import { digestText, moscowTime, noticeText, plural, withLink, type NoticeFacts } from './texts';

const policy = (routeName: string, accessRights: string[], params: string[] = []): Policy =>
  ({ resource: { routeName, params }, accessRights }) as Policy;
const farmer: AccessSubject = {
  userType: 'farmer',
  policies: [policy('AuctionsList', ['read']), policy('Offers', ['read'])],
};
const trader: AccessSubject = { userType: 'purchaser', policies: [policy('AuctionsList', ['read'])] };
const blind: AccessSubject = {
  userType: 'purchaser',
  policies: [policy('AuctionsList', ['read'], ['hidePrice', 'hideActions'])],
};
const accountant: AccessSubject = { userType: 'purchaser', policies: [policy('ContractsList', ['read'])] };

describe('who hears of which event (issue 16 point 4)', () => {
  it.each<[LiveEventType, Audience | null]>([
    ['auction.created', 'matched'],
    ['auction.extended', 'offering'],
    ['auction.canceled', 'offering'],
    ['offer.countered', 'offer-farmer'],
    ['offer.accepted', 'offer-farmer'],
    ['offer.declined', 'offer-farmer'],
    ['offer.placed', 'owner'],
    ['offer.changed', 'owner'],
    ['offer.withdrawn', 'owner'],
    ['offer.counter-accepted', 'owner'],
    ['offer.counter-declined', 'owner'],
    ['auction.finished', 'owner'],
    ['auction.changed', null],
    ['auction.results', null],
    ['settlement.changed', null],
  ])('%s → %s', (type, audience) => {
    expect(audienceOf(type)).toBe(audience);
  });

  it('every event type is decided (none forgotten when the list grows)', () => {
    const decided = LIVE_EVENT_TYPES.filter(
      (t) =>
        audienceOf(t) !== null ||
        t === 'auction.changed' ||
        t === 'auction.results' ||
        // screens refresh on these; their notices go out from the areas themselves
        SCREEN_ONLY_EVENT_TYPES.includes(t),
    );
    expect(decided).toEqual([...LIVE_EVENT_TYPES]);
  });

  it('the actor is never told of his own action; users without trading rights are not told', () => {
    const candidates = [
      { userUuid: 'actor', subject: trader },
      { userUuid: 'colleague', subject: trader },
      { userUuid: 'monitor', subject: blind },
      { userUuid: 'accountant', subject: accountant },
      { userUuid: 'farmer', subject: farmer },
    ];
    expect(recipientsOf(candidates, 'actor').map((c) => c.userUuid)).toEqual([
      'colleague',
      'monitor',
      'farmer',
    ]);
    expect(recipientsOf(candidates, null).map((c) => c.userUuid)).toContain('actor');
  });

  it.each<[string, AccessSubject, boolean]>([
    ['a trader', trader, false],
    ['a role with hidePrice', blind, true],
    [
      'hidePrice outweighed by a policy without it',
      { ...blind, policies: [...blind.policies, policy('AuctionsList', ['read'])] },
      false,
    ],
    ['an admin', { userType: 'admin', policies: [] }, false],
  ])('prices hidden for %s: %s', (_name, subject, hidden) => {
    expect(hidesPrice(subject)).toBe(hidden);
  });

  it.each<[string[], string, boolean]>([
    [[], 'wheat', true],
    [['wheat'], 'wheat', true],
    [['barley'], 'wheat', false],
    [['barley', 'wheat'], 'wheat', true],
  ])('crop history %j, auction of %s: told %s', (history, crop, told) => {
    expect(matchesCropHistory(history, crop)).toBe(told);
  });

  it.each([
    ['farmer', { sms: true, email: false }],
    ['purchaser', { sms: false, email: true }],
    ['admin', { sms: false, email: true }],
  ] as const)('default channels of a %s', (userType, channels) => {
    expect(defaultChannels(userType)).toEqual(channels);
  });
});

describe('the digest: one SMS per farmer per hour of matched auctions', () => {
  it.each([
    ['2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z'],
    ['2026-11-24T10:59:59.999Z', '2026-11-24T10:00:00Z'],
    ['2026-11-24T11:00:00Z', '2026-11-24T11:00:00Z'],
  ])('%s falls in the window from %s, sent at its end', (at, start) => {
    expect(digestWindowOf(new Date(at)).toISOString()).toBe(new Date(start).toISOString());
    expect(digestDueAt(new Date(start)).getTime() - new Date(start).getTime()).toBe(3_600_000);
  });

  it('forty auctions in one window: one window, one text', () => {
    const base = Date.parse('2026-11-24T10:00:00Z');
    const windows = new Set(
      Array.from({ length: 40 }, (_, i) => digestWindowOf(new Date(base + i * 90_000)).getTime()),
    );
    expect(windows.size).toBe(1);
    expect(digestText(40)).toBe('Новые торги по вашим точкам: 40');
  });

  it('only matched auctions are digested', () => {
    expect(LIVE_EVENT_TYPES.filter(isDigested)).toEqual(['auction.created']);
  });
});

describe('texts: Russian, the object with its number, prices only for who may see them', () => {
  const facts: Omit<NoticeFacts, 'type'> = {
    auctionNumber: 12,
    ownerName: '«Колос-Юг»',
    crop: 'Пшеница 3 класса',
    region: 'Кубань',
    auctionVolume: 1000,
    auctionPrice: 15000,
    endAt: new Date('2026-11-25T09:00:00Z'),
    offersCount: 3,
    offeredVolume: 600,
    offerNumber: 345,
    farmerName: 'КФХ «Рассвет»',
    volume: 200,
    price: 14800,
    landedPrice: 15200,
  };
  it.each<[NoticeFacts['type'], Partial<NoticeFacts>, string]>([
    [
      'auction.created',
      {},
      'Торги № 12 («Колос-Юг»): новые торги по вашей точке — Пшеница 3 класса, Кубань, 1 000 т по 15 000 ₽/т, предложения до 25.11 12:00 МСК',
    ],
    [
      'auction.created',
      { startsAt: new Date('2026-11-24T21:00:00Z') },
      'Торги № 12 («Колос-Юг»): новые торги по вашей точке — Пшеница 3 класса, Кубань, 1 000 т по 15 000 ₽/т, предложения с 25.11 00:00 МСК до 25.11 12:00 МСК',
    ],
    ['auction.extended', {}, 'Торги № 12 («Колос-Юг»): срок торгов продлён до 25.11 12:00 МСК'],
    ['auction.canceled', {}, 'Торги № 12 («Колос-Юг»): торги отменены, ваше предложение № 345 закрыто'],
    [
      'offer.countered',
      {},
      'Торги № 12 («Колос-Юг»): встречное предложение по вашему предложению № 345 — 200 т по 14 800 ₽/т. Примите или отклоните его',
    ],
    ['offer.accepted', {}, 'Торги № 12 («Колос-Юг»): ваше предложение № 345 принято — 200 т по 14 800 ₽/т'],
    ['offer.declined', {}, 'Торги № 12 («Колос-Юг»): ваше предложение № 345 отклонено'],
    [
      'offer.placed',
      {},
      'Торги № 12: новое предложение № 345 от КФХ «Рассвет» — 200 т по 15 200 ₽/т на пункте приёмки',
    ],
    [
      'offer.changed',
      {},
      'Торги № 12: предложение № 345 от КФХ «Рассвет» изменено — 200 т по 15 200 ₽/т на пункте приёмки',
    ],
    ['offer.withdrawn', {}, 'Торги № 12: предложение № 345 от КФХ «Рассвет» отозвано'],
    [
      'offer.counter-accepted',
      {},
      'Торги № 12: КФХ «Рассвет» — встречное предложение по предложению № 345 принято: 200 т по 14 800 ₽/т',
    ],
    [
      'offer.counter-declined',
      {},
      'Торги № 12: КФХ «Рассвет» — встречное предложение по предложению № 345 отклонено',
    ],
    ['auction.finished', {}, 'Торги № 12: торги завершились и ждут итогов — 3 предложения на 600 т'],
    [
      'auction.finished',
      { offersCount: 0, offeredVolume: 0 },
      'Торги № 12: торги завершились без предложений',
    ],
    [
      'auction.finished',
      { offersCount: 1 },
      'Торги № 12: торги завершились и ждут итогов — 1 предложение на 600 т',
    ],
  ])('%s %j', (type, patch, expected) => {
    expect(noticeText({ ...facts, ...patch, type }, true)).toBe(expected);
  });

  it.each([
    'auction.created',
    'offer.countered',
    'offer.accepted',
    'offer.placed',
    'offer.changed',
    'offer.counter-accepted',
  ] as const)('%s without prices names no price', (type) => {
    const text = noticeText({ ...facts, type }, false);
    expect(text).not.toMatch(/₽/);
    for (const price of ['15 000', '14 800', '15 200']) expect(text).not.toContain(price);
  });

  it.each<[number, string]>([
    [1, 'предложение'],
    [2, 'предложения'],
    [5, 'предложений'],
    [11, 'предложений'],
    [21, 'предложение'],
    [104, 'предложения'],
  ])('%d %s', (n, word) => {
    expect(plural(n, ['предложение', 'предложения', 'предложений'])).toBe(word);
  });

  it('times in Moscow; links under PUBLIC_URL', () => {
    expect(moscowTime(new Date('2026-12-31T21:30:00Z'))).toBe('01.01 00:30 МСК');
    expect(withLink('Текст', 'https://kolos.example/', '/admin/auctions')).toBe(
      'Текст. https://kolos.example/admin/auctions',
    );
  });
});

describe('API shapes', () => {
  installRussianErrors();

  it.each<[unknown, string]>([
    [{}, 'Укажите, присылать ли SMS'],
    [{ sms: true }, 'Укажите, присылать ли письма'],
    [{ sms: 'да', email: true }, 'Значение должно быть «да» или «нет»'],
    [{ sms: true, email: true, push: true }, 'Лишнее поле'],
  ])('settings %j refused: %s', (body, message) => {
    const result = notificationSettingsBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('read needs at least one uuid; the list pages from 1', () => {
    expect(markReadBody.safeParse({ uuids: [] }).error?.issues[0]?.message).toBe('Выберите уведомления');
    expect(notificationListQuery.parse({})).toEqual({ page: 1, size: 20 });
    expect(notificationListQuery.safeParse({ page: 0 }).success).toBe(false);
  });
});
