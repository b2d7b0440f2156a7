import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { PRICE_BOARD_LIMITS, type PriceBoardReply, type PriceBoardRow } from '@kolos/domain/prices';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { client, type Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  cultureUuid,
  demoPurchaser,
  minutesFromNow,
  newFarmer,
  POINTS,
  REGIONS,
  shippingPointBeside,
  userWith,
  type AuctionAnswer,
} from '../../../test/trading';
import { newId } from '../../platform/ids';
import { computeDeliveryPrice } from '../tariffs';

/*
 * Issue 29 point 21, «Цены» (docs/prices.md): the running tenders a farmer may offer on, priced at
 * his farm by the tariffs from his best shipping point, best first. The expected delivery prices
 * are the offers area's quote (what the offer form will show), never worked out here.
 */

let t: TestApp;
let kolos: Client;
let agro: Client;
let wheat: string;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  wheat = await cultureUuid(t, 'wheat-5');
});
afterAll(() => t.close());

const board = async (c: Client, productUuid?: string) => {
  const res = await c.get(`/api/prices/board${productUuid ? `?productUuid=${productUuid}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PriceBoardReply>();
};
const rowsOf = (reply: PriceBoardReply) => reply.crops.flatMap((c) => c.rows);
const rowOf = (reply: PriceBoardReply, auction: AuctionAnswer) =>
  rowsOf(reply).find((r) => r.auctionUuid === auction.uuid);

/**
 * What the offer form is quoted for an FCA offer from this point: the haul the board must show. A
 * CPT-only tender quotes no haul; the tariffs area's delivery price answers for it.
 */
async function quotedHaul(farmer: Client, auction: AuctionAnswer, pointUuid: string, to?: string) {
  if (to) {
    const d = await computeDeliveryPrice(t.app.deps, pointUuid, to);
    return { deliveryPrice: d.price, distance: d.distance, tariffType: d.tariffType };
  }
  const res = await farmer.post('/api/v2/offers/quote', {
    auctionUuid: auction.uuid,
    farmerLocationUuid: pointUuid,
    deliveryType: 'BUYER',
    price: 10_000,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ deliveryPrice: number; distance: number; tariffType: string }>();
}

const isBestFirst = (rows: PriceBoardRow[]) =>
  rows.every((r, i) => {
    const next = rows[i + 1];
    if (!next) return true;
    if (r.netPrice === null) return next.netPrice === null;
    return next.netPrice === null || r.netPrice! >= next.netPrice!;
  });

describe('GET /prices/board (issue 29 point 21)', () => {
  it('prices each tender at his farm: posted price less the haul of the offer form, best first', async () => {
    const farmer = await newFarmer(t);
    const kuban = { productUuid: wheat, comment: 'prices-1' };
    const low = await createAuction(kolos, await auctionBody(t, { ...kuban, price: 15000 }));
    const high = await createAuction(
      kolos,
      await auctionBody(t, { ...kuban, price: 15400, deliveryTypes: ['BUYER'] }),
    );
    const far = await createAuction(
      kolos,
      await auctionBody(t, {
        ...kuban,
        price: 15450,
        locationUuids: [POINTS.yeysk],
        deliveryTypes: ['SELLER'],
      }),
    );
    const reply = await board(farmer.call, wheat);
    expect(reply.noShippingPoint).toBe(false);
    expect(reply.limit).toBe(PRICE_BOARD_LIMITS.perCropOne);
    expect(reply.crops.map((c) => [c.productUuid, c.product])).toEqual([[wheat, 'Пшеница 5 класса']]);
    for (const auction of [low, high, far]) {
      const to = auction === far ? POINTS.yeysk : undefined;
      const haul = await quotedHaul(farmer.call, auction, farmer.pointUuid, to);
      const row = rowOf(reply, auction)!;
      expect(row).toMatchObject({
        number: auction.number,
        purchaser: { uuid: DEMO.companies.kolosYug, name: 'Колос-Юг' },
        price: auction.price,
        deliveryPrice: haul.deliveryPrice,
        netPrice: auction.price! - Math.round(haul.deliveryPrice / 100),
        distance: haul.distance,
        tariffType: 'REGIONAL',
        shippingPoint: { uuid: farmer.pointUuid },
        volume: 1000,
        minLotVolume: 25,
        endAt: auction.endAt,
        offer: { auctionUuid: auction.uuid, farmerLocationUuid: farmer.pointUuid },
      });
    }
    expect(rowOf(reply, low)!.deliveryTypes).toEqual(['BUYER', 'SELLER']);
    expect(rowOf(reply, far)).toMatchObject({
      deliveryTypes: ['SELLER'],
      acceptancePoint: { uuid: POINTS.yeysk },
    });
    // best first by the price at the farm, not by the posted price
    const mine = reply.crops[0]!.rows.filter((r) => [low, high, far].some((a) => a.uuid === r.auctionUuid));
    expect(mine.map((r) => r.netPrice)).toEqual(mine.map((r) => r.netPrice).sort((a, b) => b! - a!));
    expect(isBestFirst(reply.crops[0]!.rows)).toBe(true);
  });

  it('lists only the tenders he may offer on: not another subject, not a planned one, not one he is barred from', async () => {
    const farmer = await newFarmer(t);
    const seen = await createAuction(kolos, await auctionBody(t, { productUuid: wheat }));
    const don = await createAuction(
      kolos,
      await auctionBody(t, { productUuid: wheat, regionUuid: REGIONS.don, locationUuids: [POINTS.salsk] }),
    );
    const planned = await createAuction(
      kolos,
      await auctionBody(t, { productUuid: wheat, startAt: formatUtcDateTime(minutesFromNow(120)) }),
    );
    const barred = await createAuction(kolos, await auctionBody(t, { productUuid: wheat }));
    const deny = await kolos.post('/api/auctions/permissions/deny', {
      auctionUuid: barred.uuid,
      farmerCompanyUuid: farmer.companyUuid,
    });
    expect(deny.statusCode).toBe(200);
    const reply = await board(farmer.call);
    expect(rowOf(reply, seen)).toBeDefined();
    for (const hidden of [don, planned, barred]) expect(rowOf(reply, hidden)).toBeUndefined();
    // the same rule as his tenders list: every row is one GET /auctions/matched answers
    const matched = (await farmer.call.get('/api/auctions/matched'))
      .json<{ uuid: string }[]>()
      .map((a) => a.uuid);
    expect(rowsOf(reply).every((r) => matched.includes(r.auctionUuid))).toBe(true);
  });

  it("prices each purchaser's tender from the point its haul is cheapest from, by that subject's tariff", async () => {
    const farmer = await newFarmer(t);
    const kurskPoint = await shippingPointBeside(t, farmer.companyUuid, POINTS.kursk);
    const theirs = await createAuction(
      agro,
      await auctionBody(t, {
        productUuid: wheat,
        regionUuid: REGIONS.chernozemye,
        locationUuids: [POINTS.kursk],
      }),
    );
    const ours = await createAuction(kolos, await auctionBody(t, { productUuid: wheat }));
    const reply = await board(farmer.call, wheat);
    const kursk = await quotedHaul(farmer.call, theirs, kurskPoint);
    const fromKuban = await quotedHaul(farmer.call, theirs, farmer.pointUuid);
    expect(fromKuban.tariffType).toBe('E2E');
    expect(rowOf(reply, theirs)).toMatchObject({
      purchaser: { uuid: DEMO.companies.agroCenter },
      shippingPoint: { uuid: kurskPoint },
      acceptancePoint: { uuid: POINTS.kursk },
      tariffType: 'REGIONAL',
      deliveryPrice: kursk.deliveryPrice,
      netPrice: theirs.price! - Math.round(kursk.deliveryPrice / 100),
      offer: { farmerLocationUuid: kurskPoint },
    });
    expect(kursk.deliveryPrice).toBeLessThan(fromKuban.deliveryPrice);
    const kuban = await quotedHaul(farmer.call, ours, farmer.pointUuid);
    expect(rowOf(reply, ours)).toMatchObject({
      purchaser: { uuid: DEMO.companies.kolosYug },
      shippingPoint: { uuid: farmer.pointUuid },
      deliveryPrice: kuban.deliveryPrice,
    });
  });

  it('no shipping point: a CPT tender of his card’s subject is listed with no price at the farm', async () => {
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
    const don = { productUuid: wheat, regionUuid: REGIONS.don, locationUuids: [POINTS.salsk] };
    const cpt = await createAuction(kolos, await auctionBody(t, { ...don, deliveryTypes: ['SELLER'] }));
    const fca = await createAuction(kolos, await auctionBody(t, { ...don, deliveryTypes: ['BUYER'] }));
    const reply = await board(farmer, wheat);
    expect(reply.noShippingPoint).toBe(true);
    expect(rowOf(reply, cpt)).toMatchObject({
      price: cpt.price,
      deliveryPrice: null,
      netPrice: null,
      distance: null,
      tariffType: null,
      shippingPoint: null,
      acceptancePoint: { uuid: POINTS.salsk },
      offer: { auctionUuid: cpt.uuid, farmerLocationUuid: null },
    });
    expect(rowOf(reply, fca)).toBeUndefined();
  });

  it('bounds the answer: all crops the best few of each, one crop its ladder; totals say how many', async () => {
    const farmer = await newFarmer(t);
    const corn = await cultureUuid(t, 'rapeseed');
    for (let i = 0; i < PRICE_BOARD_LIMITS.perCropAll + 1; i++) {
      await createAuction(kolos, await auctionBody(t, { productUuid: corn, price: 20000 + i }));
    }
    const all = await board(farmer.call);
    const crop = all.crops.find((c) => c.productUuid === corn)!;
    expect(all.limit).toBe(PRICE_BOARD_LIMITS.perCropAll);
    expect(crop.rows).toHaveLength(PRICE_BOARD_LIMITS.perCropAll);
    expect(crop.total).toBe(PRICE_BOARD_LIMITS.perCropAll + 1);
    expect(
      all.crops.every((c) => c.rows.length <= PRICE_BOARD_LIMITS.perCropAll && isBestFirst(c.rows)),
    ).toBe(true);
    expect(all.crops.map((c) => c.product)).toEqual(
      all.crops.map((c) => c.product).sort((a, b) => a.localeCompare(b, 'ru')),
    );
    const one = await board(farmer.call, corn);
    expect(one.crops).toHaveLength(1);
    expect(one.crops[0]!.rows).toHaveLength(PRICE_BOARD_LIMITS.perCropAll + 1);
    // the highest posted price lost the least to the same haul: it leads
    expect(one.crops[0]!.rows[0]!.price).toBe(20000 + PRICE_BOARD_LIMITS.perCropAll);
  });

  it('hidePrice: no money in the answer, and the order tells none — soonest to close first', async () => {
    const company = await newFarmer(t);
    const observer = await userWith(t, company.companyUuid, 'farmer', [
      { resource: { routeName: 'AuctionsList', params: ['hidePrice'] }, accessRights: ['read'] },
    ]);
    const later = await createAuction(kolos, await auctionBody(t, { productUuid: wheat, price: 30000 }));
    const sooner = await createAuction(
      kolos,
      await auctionBody(t, { productUuid: wheat, price: 100, endAt: formatUtcDateTime(minutesFromNow(90)) }),
    );
    const reply = await board(observer, wheat);
    const rows = rowsOf(reply);
    expect(JSON.stringify(reply)).not.toMatch(/"(price|deliveryPrice|netPrice)"/);
    const order = rows.map((r) => r.auctionUuid).filter((u) => u === later.uuid || u === sooner.uuid);
    expect(order).toEqual([sooner.uuid, later.uuid]);
  });

  it('refuses: no session 401, staff and the admin 403, a farmer without the tenders list 403, a bad crop 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/prices/board' })).statusCode).toBe(401);
    const admin = client(t, await login(t.app, DEMO.phones.admin));
    for (const staff of [kolos, agro, admin])
      expect((await staff.get('/api/prices/board')).statusCode).toBe(403);
    const farmer = await newFarmer(t);
    const offersOnly = await userWith(t, farmer.companyUuid, 'farmer', [policy('Offers', ['read'])]);
    expect((await offersOnly.get('/api/prices/board')).statusCode).toBe(403);
    const bad = await farmer.call.get('/api/prices/board?productUuid=пшеница');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Неверный идентификатор');
    // a crop nobody trades: an empty board, not an error
    expect((await board(farmer.call, newId())).crops).toEqual([]);
  });
});
