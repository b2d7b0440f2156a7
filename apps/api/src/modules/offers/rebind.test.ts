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
  userWith,
} from '../../../test/trading';

/*
 * Issue 28 point 13: GET /offers/rebindable lists the tenders PATCH /offers/rebindable would take
 * the offer to — by the same rule — each with the refusal the move would meet there now.
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

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
interface Targets {
  auctions: { uuid: string; number: number; status: string; refusal: string | null }[];
}
const targets = (c: Client, offerUuid: string) => c.get(`/api/offers/rebindable?offerUuid=${offerUuid}`);

/** A new farmer's offer on a new running tender of «Колос-Юг», and how to make its like. */
async function scene() {
  const farmer = await newFarmer(t);
  const body = (more: Record<string, unknown> = {}) => auctionBody(t, more);
  const source = await createAuction(kolos, await body());
  const offer = await makeOffer(farmer.call, offerBody(source, { volume: 100 }));
  return { farmer, body, source, offer };
}

describe('GET /offers/rebindable: the tenders the rule allows', () => {
  it('lists the running tenders of the same purchaser, crop and territory — with why a move there would fail', async () => {
    const { farmer, body, source, offer } = await scene();
    const open = await createAuction(kolos, await body());
    const small = await createAuction(kolos, await body({ volume: 50, minLotVolume: 25 }));
    const barredThere = await createAuction(kolos, await body());
    await kolos.post('/api/auctions/permissions/deny', {
      auctionUuid: barredThere.uuid,
      farmerCompanyUuid: farmer.companyUuid,
    });
    const taken = await createAuction(kolos, await body());
    await makeOffer(farmer.call, offerBody(taken));
    // Not offered at all: another territory, another crop, one not started.
    const excluded = [
      await createAuction(kolos, await body({ regionUuid: REGIONS.don, locationUuids: [POINTS.salsk] })),
      await createAuction(kolos, await body({ productUuid: await cultureUuid(t, 'sunflower') })),
      await createAuction(kolos, await body({ startAt: formatUtcDateTime(minutesFromNow(120)) })),
    ];

    const res = await targets(kolos, offer.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<Targets>().auctions;
    const byUuid = new Map(listed.map((a) => [a.uuid, a]));
    for (const a of [open, small, barredThere, taken]) expect(byUuid.has(a.uuid)).toBe(true);
    for (const a of [source, ...excluded]) expect(byUuid.has(a.uuid)).toBe(false);
    expect(listed.every((a) => a.status === 'AUCTION_ACTIVE')).toBe(true);
    expect(byUuid.get(open.uuid)).toMatchObject({ status: 'AUCTION_ACTIVE', refusal: null });
    expect(byUuid.get(small.uuid)!.refusal).toBe(TRADING_MSG.volumeAboveAuction(50));
    expect(byUuid.get(barredThere.uuid)!.refusal).toBe(TRADING_MSG.rebindFarmerDenied);
    expect(byUuid.get(taken.uuid)!.refusal).toBe(TRADING_MSG.oneActiveOffer);

    // The move answers what the list said: refused where a refusal was named, done where none was.
    const toSmall = await patch(t, kolos, '/api/offers/rebindable', {
      offerUuid: offer.uuid,
      auctionUuid: small.uuid,
    });
    expect([toSmall.statusCode, message(toSmall)]).toEqual([400, TRADING_MSG.volumeAboveAuction(50)]);
    const toBarred = await patch(t, kolos, '/api/offers/rebindable', {
      offerUuid: offer.uuid,
      auctionUuid: barredThere.uuid,
    });
    expect([toBarred.statusCode, message(toBarred)]).toEqual([409, TRADING_MSG.rebindFarmerDenied]);
    const moved = await patch(t, kolos, '/api/offers/rebindable', {
      offerUuid: offer.uuid,
      auctionUuid: open.uuid,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // From its new tender, the old one is now a target.
    const back = (await targets(kolos, offer.uuid)).json<Targets>().auctions.map((a) => a.uuid);
    expect(back).toContain(source.uuid);
    expect(back).not.toContain(open.uuid);
  });

  it('409 for an offer that cannot move (countered), as the move answers', async () => {
    const { body, offer } = await scene();
    const countered = await kolos.post('/api/v2/counterOffer', {
      offerUuid: offer.uuid,
      price: 14000,
      volume: 100,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const res = await targets(kolos, offer.uuid);
    expect([res.statusCode, message(res)]).toEqual([409, TRADING_MSG.rebindNotActive]);
    const other = await createAuction(kolos, await body());
    const move = await patch(t, kolos, '/api/offers/rebindable', {
      offerUuid: offer.uuid,
      auctionUuid: other.uuid,
    });
    expect([move.statusCode, message(move)]).toEqual([409, TRADING_MSG.rebindNotActive]);
  });

  it('another purchaser’s offer: 404; a farmer, a reader, hideActions: 403; a bad uuid: 400; no session: 401', async () => {
    const { farmer, offer } = await scene();
    const other = await targets(agro, offer.uuid);
    expect([other.statusCode, message(other)]).toEqual([404, TRADING_MSG.offerNotFound]);
    expect((await targets(farmer.call, offer.uuid)).statusCode).toBe(403);
    const reader = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('AuctionsList', ['read']),
      policy('Offers', ['read']),
    ]);
    expect((await targets(reader, offer.uuid)).statusCode).toBe(403);
    const observer = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      { resource: { routeName: 'AuctionsList', params: ['hideActions'] }, accessRights: ['read'] },
      policy('Auction', ['update']),
    ]);
    expect((await targets(observer, offer.uuid)).statusCode).toBe(403);
    const bad = await targets(kolos, 'x');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toMatch(/[А-Яа-я]/);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/offers/rebindable?offerUuid=${offer.uuid}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
