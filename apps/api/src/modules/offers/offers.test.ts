import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADING_MSG } from '@kolos/domain/trading';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  cultureUuid,
  demoPurchaser,
  makeOffer,
  minutesFromNow,
  newFarmer,
  offerBody,
  patch,
  POINTS,
  REGIONS,
  setTimes,
  SHIPPING,
  userWith,
  type AuctionAnswer,
  type OfferAnswer,
} from '../../../test/trading';
import { newId } from '../../platform/ids';

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
const auctionOf = async (c: Client, uuid: string) =>
  (await c.get(`/api/auctions/get/${uuid}`)).json<AuctionAnswer>();

describe('POST /v2/offers: the rules of issue 15 point 2', () => {
  it('places a CPT offer: landed price = price, counts kept on the auction, rank 1, history started', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a, { volume: 120 }));
    expect(o).toMatchObject({
      status: 'OFFER_ACTIVE',
      auctionUuid: a.uuid,
      farmerCompanyUuid: farmer.companyUuid,
      deliveryType: 'SELLER',
      volume: 120,
      price: 14500,
      landedPrice: 14500,
      deliveryPrice: null,
      rank: 1,
      acceptedVolume: 0,
      counterOffer: null,
      history: [expect.objectContaining({ status: 'OFFER_ACTIVE', previousStatus: null, changes: [] })],
    });
    expect(await auctionOf(kolos, a.uuid)).toMatchObject({ offersCount: 1, offeredVolume: 120 });
  });

  it('an FCA offer is priced by the server from his shipping point: delivery price, distance, tariff, premium', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(
      farmer.call,
      offerBody(a, {
        deliveryType: 'BUYER',
        farmerLocationUuid: farmer.pointUuid,
        deliveryPrice: 1,
        landedPrice: 1,
      }),
    );
    expect(o.deliveryPrice).toBeGreaterThan(0);
    expect(o).toMatchObject({ acceptanceLocationUuid: POINTS.tikhoretsk, tariffType: 'REGIONAL' });
    expect(o.landedPrice).toBe(14500 + Math.round(o.deliveryPrice! / 100));
    // The premium: the owner's for the point's district and the crop (SPEC 3 Discount).
    const point = await t.db
      .selectFrom('locations')
      .select(['areaUuid', 'fedRegionUuid'])
      .where('uuid', '=', farmer.pointUuid)
      .executeTakeFirstOrThrow();
    const wheat = await cultureUuid(t);
    await t.db
      .deleteFrom('discounts')
      .where('ownerCompanyUuid', '=', DEMO.companies.kolosYug)
      .where('areaUuid', '=', point.areaUuid!)
      .where('cultureUuid', '=', wheat)
      .execute();
    await t.db
      .insertInto('discounts')
      .values({
        uuid: newId(),
        ownerCompanyUuid: DEMO.companies.kolosYug,
        regionUuid: point.fedRegionUuid!,
        areaUuid: point.areaUuid!,
        cultureUuid: wheat,
        amount: 300,
      })
      .execute();
    const other = await newFarmer(t);
    const p = await makeOffer(
      other.call,
      offerBody(a, { deliveryType: 'BUYER', farmerLocationUuid: other.pointUuid }),
    );
    expect(p.premium).toBe(300);
  });

  it.each<[string, (a: AuctionAnswer, pointUuid: string) => Record<string, unknown>, string]>([
    ['volume below the minimum lot', () => ({ volume: 10 }), TRADING_MSG.volumeBelowLot(25)],
    ['volume above the auction', () => ({ volume: 1001 }), TRADING_MSG.volumeAboveAuction(1000)],
    ['humidity above the auction', () => ({ humidity: 15 }), TRADING_MSG.humidityAbove(14)],
    ['dates outside the window', () => ({ deliveryDateStart: '01.01.2020' }), ''],
    ['FCA without a shipping point', () => ({ deliveryType: 'BUYER' }), 'Заполните поле'],
    [
      'FCA from another farm',
      () => ({ deliveryType: 'BUYER', farmerLocationUuid: SHIPPING.nivaStore }),
      TRADING_MSG.shippingPointNotOwn,
    ],
    ['price 0', () => ({ price: 0 }), 'Цена должна быть больше нуля'],
  ])('refuses %s with 400 and its message', async (_, patch, text) => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const res = await farmer.call.post('/api/v2/offers', offerBody(a, patch(a, farmer.pointUuid)));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(text || TRADING_MSG.datesOutside(a.deliveryDateStart, a.deliveryDateEnd));
  });

  it('a delivery type the auction does not allow answers 400', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t, { deliveryTypes: ['BUYER'] }));
    const res = await farmer.call.post('/api/v2/offers', offerBody(a));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(TRADING_MSG.deliveryTypeNotAllowed);
  });

  it('one live offer per company and auction: a second answers 409', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    await makeOffer(farmer.call, offerBody(a));
    const res = await farmer.call.post('/api/v2/offers', offerBody(a));
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(TRADING_MSG.oneActiveOffer);
  });

  it('a planned or finished auction takes no offers (409); an unmatched one is not found (404)', async () => {
    const farmer = await newFarmer(t);
    const planned = await createAuction(
      kolos,
      await auctionBody(t, { startAt: formatUtcDateTime(minutesFromNow(60)) }),
    );
    const res = await farmer.call.post('/api/v2/offers', offerBody(planned));
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(TRADING_MSG.auctionNotActive);
    const done = await createAuction(kolos, await auctionBody(t));
    await setTimes(t, done.uuid, minutesFromNow(-120), minutesFromNow(-1));
    expect((await farmer.call.post('/api/v2/offers', offerBody(done))).statusCode).toBe(409);
    const agroAuction = await createAuction(
      agro,
      await auctionBody(t, { regionUuid: REGIONS.chernozemye, locationUuids: [POINTS.kursk] }),
    );
    const far = await farmer.call.post('/api/v2/offers', offerBody(agroAuction));
    expect(far.statusCode).toBe(404);
    expect(message(far)).toBe(TRADING_MSG.auctionNotFound);
  });

  it('purchasers cannot use the farmer route (403); a role without Offer update neither', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    expect((await kolos.post('/api/v2/offers', offerBody(a))).statusCode).toBe(403);
    const reader = await userWith(t, DEMO.companies.rassvet, 'farmer', [
      policy('AuctionsList', ['read']),
      policy('Offers', ['read']),
    ]);
    expect((await reader.post('/api/v2/offers', offerBody(a))).statusCode).toBe(403);
  });
});

