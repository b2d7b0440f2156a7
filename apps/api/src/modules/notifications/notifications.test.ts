import { sql } from 'kysely';
import type { Policy } from '@kolos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually';
import { createTestApp, DEMO, withinOneWindow, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  cultureUuid,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  setTimes,
  userWith,
  type AuctionAnswer,
  type OfferAnswer,
} from '../../../test/trading';
import { scheduleFinish } from '../auctions';
import { sendDigest } from './digest';
import { eventOf, fannedOut, fanOutAgain, listOf, outboxOf, phoneOf, uuidOf } from './testing';

/*
 * Every notification here comes the real way: a trading action through the API publishes its live
 * event, the app's fan-out job runs the consumer, and the test waits for it (fannedOut).
 */

const KOLOS = DEMO.companies.kolosYug;
const TRADER = [
  policy('AuctionsList', ['read']),
  policy('Auction', ['create', 'update']),
  policy('Offers', ['read']),
  policy('Offer', ['update']),
];
const HIDE_PRICE: Policy[] = [
  { resource: { routeName: 'AuctionsList', params: ['hidePrice', 'hideActions'] }, accessRights: ['read'] },
];

let t: TestApp;
let kolos: Client;
let trader: Client;
let blind: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  trader = await userWith(t, KOLOS, 'purchaser', TRADER);
  blind = await userWith(t, KOLOS, 'purchaser', HIDE_PRICE);
});
afterAll(() => t.close());

/** New auctions of «Колос-Юг», their announcements to matched farmers told before anyone new joins. */
async function auctions(n = 1, patch: Record<string, unknown> = {}): Promise<AuctionAnswer[]> {
  const made: AuctionAnswer[] = [];
  for (let i = 0; i < n; i++) made.push(await createAuction(kolos, await auctionBody(t, patch)));
  await fannedOut(t);
  return made;
}

/** An auction of «Колос-Юг» in Кубань and a new farmer's offer on it (he hears only of his offer). */
async function offered(price = 14500) {
  const [auction] = await auctions();
  const farmer = await newFarmer(t);
  const offer = await makeOffer(farmer.call, offerBody(auction!, { price }));
  await fannedOut(t);
  return { auction: auction!, farmer, offer };
}

const counter = async (offer: OfferAnswer) => {
  const res = await kolos.post('/api/v2/counterOffer', { offerUuid: offer.uuid, price: 13900, volume: 80 });
  expect(res.statusCode).toBe(200);
  await fannedOut(t);
};

/** «Колос-Юг» takes these offers of the auction (the rest are declined) and waits for the fan-out. */
const results = async (auction: AuctionAnswer, items: { offerUuid: string; volume: number }[]) => {
  const res = await kolos.post('/api/v2/offers/result', { auctionUuid: auction.uuid, items });
  expect(res.statusCode).toBe(200);
  await fannedOut(t);
};

/** The clock ends the auction: its finish job publishes 'auction.finished', and that is fanned out. */
async function finish(auction: AuctionAnswer) {
  const endAt = new Date(Date.now() - 1_000);
  await setTimes(t, auction.uuid, new Date(endAt.getTime() - 3_600_000), endAt);
  await t.db.transaction().execute((trx) => scheduleFinish(t.app.deps, trx, auction.uuid, endAt));
  await eventually(async () => (await eventOf(t.db, 'auction.finished', auction.uuid)) !== undefined);
  await fannedOut(t);
}

