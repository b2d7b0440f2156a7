import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expireOffers } from './jobs';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  minutesFromNow,
  newFarmer,
  offerBody,
  setTimes,
  type AuctionAnswer,
  type OfferAnswer,
} from '../../../test/trading';

/*
 * Issue 15 point 6: 64 writers at once on one auction — farmers placing and changing offers,
 * traders setting results — lose no update and never accept more than the auction's volume.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really overlap.
 */
const WRITERS = 64;

let t: TestApp;
let kolos: Client;
let farmers: Awaited<ReturnType<typeof newFarmer>>[];
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  farmers = [];
  for (let i = 0; i < WRITERS; i++) farmers.push(await newFarmer(t, `КФХ «Гонка ${i}»`));
}, 300_000);
afterAll(() => t.close());

/** What the auction row says against what its offers say: they must agree. */
async function countersAgree(uuid: string) {
  const a = await t.db.selectFrom('auctions').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const offers = await t.db.selectFrom('offers').selectAll().where('auctionUuid', '=', uuid).execute();
  const counted = offers.filter((o) => o.status !== 'OFFER_WITHDRAWN');
  expect(a.offersCount).toBe(counted.length);
  expect(a.offeredVolume).toBe(counted.reduce((s, o) => s + o.volume, 0));
  expect(a.acceptedVolume).toBe(offers.reduce((s, o) => s + o.acceptedVolume, 0));
  expect(a.acceptedVolume).toBeLessThanOrEqual(a.volume);
  return { a, offers };
}

describe('64 parallel writers on one auction', () => {
  it('64 farmers offer at once: every offer counted, none lost', async () => {
    const a = await createAuction(kolos, await auctionBody(t, { volume: 5000 }));
    const answers = await Promise.all(
      farmers.map((f, i) => f.call.post('/api/v2/offers', offerBody(a, { volume: 25 + i }))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(WRITERS).fill(200));
    const { a: row } = await countersAgree(a.uuid);
    expect(row.offersCount).toBe(WRITERS);
    expect(row.offeredVolume).toBe(
      Array.from({ length: WRITERS }, (_, i) => 25 + i).reduce((s, v) => s + v, 0),
    );
  }, 300_000);

  it('one farmer sending the same offer 64 times at once gets one, and 63 answers 409', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    const f = farmers[0]!;
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, () => f.call.post('/api/v2/offers', offerBody(a))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(WRITERS - 1);
    await countersAgree(a.uuid);
  }, 300_000);

  it('farmers editing while traders set results: one result wins, accepted ≤ volume, counters exact', async () => {
    const a: AuctionAnswer = await createAuction(kolos, await auctionBody(t, { volume: 1000 }));
    const offers: OfferAnswer[] = [];
    for (const f of farmers.slice(0, 32)) offers.push(await makeOffer(f.call, offerBody(a, { volume: 100 })));
    await setTimes(t, a.uuid, minutesFromNow(-60), minutesFromNow(60));
    // 32 traders each try to accept a different 10 offers (1 000 t each time); 32 farmers raise their volume.
    const results = Array.from({ length: 32 }, (_, i) =>
      kolos.post('/api/v2/offers/result', {
        auctionUuid: a.uuid,
        items: Array.from({ length: 10 }, (_, k) => ({ offerUuid: offers[(i + k) % 32]!.uuid, volume: 100 })),
      }),
    );
    const edits = farmers
      .slice(0, 32)
      .map((f, i) =>
        f.call.put('/api/v2/offers', { ...offerBody(a, { volume: 150 }), uuid: offers[i]!.uuid }),
      );
    const answers = await Promise.all([...results, ...edits]);
    const resultCodes = answers.slice(0, 32).map((r) => r.statusCode);
    expect(resultCodes.filter((c) => c === 200)).toHaveLength(1);
    expect(resultCodes.filter((c) => c === 409)).toHaveLength(31);
    expect(answers.slice(32).every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const { a: row, offers: stored } = await countersAgree(a.uuid);
    expect(row.status).toBe('AUCTION_COMPLETED');
    expect(stored.filter((o) => o.status === 'OFFER_ACCEPTED')).toHaveLength(10);
    expect(stored.filter((o) => o.status === 'OFFER_DECLINED')).toHaveLength(22);
    expect(row.acceptedVolume).toBe(1000);
    // Every edit that answered 200 is in the offer, and in the history: none lost.
    for (const [i, res] of answers.slice(32).entries()) {
      const o = stored.find((x) => x.uuid === offers[i]!.uuid)!;
      if (res.statusCode === 200) expect(o.volume).toBe(150);
      else expect(o.volume).toBe(100);
    }
  }, 300_000);
});

describe('OFFER_EXPIRED (docs/trading.md)', () => {
  it('live offers of an auction finished more than OFFER_EXPIRE_DAYS ago without results expire, with history', async () => {
    const a = await createAuction(kolos, await auctionBody(t));
    const recent = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmers[1]!.call, offerBody(a));
    const keep = await makeOffer(farmers[1]!.call, offerBody(recent));
    const counter = (
      await kolos.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 14000, volume: 100 })
    ).json<OfferAnswer>().counterOffer!;
    await setTimes(t, a.uuid, minutesFromNow(-9 * 24 * 60), minutesFromNow(-8 * 24 * 60));
    await setTimes(t, recent.uuid, minutesFromNow(-120), minutesFromNow(-60));
    expect(await expireOffers(t.app.deps, new Date())).toBeGreaterThanOrEqual(1);
    const expired = (await farmers[1]!.call.get(`/api/offers/get/${o.uuid}`)).json<{
      status: string;
      history: { status: string; user: unknown }[];
    }>();
    expect(expired.status).toBe('OFFER_EXPIRED');
    expect(expired.history.at(-1)).toMatchObject({ status: 'OFFER_EXPIRED', user: null });
    expect((await farmers[1]!.call.get(`/api/offers/get/${keep.uuid}`)).json()).toMatchObject({
      status: 'OFFER_ACTIVE',
    });
    // ADR 0074: the system moved both — no user, no actor in the history; no actor in the audit.
    expect(
      await t.db
        .selectFrom('offerHistory')
        .select(['previousStatus', 'userUuid', 'actorUuid'])
        .where('offerUuid', '=', o.uuid)
        .where('status', '=', 'OFFER_EXPIRED')
        .execute(),
    ).toEqual([{ previousStatus: 'OFFER_COUNTERED', userUuid: null, actorUuid: null }]);
    expect(await counterHistory(counter.uuid)).toEqual([
      { previousStatus: null, status: 'OPEN', system: false },
      { previousStatus: 'OPEN', status: 'CANCELED', system: true },
    ]);
    expect(await auditOf(o.uuid, 'offer.status', 'OFFER_EXPIRED')).toEqual([
      {
        actorUuid: null,
        detail: { from: 'OFFER_COUNTERED', to: 'OFFER_EXPIRED', changes: [], reason: 'expired' },
      },
    ]);
    expect(await auditOf(counter.uuid, 'counter-offer.status', 'CANCELED')).toEqual([
      { actorUuid: null, detail: { from: 'OPEN', to: 'CANCELED' } },
    ]);
  }, 60_000);
});

