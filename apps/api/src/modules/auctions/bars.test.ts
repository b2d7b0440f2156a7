import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADING_MSG } from '@kolos/domain/trading';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { demoCallers, type Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  userWith,
  type AuctionAnswer,
} from '../../../test/trading';

/* Issue 28 point 12: the bars of a tender on screen, lifted with a reason kept in the history. */

let t: TestApp;
let kolos: Client;
let agro: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  admin = (await demoCallers(t)).admin;
});
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

interface Permissions {
  denied: { farmerCompanyUuid: string }[];
  history: {
    farmerCompanyUuid: string;
    farmerCompany: { name: string };
    denied: boolean;
    reason: string | null;
    author: string | null;
  }[];
}

/** A running tender of «Колос-Юг» and a new farmer barred from it. */
async function barred() {
  const farmer = await newFarmer(t);
  const a = await createAuction(kolos, await auctionBody(t));
  await makeOffer(farmer.call, offerBody(a));
  const res = await kolos.post('/api/auctions/permissions/deny', {
    auctionUuid: a.uuid,
    farmerCompanyUuid: farmer.companyUuid,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { farmer, a };
}
const lift = (
  c: Client,
  a: AuctionAnswer,
  farmerCompanyUuid: string,
  reason: unknown = 'Договорились по телефону',
) => c.post('/api/auctions/permissions/allow', { auctionUuid: a.uuid, farmerCompanyUuid, reason });

describe('POST /auctions/permissions/allow: a bar lifted with its reason', () => {
  it('the list names the bar, the lift removes it, the history keeps who, when and why; he may offer again', async () => {
    const { farmer, a } = await barred();
    const before = (
      await kolos.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`)
    ).json<Permissions>();
    expect(before.denied.map((d) => d.farmerCompanyUuid)).toEqual([farmer.companyUuid]);
    expect(before.history).toMatchObject([
      {
        farmerCompanyUuid: farmer.companyUuid,
        farmerCompany: { name: farmer.name },
        denied: true,
        reason: null,
      },
    ]);
    expect(before.history[0]!.author).toBeTruthy();

    const res = await lift(kolos, a, farmer.companyUuid, '  Ошибочно закрыли  ');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Permissions>();
    expect(after.denied).toEqual([]);
    expect(after.history.map((h) => [h.denied, h.reason])).toEqual([
      [true, null],
      [false, 'Ошибочно закрыли'],
    ]);
    expect(after.history[1]!.author).toBe(before.history[0]!.author);

    // He matches the tender again and may make a new offer (the declined one stays declined).
    const matched = (await farmer.call.get('/api/auctions/matched')).json<AuctionAnswer[]>();
    expect(matched.map((m) => m.uuid)).toContain(a.uuid);
    expect((await farmer.call.post('/api/v2/offers', offerBody(a))).statusCode).toBe(200);

    // The audit log has both moves, the lift with its reason.
    const audit = (await admin.get(`/api/audit?targetUuid=${a.uuid}&action=auction.allow`)).json<{
      items: { detail: Record<string, unknown> }[];
    }>();
    expect(audit.items.map((i) => i.detail)).toEqual([
      { farmerCompanyUuid: farmer.companyUuid, reason: 'Ошибочно закрыли' },
    ]);
  });

  it.each([
    ['no reason', undefined],
    ['a blank reason', '   '],
  ])('400 for %s, in Russian; the bar stays', async (_name, reason) => {
    const { farmer, a } = await barred();
    const res = await kolos.post('/api/auctions/permissions/allow', {
      auctionUuid: a.uuid,
      farmerCompanyUuid: farmer.companyUuid,
      ...(reason === undefined ? {} : { reason }),
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(TRADING_MSG.liftReasonRequired);
    const list = (
      await kolos.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`)
    ).json<Permissions>();
    expect(list.denied).toHaveLength(1);
  });

  it('409 for a company not barred there (and for a second lift)', async () => {
    const { farmer, a } = await barred();
    expect((await lift(kolos, a, farmer.companyUuid)).statusCode).toBe(200);
    const again = await lift(kolos, a, farmer.companyUuid);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(TRADING_MSG.notDenied);
  });

  it('another purchaser’s tender: 404 for the list and the lift, and nothing changes', async () => {
    const { farmer, a } = await barred();
    const list = await agro.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`);
    expect(list.statusCode).toBe(404);
    expect(message(list)).toBe(TRADING_MSG.auctionNotFound);
    const res = await lift(agro, a, farmer.companyUuid);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(TRADING_MSG.auctionNotFound);
    const still = (
      await kolos.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`)
    ).json<Permissions>();
    expect(still.denied).toHaveLength(1);
  });

  it('a farmer: 404 for the list (not his tender to manage), 403 for the lift', async () => {
    const { farmer, a } = await barred();
    const other = await newFarmer(t);
    expect((await other.call.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`)).statusCode).toBe(
      404,
    );
    expect((await lift(farmer.call, a, farmer.companyUuid)).statusCode).toBe(403);
  });

  it('403 without Auction update, and with hideActions; 401 without a session', async () => {
    const { farmer, a } = await barred();
    const reader = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('AuctionsList', ['read']),
    ]);
    expect((await reader.get(`/api/auctions/permissions/list?auctionUuid=${a.uuid}`)).statusCode).toBe(200);
    expect((await lift(reader, a, farmer.companyUuid)).statusCode).toBe(403);
    const observer = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      { resource: { routeName: 'AuctionsList', params: ['hideActions'] }, accessRights: ['read'] },
      policy('Auction', ['update']),
    ]);
    expect((await lift(observer, a, farmer.companyUuid)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auctions/permissions/allow',
      payload: { auctionUuid: a.uuid, farmerCompanyUuid: farmer.companyUuid, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('409 on a canceled tender, for a lift and for a new bar', async () => {
    const { farmer, a } = await barred();
    expect((await kolos.del(`/api/v2/auctions/${a.uuid}`)).statusCode).toBe(200);
    const res = await lift(kolos, a, farmer.companyUuid);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(TRADING_MSG.closedAuction);
    const other = await newFarmer(t);
    const bar = await kolos.post('/api/auctions/permissions/deny', {
      auctionUuid: a.uuid,
      farmerCompanyUuid: other.companyUuid,
    });
    expect(bar.statusCode).toBe(409);
    expect(message(bar)).toBe(TRADING_MSG.closedAuction);
  });
});
