import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { jobStates, ranAll } from '../../platform/jobs/testing';
import { eventually } from '../../../test/eventually';
import { createTestApp, withinOneWindow, type TestApp } from '../../../test/harness';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
} from '../../../test/trading';
import { FANOUT_JOB } from '../../platform/events/log';
import { DIGEST_JOB } from './digest';
import { eventOf, fannedOut, fanOutAgain, listOf, outboxOf, phoneOf, uuidOf } from './testing';

/*
 * Issue 16 point 5: a committed notification is sent exactly once whatever happens to the process
 * that queued it, and a failing SMS gateway neither blocks the other channels nor loses the SMS.
 */

describe('a notification survives a restart and is sent once', () => {
  it('queued by a process that went away before its workers ran, sent once by the next one', async () => {
    // A process without workers is one that dies right after the change committed.
    const first = await createTestApp({ WORKERS: false });
    // The digest windows are clock hours: a test must not straddle two. The clock is not stopped
    // here: the jobs work out their start from it while they run.
    await withinOneWindow(3600, 90);
    let second: FastifyInstance | undefined;
    try {
      const kolos = await demoPurchaser(first);
      const auction = await createAuction(kolos, await auctionBody(first));
      const farmer = await newFarmer(first);
      const offer = await makeOffer(farmer.call, offerBody(auction));
      await kolos.post('/api/v2/counterOffer', { offerUuid: offer.uuid, price: 13900, volume: 80 });
      const countered = (await eventOf(first.db, 'offer.countered', offer.uuid))!;
      // Another farmer is told of the auction (matched): his digest waits for the end of the hour.
      const other = await newFarmer(first);

      const phone = await phoneOf(first, uuidOf(farmer.call));
      const otherPhone = await phoneOf(first, uuidOf(other.call));
      // Committed and queued, not yet fanned out: nobody told, nothing to send.
      const queued = await jobStates(first.db, first.app.deps.jobs.schema, FANOUT_JOB);
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.every((s) => s === 'created')).toBe(true);
      expect(await outboxOf(first, phone)).toEqual([]);
      await first.app.close();

      second = await buildApp({
        config: { ...first.config, WORKERS: true },
        db: first.db,
        logger: false,
        jobsSchema: first.app.deps.jobs.schema,
      });
      await second.deps.jobs.start();
      const running = { db: first.db, app: second };
      await fannedOut(running);
      // The fan-out job, retried after a crash, runs the consumer again: nothing new is queued.
      await fanOutAgain(running, countered.id);
      // The hour has passed.
      await sql`update ${sql.id(second.deps.jobs.schema, 'job')} set start_after = now()
                 where name = 'notifications.digest'`.execute(first.db);

      const counterSms = async () =>
        (await outboxOf(first, phone)).filter((m) => m.idempotencyKey.startsWith(`event:${countered.id}:`));
      await eventually(async () => (await counterSms())[0]?.status === 'sent');
      await eventually(async () => (await outboxOf(first, otherPhone))[0]?.status === 'sent');
      // Every digest and every delivery has run: nothing is left that could send once more.
      for (const queue of [DIGEST_JOB, 'messaging.deliver'])
        await ranAll(first.db, second.deps.jobs.schema, queue);
      // (He hears of the matched auction too, in his own digest: only the counter's SMS is checked.)
      expect(await counterSms()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
      expect(await outboxOf(first, otherPhone)).toEqual([
        expect.objectContaining({
          status: 'sent',
          attempts: 1,
          text: expect.stringMatching(/^Новые торги по вашим точкам: 1\./),
        }),
      ]);
      expect(
        await first.db
          .selectFrom('notifications')
          .select('uuid')
          .where('eventId', '=', countered.id)
          .execute(),
      ).toHaveLength(1);
      const { rows } = await sql<{ state: string }>`
        select state::text from ${sql.id(second.deps.jobs.schema, 'job')}
         where name = 'notifications.digest' and data->>'userUuid' = ${uuidOf(other.call)}`.execute(first.db);
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await second?.close();
      await first.db.destroy();
    }
  }, 180_000);
});

describe('a failing SMS gateway', () => {
  let gateway: Server;
  const calls: { key: string | undefined; at: number }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      calls.push({ key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
      // Down for the first two attempts, then back.
      res.statusCode = calls.length <= 2 ? 503 : 200;
      req.resume();
      req.on('end', () => res.end());
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => gateway.close(r));
  });

  it('blocks neither e-mail nor the in-app list, keeps the SMS visibly waiting, and sends it once back up', async () => {
    const kolos = await demoPurchaser(t);
    const auction = await createAuction(kolos, await auctionBody(t));
    await fannedOut(t); // announced to the farmers there before this one joins
    const farmer = await newFarmer(t);
    const user = uuidOf(farmer.call);
    await t.db
      .updateTable('users')
      .set({ notifyEmail: `farmer.${user.slice(-6)}@example.ru` })
      .where('uuid', '=', user)
      .execute();
    await farmer.call.put('/api/notifications/settings', { sms: true, email: true });
    const offer = await makeOffer(farmer.call, offerBody(auction));
    await kolos.post('/api/v2/offers/result', {
      auctionUuid: auction.uuid,
      items: [{ offerUuid: offer.uuid, volume: 100 }],
    });
    await fannedOut(t);
    const event = (await eventOf(t.db, 'offer.accepted', offer.uuid))!;

    expect((await listOf(farmer.call)).unread).toBe(1);
    const email = `farmer.${user.slice(-6)}@example.ru`;
    await eventually(async () => (await outboxOf(t, email))[0]?.status === 'sent');
    // The SMS: refused once, waiting for its retry with the gateway's answer on record.
    const phone = await phoneOf(t, user);
    await eventually(async () => (await outboxOf(t, phone))[0]?.lastError !== null);
    expect((await outboxOf(t, phone))[0]).toMatchObject({ lastError: 'SMS gateway answered 503' });
    // the handler records the error before pg-boss files the failed try as 'retry': wait for it
    await eventually(async () =>
      (await jobStates(t.db, t.app.deps.jobs.schema, 'messaging.deliver')).includes('retry'),
    );

    await eventually(async () => (await outboxOf(t, phone))[0]?.status === 'sent', { timeoutMs: 30_000 });
    expect((await outboxOf(t, phone))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // Every attempt carried the same key, so a gateway that did take one can drop the repeats.
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set([`event:${event.id}:${user}:sms`]));
    expect(calls).toHaveLength(3);
  }, 60_000);
});