describe('PUT /v2/offers and DELETE /offers/{id}', () => {
  it('the farmer changes his offer; history says what changed; the offered volume follows', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a));
    const res = await farmer.call.put('/api/v2/offers', {
      ...offerBody(a, { volume: 150, price: 14000 }),
      uuid: o.uuid,
    });
    expect(res.statusCode).toBe(200);
    const changed = res.json<OfferAnswer & { history: { changes: string[] }[] }>();
    expect(changed).toMatchObject({ volume: 150, price: 14000, landedPrice: 14000 });
    expect(changed.history.at(-1)!.changes).toEqual([
      'Объём: 100 → 150 т',
      `Цена: ${(14500).toLocaleString('ru-RU')} → ${(14000).toLocaleString('ru-RU')} ₽/т`,
    ]);
    expect(await auctionOf(kolos, a.uuid)).toMatchObject({ offersCount: 1, offeredVolume: 150 });
  });

  it('withdraws: OFFER_WITHDRAWN, off the counts; twice answers 409; a finished auction refuses changes', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a));
    const res = await farmer.call.del(`/api/offers/${o.uuid}`);
    expect(res.json()).toMatchObject({ status: 'OFFER_WITHDRAWN', rank: null });
    expect(await auctionOf(kolos, a.uuid)).toMatchObject({ offersCount: 0, offeredVolume: 0 });
    const again = await farmer.call.del(`/api/offers/${o.uuid}`);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('Нельзя перевести предложение из статуса «Отозвано» в «Отозвано»');
    const b = await makeOffer(farmer.call, offerBody(a));
    await setTimes(t, a.uuid, minutesFromNow(-120), minutesFromNow(-1));
    const late = await farmer.call.put('/api/v2/offers', { ...offerBody(a), uuid: b.uuid });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(TRADING_MSG.auctionNotActive);
  });
});