describe('counter-offer answers at once (ADR 0074)', () => {
  it('eight answers to one counter-offer: one wins, the rest 409; one answer in the history and the audit', async () => {
    const farmer = farmers[2]!;
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a));
    const counter = (
      await kolos.post('/api/v2/counterOffer', { offerUuid: o.uuid, price: 14000, volume: 100 })
    ).json<OfferAnswer>().counterOffer!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        farmer.call.put('/api/v2/counterOffer', {
          uuid: counter.uuid,
          status: i % 2 ? 'DECLINED' : 'ACCEPTED',
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const history = await counterHistory(counter.uuid);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ previousStatus: 'OPEN', system: false });
    expect(await auditOf(counter.uuid, 'counter-offer.status')).toHaveLength(1);
  }, 60_000);
});

/** A counter-offer's status history, oldest first; `system`: no user named (ADR 0074). */
const counterHistory = async (uuid: string) =>
  (
    await t.db
      .selectFrom('counterOfferStatusHistory')
      .select(['previousStatus', 'status', 'userUuid'])
      .where('counterOfferUuid', '=', uuid)
      .orderBy('createdAt')
      .orderBy('previousStatus', 'desc')
      .execute()
  ).map((h) => ({ previousStatus: h.previousStatus, status: h.status, system: h.userUuid === null }));

/** The audit records of one row's moves (to one status, if given). */
const auditOf = (targetUuid: string, action: string, to?: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['actorUuid', 'detail'])
    .where('targetUuid', '=', targetUuid)
    .where('action', '=', action)
    .$if(to !== undefined, (q) => q.where(sql<boolean>`detail->>'to' = ${to}`))
    .execute();
