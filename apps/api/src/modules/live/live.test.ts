import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb, type Database } from '../../db/client';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { openStream as open, type Stream } from '../../../test/live-stream';
import { ranAll } from '../../platform/jobs/testing';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  POINTS,
  setTimes,
  userWith,
} from '../../../test/trading';
import { TRADING_DEMO } from '../../seed/demo-ids';
import { publishEvent, publishEvents } from '../../platform/events';
import { newId } from '../../platform/ids';

/*
 * GET /api/events (issue 16 point 2, ADR 0067) through a real socket: what each receiver hears,
 * catch-up with Last-Event-ID, a rollback that publishes nothing, shutdown, a second process.
 */

let t: TestApp;
let base: string;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  kolos = await demoPurchaser(t);
});
afterAll(() => t.close());

/** Fan-out jobs sent so far (a rolled-back or screen-only event sends none). */
const fanouts = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${t.app.deps.jobs.schema}.job`)}
        where name = 'events.fanout'`.execute(t.db)
    ).rows[0]!.n,
  );

const ofAuction = (s: Stream, uuid: string) => s.events.filter((e) => e.auctionUuid === uuid);

describe('GET /api/events: each receiver hears what he may see', () => {
  it('refuses a caller without a session', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it("the owner's trader hears an offer with its prices; a hidePrice user hears it without any", async () => {
    const hidden = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      { resource: { routeName: 'AuctionsList', params: ['hidePrice'] }, accessRights: ['read'] },
    ]);
    const trader = await open(base, kolos.tokens.access_token);
    const restricted = await open(base, hidden.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    const farmer = await newFarmer(t);
    const o = await makeOffer(farmer.call, offerBody(a, { volume: 150 }));
    await eventually(
      () => ofAuction(restricted, a.uuid).length >= 2 && ofAuction(trader, a.uuid).length >= 2,
    );
    const placed = ofAuction(trader, a.uuid).find((e) => e.type === 'offer.placed')!;
    expect(placed).toMatchObject({
      offerUuid: o.uuid,
      farmerCompanyUuid: farmer.companyUuid,
      auctionNumber: a.number,
      fields: { status: 'OFFER_ACTIVE', volume: 150, price: 14500, landedPrice: 14500, offersCount: 1 },
    });
    expect(ofAuction(trader, a.uuid)[0]).toMatchObject({ type: 'auction.created', fields: { price: 15000 } });
    const seen = ofAuction(restricted, a.uuid);
    expect(seen.map((e) => e.type)).toEqual(['auction.created', 'offer.placed']);
    expect(seen[1]!.fields).toMatchObject({ volume: 150, offeredVolume: 150 });
    expect(JSON.stringify(seen)).not.toMatch(/"(price|landedPrice|deliveryPrice|premium)"/);
    trader.close();
    restricted.close();
  });

  it("a farmer hears the auctions he sees and his own offers, never another farmer's offer", async () => {
    const mine = await newFarmer(t);
    const other = await newFarmer(t);
    const stream = await open(base, mine.call.tokens.access_token);
    const agro = await demoPurchaser(t, 'agroCenterSuper');
    const trader = await open(base, agro.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    const theirs = await makeOffer(other.call, offerBody(a));
    const own = await makeOffer(mine.call, offerBody(a, { volume: 200 }));
    await eventually(() => ofAuction(stream, a.uuid).some((e) => e.offerUuid === own.uuid));
    const heard = ofAuction(stream, a.uuid);
    expect(heard.map((e) => e.type)).toEqual(['auction.created', 'offer.placed']);
    expect(heard.some((e) => e.offerUuid === theirs.uuid)).toBe(false);
    expect(stream.text()).not.toContain(other.companyUuid);
    // Another purchaser's trader hears nothing of it.
    expect(ofAuction(trader, a.uuid)).toEqual([]);
    stream.close();
    trader.close();
  });

  it('a rolled-back change publishes nothing and sends no fan-out job', async () => {
    const stream = await open(base, kolos.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    await eventually(() => ofAuction(stream, a.uuid).length === 1);
    const before = await fanouts();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await publishEvent(t.app.deps, trx, {
          type: 'auction.changed',
          auctionUuid: a.uuid,
          ownerCompanyUuid: DEMO.companies.kolosYug,
          auctionNumber: a.number,
          fields: { comment: 'rolled back' },
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    // A later committed event arrives, the rolled-back one never does.
    await createAuction(kolos, await auctionBody(t));
    await eventually(() => stream.events.length >= 2);
    expect(stream.text()).not.toContain('rolled back');
    expect(await fanouts()).toBe(before + 1);
    expect(
      await t.db.selectFrom('liveEvents').select('id').where('auctionUuid', '=', a.uuid).execute(),
    ).toHaveLength(1);
    stream.close();
  });

  it('events of one change go in one statement, in order; a screen-only slot event sends no fan-out job', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    const before = await fanouts();
    const slotUuid = newId();
    const ids = await t.db.transaction().execute((trx) =>
      publishEvents(t.app.deps, trx, [
        {
          type: 'slot.changed',
          slotUuid,
          locationUuid: POINTS.tikhoretsk,
          ownerCompanyUuid: DEMO.companies.kolosYug,
          farmerCompanyUuid: DEMO.companies.rassvet,
          fields: { status: 'SLOT_BOOKED' },
        },
        {
          type: 'auction.changed',
          auctionUuid: a.uuid,
          ownerCompanyUuid: DEMO.companies.kolosYug,
          auctionNumber: a.number,
          fields: { comment: 'batch' },
        },
      ]),
    );
    const rows = await t.db
      .selectFrom('liveEvents')
      .select(['id', 'type'])
      .where('id', 'in', ids.map(Number))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [String(r.id), r.type])).toEqual([
      [ids[0], 'slot.changed'],
      [ids[1], 'auction.changed'],
    ]);
    // the auction's event is fanned out to the areas; the slot's is for the screens only
    expect(await fanouts()).toBe(before + 1);
  });

  it('Last-Event-ID: a reconnect hears what it missed, without the events it had', async () => {
    const first = await open(base, kolos.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    await eventually(() => ofAuction(first, a.uuid).length === 1);
    const last = ofAuction(first, a.uuid)[0]!.id;
    first.close();
    const farmer = await newFarmer(t);
    await makeOffer(farmer.call, offerBody(a));
    const again = await open(base, kolos.tokens.access_token, { 'last-event-id': last });
    expect(again.events.map((e) => e.type)).toEqual(['offer.placed']);
    expect(Number(again.events[0]!.id)).toBeGreaterThan(Number(last));
    again.close();
    // The query parameter does the same.
    const byQuery = await open(base, kolos.tokens.access_token, {}, `?lastEventId=${last}`);
    expect(byQuery.events.map((e) => e.type)).toEqual(['offer.placed']);
    byQuery.close();
  });

  it('auction.finished: the job at the end time tells it once', async () => {
    const stream = await open(base, kolos.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    const end = new Date(Date.now() - 1_000);
    await setTimes(t, a.uuid, new Date(Date.now() - 60_000), end);
    for (let i = 0; i < 2; i++)
      await t.app.deps.jobs.enqueue(t.db, 'auctions.finish', {
        auctionUuid: a.uuid,
        endAt: end.toISOString(),
      });
    await eventually(() => ofAuction(stream, a.uuid).some((e) => e.type === 'auction.finished'), {
      timeoutMs: 15_000,
    });
    // Both jobs have run: the log holds every event they published, and it holds one.
    await ranAll(t.db, t.app.deps.jobs.schema, 'auctions.finish', {
      data: { auctionUuid: a.uuid, endAt: end.toISOString() },
    });
    const logged = await t.db
      .selectFrom('liveEvents')
      .select('id')
      .where('auctionUuid', '=', a.uuid)
      .where('type', '=', 'auction.finished')
      .execute();
    expect(logged).toHaveLength(1);
    const finished = ofAuction(stream, a.uuid).filter((e) => e.type === 'auction.finished');
    expect(finished).toHaveLength(1);
    expect(finished[0]!.fields).toMatchObject({ status: 'AUCTION_FINISHED' });
    stream.close();
  }, 30_000);
});

describe('every trading change publishes its event (issue 16 point 2)', () => {
  const typesOf = async (auctionUuid: string) =>
    (
      await t.db
        .selectFrom('liveEvents')
        .select(['type', 'fields'])
        .where('auctionUuid', '=', auctionUuid)
        .orderBy('id')
        .execute()
    ).map((e) => e.type);

  it('an offer in the last minutes extends the end; counter, answer and results follow', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    await setTimes(t, a.uuid, new Date(Date.now() - 60_000), new Date(Date.now() + 120_000));
    const farmer = await newFarmer(t);
    const o = await makeOffer(farmer.call, offerBody(a));
    const countered = await kolos.post('/api/v2/counterOffer', {
      offerUuid: o.uuid,
      price: 14000,
      volume: 100,
    });
    expect(countered.statusCode).toBe(200);
    const counterUuid = countered.json<{ counterOffer: { uuid: string } }>().counterOffer.uuid;
    expect(
      (await farmer.call.put('/api/v2/counterOffer', { uuid: counterUuid, status: 'ACCEPTED' })).statusCode,
    ).toBe(200);
    const results = await kolos.post('/api/v2/offers/result', {
      auctionUuid: a.uuid,
      items: [{ offerUuid: o.uuid, volume: 100 }],
    });
    expect(results.statusCode).toBe(200);
    expect(await typesOf(a.uuid)).toEqual([
      'auction.created',
      'offer.placed',
      'auction.extended',
      'offer.countered',
      'offer.counter-accepted',
      'offer.accepted',
      'auction.results',
    ]);
    const countedEvent = await t.db
      .selectFrom('liveEvents')
      .select('fields')
      .where('auctionUuid', '=', a.uuid)
      .where('type', '=', 'offer.countered')
      .executeTakeFirstOrThrow();
    expect(countedEvent.fields).toMatchObject({ status: 'OFFER_COUNTERED', counterPrice: 14000 });
  });

  it('withdrawing, editing and canceling are told too; a cancel declines the live offers', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    const first = await newFarmer(t);
    const second = await newFarmer(t);
    const o1 = await makeOffer(first.call, offerBody(a));
    await makeOffer(second.call, offerBody(a));
    expect(
      (await first.call.put('/api/v2/offers', { ...offerBody(a, { volume: 300 }), uuid: o1.uuid }))
        .statusCode,
    ).toBe(200);
    expect((await first.call.del(`/api/offers/${o1.uuid}`)).statusCode).toBe(200);
    expect((await kolos.put(`/api/auctions/${a.uuid}`, { comment: 'Новый комментарий' })).statusCode).toBe(
      200,
    );
    expect((await kolos.del(`/api/v2/auctions/${a.uuid}`)).statusCode).toBe(200);
    expect(await typesOf(a.uuid)).toEqual([
      'auction.created',
      'offer.placed',
      'offer.placed',
      'offer.changed',
      'offer.withdrawn',
      'auction.changed',
      'offer.declined',
      'auction.canceled',
    ]);
  });
});

/** Whether a stream ended, seen from the client. */
function watchEnd(stream: Stream) {
  const state = { ended: false };
  void stream.ended.then(() => (state.ended = true));
  return state;
}

/** The user behind a client's session (the token names the session). */
async function userOf(c: Client) {
  const { sid } = JSON.parse(Buffer.from(c.tokens.access_token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  const row = await t.db
    .selectFrom('authSessions')
    .select('userUuid')
    .where('uuid', '=', sid)
    .executeTakeFirstOrThrow();
  return { uuid: row.userUuid };
}

const TRADING_READ = [{ resource: { routeName: 'AuctionsList', params: [] }, accessRights: ['read'] }];

describe('a stream ends with what its session may hear (issue 28 point 2, ADR 0087)', () => {
  it('logout ends the open stream within seconds; the token then answers 401', async () => {
    const user = await userWith(t, DEMO.companies.kolosYug, 'purchaser', TRADING_READ as never);
    const stream = await open(base, user.tokens.access_token);
    const state = watchEnd(stream);
    expect((await user.get('/api/auth/logout')).statusCode).toBe(200);
    await eventually(() => state.ended, { timeoutMs: 3_000 });
    expect(
      (
        await fetch(`${base}/api/events`, {
          headers: { authorization: `Bearer ${user.tokens.access_token}` },
        })
      ).status,
    ).toBe(401);
  });

  it('deactivation ends it, whatever path changed the row', async () => {
    const user = await userWith(t, DEMO.companies.kolosYug, 'purchaser', TRADING_READ as never);
    const me = await userOf(user);
    const stream = await open(base, user.tokens.access_token);
    const state = watchEnd(stream);
    await t.db.updateTable('users').set({ active: false }).where('uuid', '=', me.uuid).execute();
    await eventually(() => state.ended, { timeoutMs: 3_000 });
  });

  it('a role that loses the right or gains hidePrice ends it; a change that alters nothing keeps it', async () => {
    const roleOf = async (c: Client) =>
      (
        await t.db
          .selectFrom('groupRoles')
          .select('roleUuid')
          .where('groupUuid', '=', (await userOf(c)).uuid)
          .executeTakeFirstOrThrow()
      ).roleUuid;
    const setPolicies = (db: typeof t.db, roleUuid: string, policies: unknown) =>
      db
        .updateTable('roles')
        .set({ policies: JSON.stringify(policies) })
        .where('uuid', '=', roleUuid)
        .execute();
    const LOCATIONS = { resource: { routeName: 'Locations', params: [] }, accessRights: ['read'] };
    const newReader = () => userWith(t, DEMO.companies.kolosYug, 'purchaser', TRADING_READ as never);
    const people: Client[] = [await newReader(), await newReader(), await newReader()];
    const streams = await Promise.all(people.map((c) => open(base, c.tokens.access_token)));
    const [keptEnd, pricedEnd, readerEnd] = streams.map(watchEnd);
    const [keptRole, pricedRole, readerRole] = await Promise.all(people.map(roleOf));

    // one commit: another screen's right for the first (he hears the same), hidePrice for the second
    await t.db.transaction().execute(async (trx) => {
      await setPolicies(trx, keptRole!, [...TRADING_READ, LOCATIONS]);
      await setPolicies(trx, pricedRole!, [
        { resource: { routeName: 'AuctionsList', params: ['hidePrice'] }, accessRights: ['read'] },
      ]);
    });
    await eventually(() => pricedEnd!.ended, { timeoutMs: 3_000 });
    expect(keptEnd!.ended).toBe(false);

    await setPolicies(t.db, readerRole!, [LOCATIONS]);
    await eventually(() => readerEnd!.ended, { timeoutMs: 3_000 });
    expect(keptEnd!.ended).toBe(false);
    streams[0]!.close();
  });

  it('a change to another user leaves the stream open', async () => {
    const user = await userWith(t, DEMO.companies.kolosYug, 'purchaser', TRADING_READ as never);
    const other = await userWith(t, DEMO.companies.kolosYug, 'purchaser', TRADING_READ as never);
    const stream = await open(base, user.tokens.access_token);
    const state = watchEnd(stream);
    await other.get('/api/auth/logout');
    const a = await createAuction(kolos, await auctionBody(t));
    await eventually(() => ofAuction(stream, a.uuid).length > 0);
    expect(state.ended).toBe(false);
    stream.close();
  });
});

describe('shutdown', () => {
  it("the server's close ends every open stream cleanly", async () => {
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    const at = await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await open(at, kolos.tokens.access_token);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    await second.close();
    await eventually(() => ended, { timeoutMs: 3_000 });
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two API processes on one PostgreSQL', () => {
  let secondDb: Database;
  let second: FastifyInstance;
  let at: string;
  beforeAll(async () => {
    secondDb = createDb({ databaseUrl: t.databaseUrl, poolSize: 4 });
    second = await buildApp({
      config: t.config,
      db: secondDb,
      logger: false,
      jobsSchema: t.app.deps.jobs.schema,
    });
    at = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await secondDb.destroy();
  });

  it('an offer made through the first reaches a stream of the second within a second', async () => {
    const stream = await open(at, kolos.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    const farmer = await newFarmer(t);
    const o = await makeOffer(farmer.call, offerBody(a));
    const sent = Date.now();
    await eventually(() => ofAuction(stream, a.uuid).some((e) => e.offerUuid === o.uuid), {
      timeoutMs: 1_000,
    });
    expect(Date.now() - sent).toBeLessThan(1_000);
    stream.close();
  });

  it("a logout through the first ends the session's stream on the second within seconds", async () => {
    const user = await userWith(t, DEMO.companies.kolosYug, 'purchaser', TRADING_READ as never);
    const stream = await open(at, user.tokens.access_token);
    const state = watchEnd(stream);
    expect((await user.get('/api/auth/logout')).statusCode).toBe(200);
    await eventually(() => state.ended, { timeoutMs: 3_000 });
  });

  it('an event whose transaction commits after a later one still arrives (ids commit out of order)', async () => {
    const stream = await open(base, kolos.tokens.access_token);
    const a = await createAuction(kolos, await auctionBody(t));
    const body = (comment: string) => ({
      type: 'auction.changed' as const,
      auctionUuid: a.uuid,
      ownerCompanyUuid: DEMO.companies.kolosYug,
      auctionNumber: a.number,
      fields: { comment },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowPublished = false;
    const slow = t.db.transaction().execute(async (trx) => {
      await publishEvent(t.app.deps, trx, body('slow-one'));
      slowPublished = true;
      await held;
    });
    // the slow one holds the lower id, uncommitted, when the fast one commits
    await eventually(() => slowPublished);
    await t.db.transaction().execute((trx) => publishEvent(t.app.deps, trx, body('fast-one')));
    await eventually(() => stream.text().includes('fast-one'));
    release();
    await slow;
    await eventually(() => stream.text().includes('slow-one'));
    stream.close();
  });
});

describe('GET /api/events: slot events (issue 17)', () => {
  it("the point's staff and the slot's farmer hear a slot change; another farmer and another purchaser do not", async () => {
    const slots = [{ resource: { routeName: 'Slots', params: [] }, accessRights: ['read', 'update'] }];
    const farmer = await userWith(t, DEMO.companies.rassvet, 'farmer', slots as never);
    const other = await userWith(t, DEMO.companies.niva, 'farmer', slots as never);
    const agro = await demoPurchaser(t, 'agroCenterSuper');
    const streams = await Promise.all(
      [kolos, farmer, other, agro].map((c) => open(base, c.tokens.access_token)),
    );
    const uuid = newId();
    const startAt = new Date(Date.now() + 3_600_000);
    await t.db
      .insertInto('slots')
      .values({
        uuid,
        locationUuid: POINTS.tikhoretsk,
        day: startAt.toISOString().slice(0, 10),
        startAt,
        endAt: new Date(startAt.getTime() + 3_600_000),
        offerUuid: TRADING_DEMO.offers.rassvetAccepted,
        ownerCompanyUuid: DEMO.companies.kolosYug,
        farmerCompanyUuid: DEMO.companies.rassvet,
      })
      .execute();
    const res = await farmer.put('/api/slots', {
      uuid,
      car: { number: 'А123ВС 123', trailerNumber: '' },
      driver: { fullname: 'Иванов Сергей', phone: '+79181234501' },
    });
    expect(res.statusCode).toBe(200);
    const heard = (s: Stream, slotUuid: string) =>
      s.events.filter((e) => (e as unknown as { slotUuid?: string }).slotUuid === slotUuid);
    const ofSlot = (s: Stream) => heard(s, uuid);
    const [staff, own, another, purchaser] = streams as [Stream, Stream, Stream, Stream];
    await eventually(() => ofSlot(staff).length > 0 && ofSlot(own).length > 0);
    expect(ofSlot(own)[0]).toMatchObject({
      type: 'slot.changed',
      ownerCompanyUuid: DEMO.companies.kolosYug,
      farmerCompanyUuid: DEMO.companies.rassvet,
      fields: { status: 'SLOT_CAR_ASSIGNED', carNumber: 'А123ВС 123' },
    });
    expect(ofSlot(own)[0]).not.toHaveProperty('actorUuid');
    // Each stream hears its events in order: once the other two have heard a later slot event of
    // their own, they would have heard this one before it.
    const theirs = newId();
    await t.db.transaction().execute((trx) =>
      publishEvent(t.app.deps, trx, {
        type: 'slot.changed',
        slotUuid: theirs,
        locationUuid: POINTS.tikhoretsk,
        ownerCompanyUuid: DEMO.companies.agroCenter,
        farmerCompanyUuid: DEMO.companies.niva,
        fields: { status: 'SLOT_BOOKED' },
      }),
    );
    await eventually(() => heard(another, theirs).length > 0 && heard(purchaser, theirs).length > 0);
    expect(ofSlot(another)).toEqual([]);
    expect(ofSlot(purchaser)).toEqual([]);
    for (const s of streams) s.close();
  });
  it('a reader of Monitoring (not of Slots) hears his company’s slot events: the yard moves with the gate (issue 29)', async () => {
    const observer = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      { resource: { routeName: 'Monitoring', params: [] }, accessRights: ['read'] },
    ]);
    const stream = await open(base, observer.tokens.access_token);
    const slotUuid = newId();
    await t.db.transaction().execute((trx) =>
      publishEvent(t.app.deps, trx, {
        type: 'slot.changed',
        slotUuid,
        locationUuid: POINTS.tikhoretsk,
        ownerCompanyUuid: DEMO.companies.kolosYug,
        farmerCompanyUuid: DEMO.companies.rassvet,
        fields: { status: 'SLOT_ARRIVED' },
      }),
    );
    await eventually(() =>
      stream.events.some((e) => (e as unknown as { slotUuid?: string }).slotUuid === slotUuid),
    );
    stream.close();
  });
});
