import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADING_MSG } from '@kolos/domain/trading';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { randomInt } from 'node:crypto';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { policy } from '../../../test/places';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  minutesFromNow,
  newFarmer,
  offerBody,
  POINTS,
  REGIONS,
  setTimes,
  userWith,
  type AuctionAnswer,
} from '../../../test/trading';

let t: TestApp;
let kolos: Client;
let agro: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
});
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

describe('POST /auctions (issue 15 point 1)', () => {
  it('creates an auction that starts at once without startAt, numbered per purchaser', async () => {
    const first = await createAuction(kolos, await auctionBody(t));
    const second = await createAuction(kolos, await auctionBody(t, { startAt: null }));
    expect(first).toMatchObject({
      status: 'AUCTION_ACTIVE',
      ownerCompanyUuid: DEMO.companies.kolosYug,
      ownerCompany: { name: 'Колос-Юг' },
      region: { uuid: REGIONS.kuban, name: 'Кубань' },
      locationUuids: [POINTS.tikhoretsk],
      locations: [expect.objectContaining({ uuid: POINTS.tikhoretsk, name: 'Тихорецкий элеватор' })],
      product: { payload: { title: 'Пшеница 3 класса' } },
      deliveryType: null,
      deliveryTypes: ['BUYER', 'SELLER'],
      volume: 1000,
      minLotVolume: 25,
      price: 15000,
      humidity: 14,
      offersCount: 0,
      offeredVolume: 0,
      acceptedVolume: 0,
    });
    expect(second.number).toBe(first.number + 1);
    // Another purchaser counts on from its own last number, not from Колос-Юг's.
    const last = await t.db
      .selectFrom('auctionNumbers')
      .select('lastNumber')
      .where('companyUuid', '=', DEMO.companies.agroCenter)
      .executeTakeFirst();
    const theirs = await createAuction(
      agro,
      await auctionBody(t, { regionUuid: REGIONS.chernozemye, locationUuids: [POINTS.kursk] }),
    );
    expect(theirs.number).toBe((last?.lastNumber ?? 0) + 1);
    expect(theirs.number).not.toBe(second.number + 1);
  });

  it('a start in the future makes it planned; one delivery type is answered as deliveryType', async () => {
    const a = await createAuction(
      kolos,
      await auctionBody(t, {
        startAt: formatUtcDateTime(minutesFromNow(120)),
        deliveryTypes: undefined,
        deliveryType: 'SELLER',
        minLotVolume: undefined,
      }),
    );
    expect(a).toMatchObject({
      status: 'AUCTION_PLANNED',
      deliveryType: 'SELLER',
      deliveryTypes: ['SELLER'],
      minLotVolume: 25,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no territory', { regionUuid: undefined }, 'Заполните поле'],
    ['no points', { locationUuids: [] }, 'Заполните поле'],
    ['no delivery type', { deliveryTypes: [] }, TRADING_MSG.deliveryTypesRequired],
    ['price 0', { price: 0 }, 'Цена должна быть больше нуля'],
    ['humidity 100', { humidity: 100 }, 'Влажность должна быть от 1 до 99 процентов'],
    ['bad end', { endAt: '31.02.2026 10:00' }, TRADING_MSG.dateTime],
    ['lot above volume', { volume: 20, minLotVolume: 25 }, TRADING_MSG.minLotAboveVolume],
    [
      'delivery end first',
      { deliveryDateStart: '10.08.2026', deliveryDateEnd: '01.08.2026' },
      TRADING_MSG.deliveryEndBeforeStart,
    ],
    ['a point of another territory', { locationUuids: [POINTS.salsk] }, TRADING_MSG.pointsOutsideRegion],
    [
      'another company territory',
      { regionUuid: REGIONS.chernozemye, locationUuids: [POINTS.kursk] },
      'Территория закупки не найдена',
    ],
    ['end in the past', { endAt: formatUtcDateTime(minutesFromNow(-60)) }, TRADING_MSG.endInPast],
  ])('refuses %s with 400', async (_, patch, text) => {
    const res = await kolos.post('/api/auctions', await auctionBody(t, patch));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(text);
  });

  it('needs the Auction create right (403) and is closed to farmers', async () => {
    const reader = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('AuctionsList', ['read']),
    ]);
    expect((await reader.post('/api/auctions', await auctionBody(t))).statusCode).toBe(403);
    const farmer = await newFarmer(t);
    expect((await farmer.call.post('/api/auctions', await auctionBody(t))).statusCode).toBe(403);
  });
});