describe('a farmer hears of a counter-offer (issue 16 point 4)', () => {
  it('one in-app row with the counter terms and a link, one SMS; a re-run sends nothing twice', async () => {
    const { auction, farmer, offer } = await offered();
    await counter(offer);
    const event = (await eventOf(t.db, 'offer.countered', offer.uuid))!;
    expect(event.actorUuid).toBe(DEMO.users.kolosYugSuper);
    await fanOutAgain(t, event.id); // the fan-out runs a consumer at least once

    const list = await listOf(farmer.call);
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    const number = (
      await t.db
        .selectFrom('offers')
        .select('number')
        .where('uuid', '=', offer.uuid)
        .executeTakeFirstOrThrow()
    ).number;
    expect(list.items[0]).toMatchObject({
      kind: 'offer.countered',
      text: `Торги № ${auction.number} (Колос-Юг): встречное предложение по вашему предложению № ${number} — 80 т по 13 900 ₽/т. Примите или отклоните его`,
      link: '/admin/offers',
      objectUuid: offer.uuid,
      readAt: null,
    });
    const farmerUuid = uuidOf(farmer.call);
    const sms = await outboxOf(t, await phoneOf(t, farmerUuid));
    expect(sms).toEqual([
      expect.objectContaining({
        channel: 'sms',
        idempotencyKey: `event:${event.id}:${farmerUuid}:sms`,
        text: `${list.items[0]!.text}. http://localhost:8080/admin/offers`,
      }),
    ]);
    // The trader who countered is not told of his own action.
    const mine = await t.db
      .selectFrom('notifications')
      .select('uuid')
      .where('eventId', '=', event.id)
      .where('userUuid', '=', DEMO.users.kolosYugSuper)
      .execute();
    expect(mine).toEqual([]);
  });

  it('accepted: the volume and price; declined by a cancel: only the cancel is told', async () => {
    const { auction, farmer, offer } = await offered(14200);
    await results(auction, [{ offerUuid: offer.uuid, volume: 60 }]);
    expect((await listOf(farmer.call)).items[0]!.text).toMatch(
      /ваше предложение № \d+ принято — 60 т по 14 200 ₽\/т$/,
    );

    const other = await offered();
    expect((await kolos.del(`/api/v2/auctions/${other.auction.uuid}`)).statusCode).toBe(200);
    await fannedOut(t);
    // The cancel published the offer's 'offer.declined' too: that one tells nobody.
    expect(await eventOf(t.db, 'offer.declined', other.offer.uuid)).toBeDefined();
    const told = await listOf(other.farmer.call);
    expect(told.items.map((n) => n.kind)).toEqual(['auction.canceled']);
    expect(told.items[0]!.text).toMatch(/: торги отменены, ваше предложение № \d+ закрыто$/);
    expect(told.items[0]!.link).toBe(`/admin/offer/${other.offer.uuid}`);
  });
});

describe("the owner's staff hear of offers", () => {
  it('every trader but the actor; prices only for those who may see them; other companies never', async () => {
    const { auction, farmer, offer } = await offered(14500);
    const seen = await listOf(trader);
    expect(seen.items[0]!.text).toMatch(
      new RegExp(
        `^Торги № ${auction.number}: новое предложение № \\d+ от ${farmer.name} — 100 т по [\\d ]+ ₽/т на пункте приёмки$`,
      ),
    );
    expect(seen.items[0]!.link).toBe(`/admin/auction/${auction.uuid}`);
    const hidden = (await listOf(blind)).items[0]!.text;
    expect(hidden).toMatch(/новое предложение № \d+ от .* — 100 т$/);
    expect(hidden).not.toMatch(/₽/);
    expect((await listOf(farmer.call)).total).toBe(0);
    const agro = await loginAs(t, DEMO.phones.agroCenterSuper);
    expect((await listOf(agro)).items.some((n) => n.objectUuid === offer.uuid)).toBe(false);

    // A trader's own phone deal: he is not told, his colleagues are.
    const caller = await newFarmer(t);
    const deal = await trader.post('/api/offers', {
      ...offerBody(auction),
      farmerCompanyUuid: caller.companyUuid,
    });
    expect(deal.statusCode).toBe(200);
    await fannedOut(t);
    const own = (await eventOf(t.db, 'offer.placed', deal.json<OfferAnswer>().uuid))!;
    expect(own.actorUuid).toBe(uuidOf(trader));
    const rows = await t.db
      .selectFrom('notifications')
      .select('userUuid')
      .where('eventId', '=', own.id)
      .execute();
    expect(rows.map((r) => r.userUuid)).not.toContain(uuidOf(trader));
    expect(rows.map((r) => r.userUuid)).toContain(DEMO.users.kolosYugSuper);
  });

  it('staff get e-mail by default (not SMS), under the key of event, user and channel', async () => {
    const { auction, farmer, offer } = await offered();
    expect((await farmer.call.del(`/api/offers/${offer.uuid}`)).statusCode).toBe(200);
    await fannedOut(t);
    const event = (await eventOf(t.db, 'offer.withdrawn', offer.uuid))!;
    const email = (
      await t.db
        .selectFrom('users')
        .select('notifyEmail')
        .where('uuid', '=', DEMO.users.kolosYugSuper)
        .executeTakeFirstOrThrow()
    ).notifyEmail!;
    const mail = (await outboxOf(t, email)).filter((m) => m.idempotencyKey.startsWith(`event:${event.id}:`));
    expect(mail).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: `Колос: торги № ${auction.number} (Колос-Юг)`,
        idempotencyKey: `event:${event.id}:${DEMO.users.kolosYugSuper}:email`,
      }),
    ]);
    expect(await outboxOf(t, DEMO.phones.kolosYugSuper)).toEqual([]);
  });

  it('an auction finished without results, with and without offers', async () => {
    const [empty] = await auctions();
    await finish(empty!);
    expect((await listOf(trader)).items[0]!.text).toBe(
      `Торги № ${empty!.number}: торги завершились без предложений`,
    );
    const { auction } = await offered();
    await finish(auction);
    expect((await listOf(trader)).items[0]!.text).toBe(
      `Торги № ${auction.number}: торги завершились и ждут итогов — 1 предложение на 100 т`,
    );
  });
});