describe('visibility (issue 15 point 7)', () => {
  it("a farmer never sees another farmer's offer; a guessed uuid of another company answers 404", async () => {
    const one = await newFarmer(t);
    const two = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const mine = await makeOffer(one.call, offerBody(a));
    const theirs = await makeOffer(two.call, offerBody(a, { price: 14000 }));
    const get = await one.call.get(`/api/offers/get/${theirs.uuid}`);
    expect(get.statusCode).toBe(404);
    expect(message(get)).toBe(TRADING_MSG.offerNotFound);
    expect((await one.call.put('/api/v2/offers', { ...offerBody(a), uuid: theirs.uuid })).statusCode).toBe(
      404,
    );
    expect((await one.call.del(`/api/offers/${theirs.uuid}`)).statusCode).toBe(404);
    const list = (await one.call.get('/api/user/personal/offers')).json<{
      offers: OfferAnswer[];
      totalCount: number;
    }>();
    expect(list.offers.map((o) => o.uuid)).toEqual([mine.uuid]);
    const ranked = (await one.call.get(`/api/offers/filterByAuction/${a.uuid}`)).json<{
      offers: OfferAnswer[];
    }>();
    expect(ranked.offers.map((o) => o.uuid)).toEqual([mine.uuid]);
    expect(JSON.stringify(ranked)).not.toContain(two.name);
    // Another purchaser sees neither.
    expect((await agro.get(`/api/offers/get/${mine.uuid}`)).statusCode).toBe(404);
    expect((await agro.get(`/api/offers/filterByAuction/${a.uuid}`)).statusCode).toBe(404);
    expect((await agro.get(`/api/offers/v2/filter?auctionUuid=${a.uuid}`)).json()).toMatchObject({
      totalCount: 0,
    });
  });

  it('the purchaser sees the offers ranked by landed price, then time, with totals, filters and status counts', async () => {
    const farmers = [await newFarmer(t), await newFarmer(t), await newFarmer(t)];
    const a = await createAuction(kolos, await auctionBody(t));
    const o1 = await makeOffer(farmers[0]!.call, offerBody(a, { price: 14800 }));
    const o2 = await makeOffer(farmers[1]!.call, offerBody(a, { price: 14200 }));
    const o3 = await makeOffer(farmers[2]!.call, offerBody(a, { price: 14800 }));
    const ranked = (await kolos.get(`/api/offers/filterByAuction/${a.uuid}`)).json<{
      offers: OfferAnswer[];
      totalCount: number;
    }>();
    expect(ranked.totalCount).toBe(3);
    expect(ranked.offers.map((o) => [o.uuid, o.rank])).toEqual([
      [o2.uuid, 1],
      [o1.uuid, 2],
      [o3.uuid, 3],
    ]);
    const sorted = (
      await kolos.get(
        `/api/offers/v2/filter?auctionUuid=${a.uuid}&sortField=price&sortDirection=DESC&limit=2`,
      )
    ).json<{ offers: OfferAnswer[]; totalCount: number }>();
    expect(sorted.totalCount).toBe(3);
    expect(sorted.offers).toHaveLength(2);
    expect(sorted.offers[0]!.price).toBe(14800);
    const byName = (
      await kolos.get(
        `/api/offers/v2/filter?auctionUuid=${a.uuid}&any=${encodeURIComponent(farmers[1]!.name)}`,
      )
    ).json<{ offers: OfferAnswer[] }>();
    expect(byName.offers.map((o) => o.uuid)).toEqual([o2.uuid]);
    await farmers[2]!.call.del(`/api/offers/${o3.uuid}`);
    const counts = (await kolos.get(`/api/v2/offers/status?auctionUuid=${a.uuid}`)).json<
      { status: string; label: string; count: number }[]
    >();
    expect(counts.find((c) => c.status === 'OFFER_ACTIVE')).toEqual({
      status: 'OFFER_ACTIVE',
      label: 'Активно',
      count: 2,
    });
    expect(counts.find((c) => c.status === 'OFFER_WITHDRAWN')!.count).toBe(1);
    const places = (await kolos.get('/api/v2/offers/locations')).json<{ uuid: string }[]>();
    expect(places.map((p) => p.uuid)).toContain(POINTS.tikhoretsk);
    const byCompany = (await kolos.get(`/api/offers/filterByCompany/${farmers[0]!.companyUuid}`)).json<{
      offers: OfferAnswer[];
    }>();
    expect(byCompany.offers.map((o) => o.uuid)).toEqual([o1.uuid]);
  });

  it('hidePrice: no price field anywhere in the JSON (offers, counter-offer, history, results); hideActions: 403', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(
      farmer.call,
      offerBody(a, { deliveryType: 'BUYER', farmerLocationUuid: farmer.pointUuid }),
    );
    await farmer.call.put('/api/v2/offers', {
      ...offerBody(a, { deliveryType: 'BUYER', farmerLocationUuid: farmer.pointUuid, price: 14000 }),
      uuid: o.uuid,
    });
    await kolos.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 13900, volume: 100, comment: '' });
    const restricted = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      {
        resource: { routeName: 'AuctionsList', params: ['hideActions', 'hidePrice'] },
        accessRights: ['read'],
      },
      policy('Offers', ['read']),
      policy('Auction', ['update']),
      policy('Offer', ['update']),
    ]);
    const bodies = [
      (await restricted.get(`/api/offers/get/${o.uuid}`)).body,
      (await restricted.get(`/api/offers/filterByAuction/${a.uuid}`)).body,
      (await restricted.get(`/api/offers/v2/filter?auctionUuid=${a.uuid}`)).body,
      (await restricted.get(`/api/offers/result?auctionUuid=${a.uuid}`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/"(price|deliveryPrice|landedPrice|premium|averageLandedPrice)"/);
      expect(body).not.toContain('Цена');
    }
    expect(JSON.parse(bodies[0]!)).toMatchObject({ counterOffer: { volume: 100 }, volume: 100 });
    const writes = [
      await restricted.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 13000, volume: 100 }),
      await restricted.post('/api/v2/offers/result', {
        auctionUuid: a.uuid,
        items: [{ offerUuid: o.uuid, volume: 100 }],
      }),
      await restricted.post('/api/auctions/permissions/deny', {
        auctionUuid: a.uuid,
        farmerCompanyUuid: farmer.companyUuid,
      }),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });
});

