import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADING_MSG } from '@kolos/domain/trading';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  type AuctionAnswer,
} from '../../../test/trading';

/*
 * Issue 28 point 19: "an offer on a tender that allows one delivery type takes that type when the
 * body omits it; it is required only where the tender allows both" — on every offer write (the
 * farmer's POST and PUT, the trader's phone deal) and on the quote the form asks for.
 */
let t: TestApp;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
});
afterAll(() => t.close());

/** An offer body without a delivery type. */
const untyped = (a: AuctionAnswer, patch: Record<string, unknown> = {}) => {
  const { deliveryType: _none, ...body } = offerBody(a, patch);
  return body;
};
const tender = async (deliveryTypes: string[]) =>
  createAuction(kolos, await auctionBody(t, { deliveryTypes }));

describe('an offer without a delivery type (issue 28 point 19)', () => {
  it('a CPT-only tender: POST /v2/offers takes CPT', async () => {
    const farmer = await newFarmer(t);
    const a = await tender(['SELLER']);
    const res = await farmer.call.post('/api/v2/offers', untyped(a));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deliveryType: 'SELLER', landedPrice: 14500 });
  });

  it('an FCA-only tender: the offer takes FCA and is priced from his point; null counts as omitted', async () => {
    const farmer = await newFarmer(t);
    const a = await tender(['BUYER']);
    const res = await farmer.call.post('/api/v2/offers', {
      ...untyped(a, { farmerLocationUuid: farmer.pointUuid }),
      deliveryType: null,
    });
    expect(res.statusCode).toBe(200);
    const o = res.json<{ deliveryType: string; deliveryPrice: number }>();
    expect(o.deliveryType).toBe('BUYER');
    expect(o.deliveryPrice).toBeGreaterThan(0);
  });

  it('an FCA-only tender still needs his shipping point (400 on the point, not on the type)', async () => {
    const farmer = await newFarmer(t);
    const a = await tender(['BUYER']);
    const res = await farmer.call.post('/api/v2/offers', untyped(a));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Заполните поле',
      detail: [{ field: 'farmerLocationUuid', message: 'Заполните поле' }],
    });
  });

  it('a tender with both types: omitted answers 400 in Russian, naming the field; nothing is stored', async () => {
    const farmer = await newFarmer(t);
    const a = await tender(['BUYER', 'SELLER']);
    const res = await farmer.call.post('/api/v2/offers', untyped(a));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: TRADING_MSG.deliveryTypeChoose,
      detail: [{ field: 'deliveryType', message: TRADING_MSG.deliveryTypeChoose }],
    });
    const stored = await t.db.selectFrom('offers').select('uuid').where('auctionUuid', '=', a.uuid).execute();
    expect(stored).toEqual([]);
    // Named, it is taken as before.
    expect((await makeOffer(farmer.call, offerBody(a))).status).toBe('OFFER_ACTIVE');
  });

  it('a type the tender does not allow is still refused when named', async () => {
    const farmer = await newFarmer(t);
    const a = await tender(['SELLER']);
    const res = await farmer.call.post('/api/v2/offers', offerBody(a, { deliveryType: 'BUYER' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: TRADING_MSG.deliveryTypeNotAllowed });
  });

  it('PUT /v2/offers: omitted on a one-type tender keeps it; on a two-type tender 400', async () => {
    const farmer = await newFarmer(t);
    const one = await tender(['SELLER']);
    const o = await makeOffer(farmer.call, untyped(one));
    const res = await farmer.call.put('/api/v2/offers', { ...untyped(one, { volume: 150 }), uuid: o.uuid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deliveryType: 'SELLER', volume: 150 });

    const both = await tender(['BUYER', 'SELLER']);
    const p = await makeOffer(farmer.call, offerBody(both));
    const refused = await farmer.call.put('/api/v2/offers', { ...untyped(both), uuid: p.uuid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: TRADING_MSG.deliveryTypeChoose });
  });

  it('POST /offers (a phone deal): the same rule', async () => {
    const farmer = await newFarmer(t);
    const one = await tender(['SELLER']);
    const res = await kolos.post('/api/offers', { ...untyped(one), farmerCompanyUuid: farmer.companyUuid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deliveryType: 'SELLER' });
    const both = await tender(['BUYER', 'SELLER']);
    const refused = await kolos.post('/api/offers', {
      ...untyped(both),
      farmerCompanyUuid: farmer.companyUuid,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: TRADING_MSG.deliveryTypeChoose });
  });

  it('POST /v2/offers/quote: priced with the only type; asks for it where both are allowed', async () => {
    const farmer = await newFarmer(t);
    const one = await tender(['BUYER']);
    const res = await farmer.call.post('/api/v2/offers/quote', {
      auctionUuid: one.uuid,
      farmerLocationUuid: farmer.pointUuid,
      price: 14500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ deliveryPrice: number }>().deliveryPrice).toBeGreaterThan(0);
    const both = await tender(['BUYER', 'SELLER']);
    const refused = await farmer.call.post('/api/v2/offers/quote', { auctionUuid: both.uuid, price: 14500 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: TRADING_MSG.deliveryTypeChoose });
  });
});