describe('matched auctions and the digest', () => {
  it('matched by shipping point and crop history; forty auctions an hour are one SMS', async () => {
    // The digest windows are clock hours: a test must not straddle two. The clock is not stopped
    // here: the digest job's start and the windows are worked out from it while jobs run.
    await withinOneWindow(3600, 90);
    const [barley] = await auctions(1, { productUuid: await cultureUuid(t, 'barley-feed') });
    const fresh = await newFarmer(t); // no history: hears of every matched auction
    const barleyOnly = await newFarmer(t); // offered barley this year: hears of barley only
    await makeOffer(barleyOnly.call, offerBody(barley!));
    const agro = await loginAs(t, DEMO.phones.agroCenterSuper);
    const kolosok = await userWith(t, DEMO.companies.kolosok, 'farmer');

    const N = 40;
    const wheat = await auctions(N);

    const list = await listOf(fresh.call, '?size=100');
    expect(list.total).toBe(N);
    expect(list.items[0]!.link).toBe(`/admin/offer?auction=${wheat[N - 1]!.uuid}`);
    expect(list.items[0]!.text).toMatch(
      /новые торги по вашей точке — Пшеница 3 класса, .*1 000 т по 15 000 ₽\/т, предложения до /,
    );
    expect((await listOf(barleyOnly.call)).total).toBe(0);
    expect((await listOf(kolosok)).total).toBe(0); // his points are near Курск, not Кубань
    expect((await listOf(agro)).total).toBe(0);

    // No SMS per auction: one digest window with forty, its job queued for the window's end.
    const user = uuidOf(fresh.call);
    const phone = await phoneOf(t, user);
    expect(await outboxOf(t, phone)).toEqual([]);
    const windows = await t.db
      .selectFrom('notificationDigests')
      .selectAll()
      .where('userUuid', '=', user)
      .execute();
    expect(windows).toEqual([expect.objectContaining({ auctions: N, sentAt: null })]);
    const { rows: jobs } = await sql<{ state: string; due: boolean }>`
      select state::text, start_after > now() as due
        from ${sql.id(t.app.deps.jobs.schema, 'job')}
       where name = 'notifications.digest' and data->>'userUuid' = ${user}`.execute(t.db);
    expect(jobs).toEqual([{ state: 'created', due: true }]);

    await sendDigest(t.app.deps, user, windows[0]!.windowStart);
    await sendDigest(t.app.deps, user, windows[0]!.windowStart); // a retried job
    expect(await outboxOf(t, phone)).toEqual([
      expect.objectContaining({
        text: `Новые торги по вашим точкам: ${N}. http://localhost:8080/admin/auctions`,
      }),
    ]);
  }, 180_000);

  it('a window whose digest left passes new auctions to the next one', async () => {
    // The digest windows are clock hours: a test must not straddle two. The clock is not stopped
    // here: the digest job's start and the windows are worked out from it while jobs run.
    await withinOneWindow(3600, 90);
    const farmer = await newFarmer(t);
    const user = uuidOf(farmer.call);
    await auctions();
    const [window] = await t.db
      .selectFrom('notificationDigests')
      .selectAll()
      .where('userUuid', '=', user)
      .execute();
    await sendDigest(t.app.deps, user, window!.windowStart);
    await auctions();
    const windows = await t.db
      .selectFrom('notificationDigests')
      .select(['auctions', 'sentAt'])
      .where('userUuid', '=', user)
      .orderBy('windowStart')
      .execute();
    expect(windows.map((w) => [w.auctions, w.sentAt !== null])).toEqual([
      [1, true],
      [1, false],
    ]);
  }, 180_000);
});