describe('GET /auctions/default', () => {
  it('starts at the next full hour, ends 24 h later, minimum lot 25 t', async () => {
    const res = await kolos.get('/api/auctions/default');
    expect(res.statusCode).toBe(200);
    const d = res.json<{ startAt: string; endAt: string; minLotVolume: number }>();
    expect(d.startAt).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:00$/);
    expect(d.minLotVolume).toBe(25);
  });
});

describe('POST /v3/auctions: the list with status by the clock', () => {
  it('filters by status, territory, point and crop, pages and totals', async () => {
    const planned = await createAuction(
      kolos,
      await auctionBody(t, { startAt: formatUtcDateTime(minutesFromNow(60)), comment: 'list-a' }),
    );
    const active = await createAuction(kolos, await auctionBody(t, { comment: 'list-a' }));
    const finished = await createAuction(kolos, await auctionBody(t, { comment: 'list-a' }));
    await setTimes(t, finished.uuid, minutesFromNow(-120), minutesFromNow(-60));
    const list = async (body: Record<string, unknown>) => {
      const res = await kolos.post('/api/v3/auctions', { any: 'list-a', ...body });
      expect(res.statusCode).toBe(200);
      return res.json<{ auctions: AuctionAnswer[]; totalCount: number }>();
    };
    const all = await list({});
    expect(all.totalCount).toBe(3);
    expect((await list({ statuses: ['AUCTION_PLANNED'] })).auctions.map((a) => a.uuid)).toEqual([
      planned.uuid,
    ]);
    expect((await list({ statuses: ['AUCTION_ACTIVE'] })).auctions.map((a) => a.uuid)).toEqual([active.uuid]);
    const done = await list({ statuses: ['AUCTION_FINISHED'] });
    expect(done.auctions.map((a) => [a.uuid, a.status])).toEqual([[finished.uuid, 'AUCTION_FINISHED']]);
    const page = await list({ limit: 2, offset: 0, sortField: 'createdAt', sortDirection: 'ASC' });
    expect(page).toMatchObject({ totalCount: 3 });
    expect(page.auctions.map((a) => a.uuid)).toEqual([planned.uuid, active.uuid]);
    expect((await list({ locationUuid: POINTS.yeysk })).totalCount).toBe(0);
    expect((await list({ regionUuid: REGIONS.kuban })).totalCount).toBe(3);
  });

  it("a purchaser never sees another company's auctions; a guessed uuid answers 404", async () => {
    const mine = await createAuction(kolos, await auctionBody(t, { comment: 'secret-kolos' }));
    const theirs = await agro.post('/api/v3/auctions', { any: 'secret-kolos' });
    expect(theirs.json()).toMatchObject({ totalCount: 0 });
    const res = await agro.get(`/api/auctions/get/${mine.uuid}`);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(TRADING_MSG.auctionNotFound);
    expect((await agro.put(`/api/auctions/${mine.uuid}`, { comment: 'x' })).statusCode).toBe(404);
    expect((await agro.del(`/api/v2/auctions/${mine.uuid}`)).statusCode).toBe(404);
  });
});