describe('counter-offers (issue 15 point 3)', () => {
  it('countered → the farmer accepts: the offer takes the counter terms and is active again', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a, { volume: 100 }));
    const c = await kolos.post('/api/v2/counterOffer', {
      offerUuid: o.uuid,
      price: 14100,
      volume: 200,
      comment: 'Возьмём больше',
    });
    expect(c.statusCode).toBe(200);
    const countered = c.json<OfferAnswer>();
    expect(countered).toMatchObject({
      status: 'OFFER_COUNTERED',
      counterOffer: { price: 14100, volume: 200, status: 'OPEN' },
    });
    const second = await kolos.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 14000, volume: 200 });
    expect(second.statusCode).toBe(409);
    expect(message(second)).toBe(TRADING_MSG.counterOfferOpen);
    const edit = await farmer.call.put('/api/v2/offers', { ...offerBody(a), uuid: o.uuid });
    expect(edit.statusCode).toBe(409);
    expect(message(edit)).toBe(TRADING_MSG.answerCounterFirst);
    const ans = await farmer.call.put('/api/v2/counterOffer', {
      uuid: countered.counterOffer!.uuid,
      status: 'ACCEPTED',
    });
    expect(ans.statusCode).toBe(200);
    expect(ans.json()).toMatchObject({
      status: 'OFFER_ACTIVE',
      price: 14100,
      volume: 200,
      landedPrice: 14100,
      counterOffer: { status: 'ACCEPTED' },
    });
    expect(await auctionOf(kolos, a.uuid)).toMatchObject({ offeredVolume: 200 });
    const twice = await farmer.call.put('/api/v2/counterOffer', {
      uuid: countered.counterOffer!.uuid,
      status: 'DECLINED',
    });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(TRADING_MSG.counterOfferClosed);
  });

  it('declined: back to active at its own terms; another farmer cannot answer (404); a farmer cannot counter (403)', async () => {
    const farmer = await newFarmer(t);
    const stranger = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a));
    const countered = (
      await kolos.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 14000, volume: 100 })
    ).json<OfferAnswer>();
    const foreign = await stranger.call.put('/api/v2/counterOffer', {
      uuid: countered.counterOffer!.uuid,
      status: 'ACCEPTED',
    });
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(TRADING_MSG.counterOfferNotFound);
    expect(
      (await farmer.call.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 1, volume: 1 })).statusCode,
    ).toBe(403);
    const res = await farmer.call.put('/api/v2/counterOffer', {
      uuid: countered.counterOffer!.uuid,
      status: 'DECLINED',
    });
    expect(res.json()).toMatchObject({
      status: 'OFFER_ACTIVE',
      price: 14500,
      counterOffer: { status: 'DECLINED' },
    });
  });
});

