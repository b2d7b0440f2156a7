import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import type { MonitoringReply } from '@kolos/domain/monitoring';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import type { Policy } from '@kolos/domain';
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
  POINTS,
  rassvetFarmer,
  REGIONS,
  setTimes,
  userWith,
  type AuctionAnswer,
} from '../../../test/trading';

let t: TestApp;
let kolos: Client;
let agro: Client;
/** Four auctions of «Колос-Юг» at Тихорецкий элеватор, one of «Агро-Центр». */
let soon: AuctionAnswer; // running, ends in 2 hours, no offers
let busy: AuctionAnswer; // running, a day left, two offers (400 of 1000 t)
let ended: AuctionAnswer; // finished, one offer accepted in the results → a deal
let planned: AuctionAnswer; // starts tomorrow: not on the board
let theirs: AuctionAnswer;
/** Wheat at Тихорецкий элеватор: only this file's auctions (the seeded corn tender runs there too). */
let AT_TIKHORETSK = '';
const policy = (routeName: string, accessRights: Policy['accessRights'], params: string[] = []): Policy => ({
  resource: { routeName, params },
  accessRights,
});

beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  AT_TIKHORETSK = `locationUuid=${POINTS.tikhoretsk}&productUuid=${await cultureUuid(t)}`;
  soon = await createAuction(kolos, await auctionBody(t, { endAt: formatUtcDateTime(minutesFromNow(120)) }));
  busy = await createAuction(kolos, await auctionBody(t));
  ended = await createAuction(kolos, await auctionBody(t, { volume: 500 }));
  planned = await createAuction(
    kolos,
    await auctionBody(t, {
      startAt: formatUtcDateTime(minutesFromNow(24 * 60)),
      endAt: formatUtcDateTime(minutesFromNow(48 * 60)),
    }),
  );
  theirs = await createAuction(
    agro,
    await auctionBody(t, { regionUuid: REGIONS.chernozemye, locationUuids: [POINTS.kursk] }),
  );
  const [one, two] = [await newFarmer(t), await newFarmer(t)];
  await makeOffer(one.call, offerBody(busy, { volume: 100, price: 14500 }));
  await makeOffer(two.call, offerBody(busy, { volume: 300, price: 14000 }));
  const won = await makeOffer(one.call, offerBody(ended, { volume: 200, price: 13900 }));
  await setTimes(t, ended.uuid, minutesFromNow(-48 * 60), minutesFromNow(-60));
  const results = await kolos.post('/api/v2/offers/result', {
    auctionUuid: ended.uuid,
    items: [{ offerUuid: won.uuid, volume: 150 }],
  });
  expect(results.statusCode).toBe(200);
  // completed now: a second finished auction, awaiting results, stays on the board
  await setTimes(t, soon.uuid, minutesFromNow(-24 * 60), minutesFromNow(120));
});
afterAll(() => t.close());