describe('farmers see matched auctions (issue 15 point 1, 7)', () => {
  it('matched: active, his point in the territory subject, not denied; plus those he offered on', async () => {
    const farmer = await newFarmer(t);
    const kuban = await createAuction(kolos, await auctionBody(t, { comment: 'match-1' }));
    const don = await createAuction(
      kolos,
      await auctionBody(t, { regionUuid: REGIONS.don, locationUuids: [POINTS.salsk], comment: 'match-1' }),
    );
    const later = await createAuction(
      kolos,
      await auctionBody(t, { startAt: formatUtcDateTime(minutesFromNow(60)), comment: 'match-1' }),
    );
    const matched = (await farmer.call.get('/api/auctions/matched'))
      .json<AuctionAnswer[]>()
      .map((a) => a.uuid);
    expect(matched).toContain(kuban.uuid);
    expect(matched).not.toContain(don.uuid);
    expect(matched).not.toContain(later.uuid);
    expect((await farmer.call.get(`/api/auctions/get/${don.uuid}`)).statusCode).toBe(404);
    const list = (await farmer.call.post('/api/v3/auctions', { any: 'match-1' })).json<{
      auctions: AuctionAnswer[];
    }>();
    expect(list.auctions.map((a) => a.uuid)).toEqual([kuban.uuid]);
    // He offers; the auction finishes: it stays in his list, no longer matched.
    await makeOffer(farmer.call, offerBody(kuban));
    await setTimes(t, kuban.uuid, minutesFromNow(-120), minutesFromNow(-1));
    expect(
      (await farmer.call.get('/api/auctions/matched')).json<AuctionAnswer[]>().map((a) => a.uuid),
    ).not.toContain(kuban.uuid);
    const after = (await farmer.call.post('/api/v3/auctions', { any: 'match-1' })).json<{
      auctions: AuctionAnswer[];
    }>();
    expect(after.auctions.map((a) => [a.uuid, a.status])).toEqual([[kuban.uuid, 'AUCTION_FINISHED']]);
  });

  it("before any shipping point, CPT tenders in his card's subject match him, FCA-only ones do not (issue 29 point 1)", async () => {
    const companyUuid = newId();
    await t.db
      .insertInto('companies')
      .values({
        uuid: companyUuid,
        name: 'КФХ «Без точек»',
        taxCode: String(randomInt(1e11, 1e12 - 1)),
        userType: 'farmer',
        address: 'Ростовская обл, Сальский р-н, г Сальск, ул Степная, д 3',
      })
      .execute();
    const farmer = await userWith(t, companyUuid, 'farmer');
    const don = { regionUuid: REGIONS.don, locationUuids: [POINTS.salsk], comment: 'match-29' };
    const cpt = await createAuction(kolos, await auctionBody(t, { ...don, deliveryTypes: ['SELLER'] }));
    const both = await createAuction(kolos, await auctionBody(t, don));
    const fca = await createAuction(kolos, await auctionBody(t, { ...don, deliveryTypes: ['BUYER'] }));
    const kuban = await createAuction(
      kolos,
      await auctionBody(t, { deliveryTypes: ['SELLER'], comment: 'match-29' }),
    );
    const matched = (await farmer.get('/api/auctions/matched')).json<AuctionAnswer[]>().map((a) => a.uuid);
    expect(matched).toEqual(expect.arrayContaining([cpt.uuid, both.uuid]));
    expect(matched).not.toContain(fca.uuid);
    expect(matched).not.toContain(kuban.uuid);
    expect((await farmer.get(`/api/auctions/get/${fca.uuid}`)).statusCode).toBe(404);
    // he may offer there (CPT needs no point); not on the FCA-only one
    expect((await farmer.post('/api/v2/offers', offerBody(cpt))).statusCode).toBe(200);
    expect((await farmer.post('/api/v2/offers', offerBody(fca, { deliveryType: 'BUYER' }))).statusCode).toBe(
      404,
    );
  });

  it('a denied company no longer matches; its live offer is declined; the list names it', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const offer = await makeOffer(farmer.call, offerBody(a));
    const res = await kolos.post('/api/auctions/permissions/deny', {
      auctionUuid: a.uuid,
      farmerCompanyUuid: farmer.companyUuid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      auctionUuid: a.uuid,
      denied: [{ farmerCompanyUuid: farmer.companyUuid, farmerCompany: { name: farmer.name } }],
    });
    expect((await kolos.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`)).json()).toMatchObject({
      denied: [{ farmerCompanyUuid: farmer.companyUuid }],
    });
    expect(
      (await farmer.call.get('/api/auctions/matched')).json<AuctionAnswer[]>().map((x) => x.uuid),
    ).not.toContain(a.uuid);
    const mine = (await farmer.call.get(`/api/offers/get/${offer.uuid}`)).json<{
      status: string;
      history: { status: string }[];
    }>();
    expect(mine.status).toBe('OFFER_DECLINED');
    expect(mine.history.map((h) => h.status)).toEqual(['OFFER_ACTIVE', 'OFFER_DECLINED']);
    const again = await farmer.call.post('/api/v2/offers', offerBody(a));
    expect(again.statusCode).toBe(403);
    expect(message(again)).toBe(TRADING_MSG.companyDenied);
    // A purchaser cannot bar a company that is not a farmer's.
    const bad = await kolos.post('/api/auctions/permissions/deny', {
      auctionUuid: a.uuid,
      farmerCompanyUuid: DEMO.companies.agroCenter,
    });
    expect(bad.statusCode).toBe(404);
    expect(message(bad)).toBe(TRADING_MSG.farmerNotFound);
  });
});

describe('PUT /auctions/{uuid}', () => {
  it('before the start any field changes', async () => {
    const a = await createAuction(
      kolos,
      await auctionBody(t, { startAt: formatUtcDateTime(minutesFromNow(60)) }),
    );
    const res = await kolos.put(`/api/auctions/${a.uuid}`, {
      volume: 500,
      price: 14000,
      locationUuids: [POINTS.tikhoretsk, POINTS.yeysk],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ volume: 500, price: 14000, status: 'AUCTION_PLANNED' });
    expect(res.json<{ locationUuids: string[] }>().locationUuids.sort()).toEqual(
      [POINTS.tikhoretsk, POINTS.yeysk].sort(),
    );
  });

  it('once active only a later end and the comment', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    const later = formatUtcDateTime(minutesFromNow(48 * 60));
    const ok = await kolos.put(`/api/auctions/${a.uuid}`, {
      endAt: later,
      comment: 'Продлены',
      volume: a.volume,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ endAt: later, comment: 'Продлены' });
    const locked = await kolos.put(`/api/auctions/${a.uuid}`, { volume: 10 });
    expect(locked.statusCode).toBe(409);
    expect(message(locked)).toBe(TRADING_MSG.activeFieldsLocked);
    const earlier = await kolos.put(`/api/auctions/${a.uuid}`, {
      endAt: formatUtcDateTime(minutesFromNow(60)),
    });
    expect(earlier.statusCode).toBe(409);
    expect(message(earlier)).toBe(TRADING_MSG.onlyEndLater);
    await setTimes(t, a.uuid, minutesFromNow(-120), minutesFromNow(-60));
    const closed = await kolos.put(`/api/auctions/${a.uuid}`, { comment: 'x' });
    expect(closed.statusCode).toBe(409);
    expect(message(closed)).toBe(TRADING_MSG.closedAuction);
  });
});

describe('PUT /auctions/{uuid}: delivery types of a running tender (issue 29 point 2)', () => {
  it('widen FCA to FCA and CPT with offers on it; never narrow; never none', async () => {
    const a = await createAuction(kolos, await auctionBody(t, { deliveryTypes: ['BUYER'] }));
    const farmer = await newFarmer(t);
    await makeOffer(
      farmer.call,
      offerBody(a, { deliveryType: 'BUYER', farmerLocationUuid: farmer.pointUuid }),
    );
    const none = await kolos.put(`/api/auctions/${a.uuid}`, { deliveryTypes: [] });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe(TRADING_MSG.deliveryTypesRequired);
    const swapped = await kolos.put(`/api/auctions/${a.uuid}`, { deliveryTypes: ['SELLER'] });
    expect(swapped.statusCode).toBe(409);
    expect(message(swapped)).toBe(TRADING_MSG.deliveryTypeRemoved);
    const wider = await kolos.put(`/api/auctions/${a.uuid}`, { deliveryTypes: ['BUYER', 'SELLER'] });
    expect(wider.statusCode).toBe(200);
    expect(wider.json<{ deliveryTypes: string[] }>().deliveryTypes.sort()).toEqual(['BUYER', 'SELLER']);
    const narrower = await kolos.put(`/api/auctions/${a.uuid}`, { deliveryTypes: ['BUYER'] });
    expect(narrower.statusCode).toBe(409);
    expect(message(narrower)).toBe(TRADING_MSG.deliveryTypeRemoved);
    // The new type is open to farmers at once.
    const cpt = await newFarmer(t);
    expect((await cpt.call.post('/api/v2/offers', offerBody(a))).statusCode).toBe(200);
    // Another purchaser's tender: 404.
    expect(
      (await agro.put(`/api/auctions/${a.uuid}`, { deliveryTypes: ['BUYER', 'SELLER'] })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /v2/auctions/{id}', () => {
  it('erases a planned auction without offers', async () => {
    const a = await createAuction(
      kolos,
      await auctionBody(t, { startAt: formatUtcDateTime(minutesFromNow(60)) }),
    );
    const res = await kolos.del(`/api/v2/auctions/${a.uuid}`);
    expect(res.json()).toEqual({ uuid: a.uuid, deleted: true, status: null });
    expect((await kolos.get(`/api/auctions/get/${a.uuid}`)).statusCode).toBe(404);
  });

  it('cancels an active one and declines its live offers through the status machine, with history', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const offer = await makeOffer(farmer.call, offerBody(a));
    const res = await kolos.del(`/api/v2/auctions/${a.uuid}`);
    expect(res.json()).toEqual({ uuid: a.uuid, deleted: false, status: 'AUCTION_CANCELED' });
    expect((await kolos.get(`/api/auctions/get/${a.uuid}`)).json()).toMatchObject({
      status: 'AUCTION_CANCELED',
      offersCount: 1,
    });
    const o = (await kolos.get(`/api/offers/get/${offer.uuid}`)).json<{
      status: string;
      history: { status: string; previousStatus: string | null }[];
    }>();
    expect(o.status).toBe('OFFER_DECLINED');
    expect(o.history.at(-1)).toMatchObject({ previousStatus: 'OFFER_ACTIVE', status: 'OFFER_DECLINED' });
    const history = await t.db
      .selectFrom('auctionStatusHistory')
      .select(['previousStatus', 'status'])
      .where('auctionUuid', '=', a.uuid)
      .orderBy('createdAt')
      .execute();
    expect(history).toEqual([
      { previousStatus: null, status: 'AUCTION_ACTIVE' },
      { previousStatus: 'AUCTION_ACTIVE', status: 'AUCTION_CANCELED' },
    ]);
    const again = await kolos.del(`/api/v2/auctions/${a.uuid}`);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('Нельзя перевести торги из статуса «Отменены» в «Отменены»');
  });
});

describe('hidePrice and hideActions (SPEC 6, issue 15 point 7)', () => {
  it('a role with «Все торги без цен и действий» gets no price in the JSON and 403 on writes', async () => {
    const a = await createAuction(kolos, await auctionBody(t, { comment: 'hidden-price' }));
    const restricted = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      {
        resource: { routeName: 'AuctionsList', params: ['hideActions', 'hidePrice'] },
        accessRights: ['read'],
      },
      policy('Auction', ['create', 'update', 'delete']),
    ]);
    const one = await restricted.get(`/api/auctions/get/${a.uuid}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('price');
    expect(one.body).not.toContain('"price"');
    const list = await restricted.post('/api/v3/auctions', { any: 'hidden-price' });
    expect(list.body).not.toContain('"price"');
    expect((await restricted.post('/api/auctions', await auctionBody(t))).statusCode).toBe(403);
    expect((await restricted.put(`/api/auctions/${a.uuid}`, { comment: 'x' })).statusCode).toBe(403);
    expect((await restricted.del(`/api/v2/auctions/${a.uuid}`)).statusCode).toBe(403);
  });
});
