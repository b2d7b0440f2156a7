import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADING_MSG } from '@kolos/domain/trading';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  POINTS,
  REGIONS,
  userWith,
} from '../../../test/trading';

/*
 * Issue 15 point 8: "the farmer's offer form ... with the landed price he competes on shown to him
 * as the price at his farm". POST /v2/offers/quote answers before he sends what the write will store.
 */
let t: TestApp;
let kolos: Client;
let agro: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
});
afterAll(() => t.close());

const quote = (c: Client, body: Record<string, unknown>) => c.post('/api/v2/offers/quote', body);

describe('POST /v2/offers/quote', () => {
  it('FCA: the haul from his point to the cheapest acceptance point, exactly what the offer then stores', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const res = await quote(farmer.call, {
      auctionUuid: a.uuid,
      farmerLocationUuid: farmer.pointUuid,
      deliveryType: 'BUYER',
      price: 14500,
    });
    expect(res.statusCode).toBe(200);
    const q = res.json<Record<string, number | string | null>>();
    expect(q).toMatchObject({ acceptanceLocationUuid: POINTS.tikhoretsk, tariffType: 'REGIONAL' });
    expect(q.deliveryPrice).toBeGreaterThan(0);
    expect(q.distance).toBeGreaterThan(0);
    expect(q.landedPrice).toBe(14500 + Math.round((q.deliveryPrice as number) / 100));
    const o = await makeOffer(
      farmer.call,
      offerBody(a, { deliveryType: 'BUYER', farmerLocationUuid: farmer.pointUuid }),
    );
    expect({ landedPrice: o.landedPrice, deliveryPrice: o.deliveryPrice, premium: o.premium }).toEqual({
      landedPrice: q.landedPrice,
      deliveryPrice: q.deliveryPrice,
      premium: q.premium,
    });
  });

  it('CPT: the landed price is his price, no haul', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const res = await quote(farmer.call, { auctionUuid: a.uuid, deliveryType: 'SELLER', price: 14200 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deliveryPrice: null,
      distance: null,
      tariffType: null,
      acceptanceLocationUuid: null,
      landedPrice: 14200,
      premium: null,
    });
  });

  it('a trader quotes a phone deal for a farmer company he names', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const body = {
      auctionUuid: a.uuid,
      farmerLocationUuid: farmer.pointUuid,
      deliveryType: 'BUYER',
      price: 14500,
    };
    const res = await quote(kolos, { ...body, farmerCompanyUuid: farmer.companyUuid });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ landedPrice: number }>().landedPrice).toBeGreaterThan(14500);
    // His point is not another farmer's.
    const other = await newFarmer(t);
    const wrong = await quote(kolos, { ...body, farmerCompanyUuid: other.companyUuid });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(TRADING_MSG.shippingPointNotOwn);
  });

  it('an auction the farmer does not match (another subject), or another purchaser’s, answers 404', async () => {
    const farmer = await newFarmer(t);
    const elsewhere = await createAuction(
      agro,
      await auctionBody(t, { regionUuid: REGIONS.chernozemye, locationUuids: [POINTS.kursk] }),
    );
    const res = await quote(farmer.call, {
      auctionUuid: elsewhere.uuid,
      deliveryType: 'SELLER',
      price: 14000,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(TRADING_MSG.auctionNotFound);
    const theirs = await quote(kolos, { auctionUuid: elsewhere.uuid, deliveryType: 'SELLER', price: 14000 });
    expect(theirs.statusCode).toBe(404);
  });

  it('a bad body answers 400 with the field messages', async () => {
    const farmer = await newFarmer(t);
    const res = await quote(farmer.call, { auctionUuid: 'x', deliveryType: 'BUYER', price: 0 });
    expect(res.statusCode).toBe(400);
    const a = await createAuction(kolos, await auctionBody(t));
    const noPoint = await quote(farmer.call, { auctionUuid: a.uuid, deliveryType: 'BUYER', price: 14000 });
    expect(noPoint.statusCode).toBe(400);
    expect(noPoint.json<{ message: string }>().message).toBe('Заполните поле');
  });

  it('hidePrice: no price field in the answer', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const restricted = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      { resource: { routeName: 'AuctionsList', params: ['hidePrice'] }, accessRights: ['read'] },
      policy('Offer', ['update']),
    ]);
    const res = await quote(restricted, {
      auctionUuid: a.uuid,
      farmerCompanyUuid: farmer.companyUuid,
      farmerLocationUuid: farmer.pointUuid,
      deliveryType: 'BUYER',
      price: 14500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"(deliveryPrice|landedPrice|premium)"/);
    expect(res.json()).toMatchObject({ acceptanceLocationUuid: POINTS.tikhoretsk });
  });
});