const board = async (c: Client, query = '') => {
  const res = await c.get(`/api/monitoring?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { reply: res.json<MonitoringReply>(), body: res.body };
};
const uuids = (reply: MonitoringReply) => reply.rows.map((r) => r.uuid);

describe('GET /monitoring (issue 16 point 3)', () => {
  it('one row per running or awaiting-results auction of the company, with its counts and prices', async () => {
    const { reply } = await board(kolos, AT_TIKHORETSK);
    expect(uuids(reply)).toEqual([soon.uuid, busy.uuid]);
    expect(reply.totalCount).toBe(2);
    expect(reply.actions).toBe(true);
    expect(reply.rows[1]).toMatchObject({
      number: busy.number,
      status: 'AUCTION_ACTIVE',
      product: { title: 'Пшеница 3 класса' },
      region: { uuid: REGIONS.kuban, name: 'Кубань' },
      locations: [{ uuid: POINTS.tikhoretsk, name: 'Тихорецкий элеватор' }],
      volume: 1000,
      offeredVolume: 400,
      acceptedVolume: 0,
      offersCount: 2,
      farmersCount: 2,
      bestPrice: 14000,
      averagePrice: 14125,
    });
    const row = reply.rows[1]!;
    expect(new Date(row.endAt).getTime()).toBeGreaterThan(Date.now());
    expect(Date.now() - new Date(row.lastOfferAt!).getTime()).toBeLessThan(120_000);
    expect(Date.now() - new Date(row.changedAt).getTime()).toBeLessThan(120_000);
    expect(reply.rows[0]).toMatchObject({
      offersCount: 0,
      farmersCount: 0,
      bestPrice: null,
      lastOfferAt: null,
    });
    expect(uuids(reply)).not.toContain(planned.uuid);
    expect(uuids(reply)).not.toContain(ended.uuid); // completed: its deal is below instead
  });

  it('a finished auction awaiting results is on the board as finished', async () => {
    await setTimes(t, soon.uuid, minutesFromNow(-24 * 60), minutesFromNow(-5));
    try {
      const { reply } = await board(kolos, AT_TIKHORETSK);
      expect(reply.rows.map((r) => [r.uuid, r.status])).toEqual([
        [busy.uuid, 'AUCTION_ACTIVE'],
        [soon.uuid, 'AUCTION_FINISHED'],
      ]);
    } finally {
      await setTimes(t, soon.uuid, minutesFromNow(-24 * 60), minutesFromNow(120));
    }
  });

  it('sorts by time left (soonest end first) or by coverage (least covered first)', async () => {
    expect(uuids((await board(kolos, `${AT_TIKHORETSK}&sort=timeLeft`)).reply)).toEqual([
      soon.uuid,
      busy.uuid,
    ]);
    await t.db.updateTable('auctions').set({ offeredVolume: 900 }).where('uuid', '=', soon.uuid).execute();
    try {
      expect(uuids((await board(kolos, `${AT_TIKHORETSK}&sort=coverage`)).reply)).toEqual([
        busy.uuid,
        soon.uuid,
      ]);
    } finally {
      await t.db.updateTable('auctions').set({ offeredVolume: 0 }).where('uuid', '=', soon.uuid).execute();
    }
    expect(uuids((await board(kolos, `${AT_TIKHORETSK}&sort=coverage`)).reply)).toEqual([
      soon.uuid,
      busy.uuid,
    ]);
  });

  it('filters by territory, point and crop under the auctions list names; pages with the total', async () => {
    const all = (await board(kolos)).reply;
    expect(uuids(all)).toEqual(expect.arrayContaining([soon.uuid, busy.uuid]));
    const don = (await board(kolos, `regionUuid=${REGIONS.don}`)).reply;
    expect(don.rows.every((r) => r.region.uuid === REGIONS.don)).toBe(true);
    expect(uuids(don)).not.toContain(busy.uuid);
    const barley = await cultureUuid(t, 'barley-feed');
    const none = (await board(kolos, `locationUuid=${POINTS.tikhoretsk}&productUuid=${barley}`)).reply;
    expect(none.rows).toEqual([]);
    const page = (await board(kolos, `${AT_TIKHORETSK}&limit=1&offset=1`)).reply;
    expect(uuids(page)).toEqual([busy.uuid]);
    expect(page.totalCount).toBe(2);
    const bad = await kolos.get('/api/monitoring?sort=price&limit=500');
    expect(bad.statusCode).toBe(400);
  });

  it("company scoping: another company's auctions never; an admin sees all", async () => {
    const mine = (await board(kolos)).reply;
    expect(uuids(mine)).not.toContain(theirs.uuid);
    const other = (await board(agro)).reply;
    expect(uuids(other)).toContain(theirs.uuid);
    expect(uuids(other)).not.toContain(busy.uuid);
    expect(other.deals.some((d) => d.uuid === ended.uuid)).toBe(false);
    const admin = await demoPurchaserAdmin();
    const everything = (await board(admin)).reply;
    expect(uuids(everything)).toEqual(expect.arrayContaining([theirs.uuid, busy.uuid]));
  });

  it('deals of the last 7 days: the accepted offer with its volume and landed price; contracts confirmed', async () => {
    const contract = await t.db
      .selectFrom('contracts')
      .select(['uuid', 'quantity', 'price'])
      .where('aggregatorCompanyUuid', '=', DEMO.companies.kolosYug)
      .orderBy('uuid')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('contracts')
      .set({ status: 'CONTRACT_CONFIRMED', confirmedAt: new Date() })
      .where('uuid', '=', contract.uuid)
      .execute();
    const { reply } = await board(kolos);
    const offer = reply.deals.find((d) => d.kind === 'offer' && d.auctionNumber === ended.number);
    expect(offer).toMatchObject({
      volume: 150,
      price: 13900,
      product: { title: 'Пшеница 3 класса' },
      link: null,
    });
    expect(reply.deals).toContainEqual(
      expect.objectContaining({
        kind: 'contract',
        uuid: contract.uuid,
        volume: contract.quantity,
        price: contract.price,
      }),
    );
    expect(reply.dealsCount).toBeGreaterThanOrEqual(2);
    // another purchaser never sees them
    const theirDeals = (await board(agro)).reply.deals.map((d) => d.uuid);
    expect(theirDeals).not.toContain(contract.uuid);
    expect(theirDeals).not.toContain(offer!.uuid);
    // Older than 7 days: gone.
    await t.db
      .updateTable('contracts')
      .set({ confirmedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where('uuid', '=', contract.uuid)
      .execute();
    expect((await board(kolos)).reply.deals.some((d) => d.uuid === contract.uuid)).toBe(false);
  });

  it('ShowEditContract: a deal links to its edit form', async () => {
    const editor = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('Monitoring', ['*']),
      policy('Contract', ['update'], ['ShowEditContract']),
    ]);
    const offer = (await board(editor)).reply.deals.find((d) => d.auctionNumber === ended.number)!;
    expect(offer.link).toEqual({ route: 'Offer', uuid: offer.uuid });
  });

  it('hidePrice: no price in the JSON; hideActions: no actions', async () => {
    const restricted = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('Monitoring', ['read'], ['hideActions', 'hidePrice']),
    ]);
    const { reply, body } = await board(restricted, '');
    expect(uuids(reply)).toEqual(expect.arrayContaining([soon.uuid, busy.uuid]));
    expect(reply.deals.length).toBeGreaterThan(0);
    expect(reply.actions).toBe(false);
    expect(body).not.toMatch(/"(bestPrice|averagePrice|price)"/);
    expect(reply.rows.find((r) => r.uuid === busy.uuid)).toMatchObject({
      offeredVolume: 400,
      farmersCount: 2,
    });
  });

  it('refuses a farmer (403), a user without the Monitoring policy (403) and a guest (401)', async () => {
    const farmer = await rassvetFarmer(t);
    expect((await farmer.get('/api/monitoring')).statusCode).toBe(403);
    const noRight = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('AuctionsList', ['read']),
    ]);
    expect((await noRight.get('/api/monitoring')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitoring' })).statusCode).toBe(401);
  });
});

async function demoPurchaserAdmin() {
  const { client } = await import('../../../test/staff');
  const { login } = await import('../../../test/harness');
  return client(t, await login(t.app, DEMO.phones.admin));
}