describe('results (issue 15 point 4)', () => {
  it('accepts in part, declines the others, completes the auction; GET /offers/result totals', async () => {
    const f = [await newFarmer(t), await newFarmer(t), await newFarmer(t)];
    const a = await createAuction(kolos, await auctionBody(t, { volume: 300 }));
    const o1 = await makeOffer(f[0]!.call, offerBody(a, { volume: 200, price: 14000 }));
    const o2 = await makeOffer(f[1]!.call, offerBody(a, { volume: 200, price: 14600 }));
    const o3 = await makeOffer(f[2]!.call, offerBody(a, { volume: 100, price: 14900 }));
    const over = await kolos.post('/api/v2/offers/result', {
      auctionUuid: a.uuid,
      items: [
        { offerUuid: o1.uuid, volume: 200 },
        { offerUuid: o2.uuid, volume: 150 },
      ],
    });
    expect(over.statusCode).toBe(409);
    expect(message(over)).toBe(TRADING_MSG.resultsExceed(50));
    const above = await kolos.post('/api/v2/offers/result', {
      auctionUuid: a.uuid,
      items: [{ offerUuid: o3.uuid, volume: 101 }],
    });
    expect(above.statusCode).toBe(409);
    expect(message(above)).toBe(TRADING_MSG.resultAboveOffer(100));
    const empty = await kolos.post('/api/v2/offers/result', { auctionUuid: a.uuid, items: [] });
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe(TRADING_MSG.resultsEmpty);
    const res = await kolos.post('/api/v2/offers/result', {
      auctionUuid: a.uuid,
      items: [
        { offerUuid: o1.uuid, volume: 200 },
        { offerUuid: o2.uuid, volume: 100 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      auctionUuid: a.uuid,
      volume: 300,
      averageLandedPrice: Math.round((200 * 14000 + 100 * 14600) / 300),
    });
    expect(res.json<{ offers: OfferAnswer[] }>().offers.map((o) => [o.uuid, o.acceptedVolume])).toEqual([
      [o1.uuid, 200],
      [o2.uuid, 100],
    ]);
    expect(await auctionOf(kolos, a.uuid)).toMatchObject({
      status: 'AUCTION_COMPLETED',
      acceptedVolume: 300,
    });
    expect((await kolos.get(`/api/offers/get/${o3.uuid}`)).json()).toMatchObject({
      status: 'OFFER_DECLINED',
    });
    expect(
      (await kolos.get(`/api/offers/get/${o2.uuid}`))
        .json<{ history: { changes: string[] }[] }>()
        .history.at(-1)!.changes,
    ).toEqual(['Принятый объём: 0 → 100 т']);
    const again = await kolos.post('/api/v2/offers/result', {
      auctionUuid: a.uuid,
      items: [{ offerUuid: o3.uuid, volume: 10 }],
    });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(TRADING_MSG.resultsNotAllowed);
    // The farmer sees his accepted offer; the auction stays in his list.
    expect((await f[0]!.call.get(`/api/offers/get/${o1.uuid}`)).json()).toMatchObject({
      status: 'OFFER_ACCEPTED',
      acceptedVolume: 200,
    });
    expect(
      (
        await agro.post('/api/v2/offers/result', {
          auctionUuid: a.uuid,
          items: [{ offerUuid: o3.uuid, volume: 10 }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('results need an active offer of this auction (409)', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const b = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(b));
    const res = await kolos.post('/api/v2/offers/result', {
      auctionUuid: a.uuid,
      items: [{ offerUuid: o.uuid, volume: 10 }],
    });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(TRADING_MSG.resultOfferNotActive);
  });
});

describe('POST /offers: a phone deal, and PATCH /offers/rebindable', () => {
  it('the trader enters an offer for a farmer company; then moves it to a replacing auction', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const res = await kolos.post('/api/offers', { ...offerBody(a), farmerCompanyUuid: farmer.companyUuid });
    expect(res.statusCode).toBe(200);
    const o = res.json<OfferAnswer>();
    expect(o).toMatchObject({ farmerCompanyUuid: farmer.companyUuid, status: 'OFFER_ACTIVE' });
    expect(
      (await kolos.post('/api/offers', { ...offerBody(a), farmerCompanyUuid: DEMO.companies.agroCenter }))
        .statusCode,
    ).toBe(404);
    const b = await createAuction(kolos, await auctionBody(t));
    const moved = await patch(t, kolos, '/api/offers/rebindable', { offerUuid: o.uuid, auctionUuid: b.uuid });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ auctionUuid: b.uuid });
    expect(await auctionOf(kolos, a.uuid)).toMatchObject({ offersCount: 0, offeredVolume: 0 });
    expect(await auctionOf(kolos, b.uuid)).toMatchObject({ offersCount: 1, offeredVolume: 100 });
    const don = await createAuction(
      kolos,
      await auctionBody(t, { regionUuid: REGIONS.don, locationUuids: [POINTS.salsk] }),
    );
    const refused = await patch(t, kolos, '/api/offers/rebindable', {
      offerUuid: o.uuid,
      auctionUuid: don.uuid,
    });
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(TRADING_MSG.rebindRefused);
  });
});

describe('anti-sniping (issue 15 point 6)', () => {
  it('an offer in the last 5 minutes moves the end 5 minutes later; earlier it does not', async () => {
    const farmer = await newFarmer(t);
    const other = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const end = minutesFromNow(3);
    end.setUTCSeconds(0, 0);
    await setTimes(t, a.uuid, minutesFromNow(-60), end);
    await makeOffer(farmer.call, offerBody(a));
    expect((await auctionOf(kolos, a.uuid)).endAt).toBe(
      formatUtcDateTime(new Date(end.getTime() + 5 * 60_000)),
    );
    const far = minutesFromNow(60);
    far.setUTCSeconds(0, 0);
    await setTimes(t, a.uuid, minutesFromNow(-60), far);
    await makeOffer(other.call, offerBody(a));
    expect((await auctionOf(kolos, a.uuid)).endAt).toBe(formatUtcDateTime(far));
  });
});