describe('GET/PUT /notifications: own rows only', () => {
  it('newest first, paged; marking read touches only the caller’s own', async () => {
    const [taken, lost, talked] = await auctions(3);
    const farmer = await newFarmer(t);
    const rival = await newFarmer(t);
    const offers = [];
    for (const a of [taken!, lost!, talked!]) offers.push(await makeOffer(farmer.call, offerBody(a)));
    const winner = await makeOffer(rival.call, offerBody(lost!));
    await results(taken!, [{ offerUuid: offers[0]!.uuid, volume: 100 }]);
    await results(lost!, [{ offerUuid: winner.uuid, volume: 100 }]); // his offer is declined
    await counter(offers[2]!);
    const all = await listOf(farmer.call);
    expect(all.items.map((n) => n.kind)).toEqual(['offer.countered', 'offer.declined', 'offer.accepted']);
    const page2 = await listOf(farmer.call, '?page=2&size=2');
    expect(page2).toMatchObject({ total: 3, unread: 3 });
    expect(page2.items.map((n) => n.kind)).toEqual(['offer.accepted']);

    // Another user's uuids: ignored, his rows stay unread and are never listed.
    const stranger = await newFarmer(t);
    const theirs = await stranger.call.put('/api/notifications/read', {
      uuids: all.items.map((n) => n.uuid),
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ updated: 0, unread: 0 });
    expect((await listOf(stranger.call)).total).toBe(0);
    expect((await listOf(farmer.call)).unread).toBe(3);

    const one = await farmer.call.put('/api/notifications/read', { uuids: [all.items[0]!.uuid] });
    expect(one.json()).toEqual({ updated: 1, unread: 2 });
    const rest = await farmer.call.put('/api/notifications/read-all', {});
    expect(rest.json()).toEqual({ updated: 2, unread: 0 });
    expect((await listOf(farmer.call)).items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('refusals: no session 401; bad paging and an empty choice 400 in Russian', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/settings' })).statusCode).toBe(401);
    expect((await kolos.get('/api/notifications?page=0')).statusCode).toBe(400);
    const empty = await kolos.put('/api/notifications/read', { uuids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Выберите уведомления');
    expect((await kolos.put('/api/notifications/read', { uuids: ['nope'] })).statusCode).toBe(400);
  });
});

describe('channel settings', () => {
  it('defaults by user type; saved per user; validated in Russian', async () => {
    const farmer = await newFarmer(t);
    expect((await farmer.call.get('/api/notifications/settings')).json()).toEqual({
      inApp: true,
      sms: true,
      email: false,
      hasEmail: false,
    });
    expect((await kolos.get('/api/notifications/settings')).json()).toEqual({
      inApp: true,
      sms: false,
      email: true,
      hasEmail: true,
    });
    for (const [body, message] of [
      [{ sms: true }, 'Укажите, присылать ли письма'],
      [{ sms: 'да', email: false }, 'Значение должно быть «да» или «нет»'],
      [{ sms: true, email: true, push: true }, 'Лишнее поле'],
    ] as const) {
      const res = await farmer.call.put('/api/notifications/settings', body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const saved = await farmer.call.put('/api/notifications/settings', { sms: false, email: true });
    expect(saved.json()).toEqual({ inApp: true, sms: false, email: true, hasEmail: false });
    expect((await farmer.call.get('/api/notifications/settings')).json()).toMatchObject({ sms: false });
    // Another user's settings are untouched.
    expect((await kolos.get('/api/notifications/settings')).json()).toMatchObject({
      sms: false,
      email: true,
    });
  });

  it('SMS off: the in-app row still comes, no SMS', async () => {
    const { farmer, offer } = await offered();
    await farmer.call.put('/api/notifications/settings', { sms: false, email: false });
    await counter(offer);
    expect((await listOf(farmer.call)).total).toBe(1);
    expect(await outboxOf(t, await phoneOf(t, uuidOf(farmer.call)))).toEqual([]);
  });
});
