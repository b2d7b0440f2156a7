import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, login, as, type TestApp } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { JobQueue } from './queue';
import { jobStates, ranAll, recordingJob } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobsOf = (app: TestApp) => app.app.deps.jobs;

describe('shutdown', () => {
  it('a handler that outlives stop() and fails after the database closed raises nothing', async () => {
    const own = await createTestApp();
    const unhandled: unknown[] = [];
    const keep = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', keep);
    try {
      let giveUp!: () => void;
      const gate = new Promise<void>((r) => (giveUp = r));
      let gaveUp = false;
      const { definition, runs } = recordingJob('test.slow', { retryLimit: 0 }, async () => {
        await gate;
        gaveUp = true;
        throw new Error('gave up after the shutdown');
      });
      await jobsOf(own).register([definition]);
      await jobsOf(own).enqueue(own.db, 'test.slow', { n: 1 });
      await eventually(() => runs.length === 1, { timeoutMs: 10_000 });
      // the handler is still running when the queue stops waiting for it and the pool closes
      await jobsOf(own).stop(50);
      await own.db.destroy();
      giveUp();
      await eventually(() => gaveUp);
      // Its failure is reported in promise callbacks only; Node looks for a rejection nobody
      // handled once they have run, before the next turn of the event loop.
      await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', keep);
      await own.app.close().catch(() => undefined);
    }
  });
});

describe('jobs enqueued in the business transaction (ADR 0060)', () => {
  it('a rolled-back change sends nothing; a committed one runs', async () => {
    const { definition, runs } = recordingJob('test.tx');
    await jobsOf(t).register([definition]);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await jobsOf(t).enqueue(trx, 'test.tx', { n: 1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction().execute((trx) => jobsOf(t).enqueue(trx, 'test.tx', { n: 2 }));
    await eventually(() => runs.length > 0);
    // every job sent has run: a rolled-back one that got through would have run too
    await ranAll(t.db, jobsOf(t).schema, 'test.tx');
    expect(runs.map((r) => r.n)).toEqual([2]);
    expect(await jobStates(t.db, jobsOf(t).schema, 'test.tx')).toEqual(['completed']);
  });

  it('a rolled-back message leaves no outbox row and no delivery job', async () => {
    const to = '+79115550001';
    await t.db
      .transaction()
      .execute(async (trx) => {
        await t.app.deps.sms.send(trx, { to, text: 'never', code: '000000' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const rows = await t.db.selectFrom('outboxMessages').select('uuid').where('recipient', '=', to).execute();
    expect(rows).toEqual([]);
    expect((await jobStates(t.db, jobsOf(t).schema, 'messaging.deliver')).length).toBe(0);
  });

  it('a failing job is retried with growing waits, then kept as failed and listed for admins', async () => {
    const { definition, runs } = recordingJob('test.failing', { retryLimit: 2, retryDelay: 1 }, async () => {
      throw new Error('провайдер недоступен');
    });
    await jobsOf(t).register([definition]);
    await jobsOf(t).enqueue(t.db, 'test.failing', { n: 7 });
    await eventually(async () => (await jobStates(t.db, jobsOf(t).schema, 'test.failing'))[0] === 'failed', {
      timeoutMs: 20_000,
    });
    expect(runs.map((r) => r.retryCount)).toEqual([0, 1, 2]);
    // Backoff: the first retry waits 1–2 s, the second 2–4 s (pg-boss doubles retryDelay).
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(2_000);

    const admin = await login(t.app, DEMO.phones.admin);
    const res = await as(t.app, admin)({ method: 'GET', url: '/api/jobs/failed?name=test.failing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'test.failing',
        data: { n: 7 },
        retryCount: 2,
        error: expect.objectContaining({ message: 'провайдер недоступен' }),
      }),
    ]);
  }, 40_000);

  it('only admins see failed jobs', async () => {
    const manager = await login(t.app, DEMO.phones.kolosYugSuper);
    const res = await as(t.app, manager)({ method: 'GET', url: '/api/jobs/failed' });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/failed' })).statusCode).toBe(401);
  });
});

describe('the rate-limit pruning', () => {
  it('is scheduled hourly once for all processes and drops old windows when it runs', async () => {
    const { rows } = await sql<{ cron: string }>`
      select cron from ${sql.id(jobsOf(t).schema, 'schedule')} where name = 'platform.prune-rate-limits'`.execute(
      t.db,
    );
    expect(rows).toEqual([{ cron: '17 * * * *' }]);
    const old = new Date(Date.now() - 2 * 86_400_000);
    await t.db.insertInto('rateLimits').values({ key: 'test:old', windowStart: old, hits: 1 }).execute();
    await jobsOf(t).enqueue(t.db, 'platform.prune-rate-limits', {});
    await eventually(async () => {
      const left = await t.db.selectFrom('rateLimits').select('key').where('key', '=', 'test:old').execute();
      return left.length === 0;
    });
  });
});

describe('processes without workers, and shutdown', () => {
  it('WORKERS=false: jobs are sent, none is run', async () => {
    const quiet = await createTestApp({ WORKERS: false });
    const queue = (workers: boolean) =>
      new JobQueue(quiet.db, { workers, schema: jobsOf(quiet).schema, log: quiet.app.log });
    const sender = queue(false);
    const worker = queue(true);
    try {
      await sender.start();
      await sender.register([recordingJob('test.quiet').definition]);
      await sender.enqueue(quiet.db, 'test.quiet', { n: 1 });
      expect(await jobStates(quiet.db, jobsOf(quiet).schema, 'test.quiet')).toEqual(['created']);
      // The job waits when the quiet process opens its queue: a worker would fetch it at once,
      // before the worker process below has even started.
      const { definition, runs } = recordingJob('test.quiet');
      await jobsOf(quiet).register([definition]);
      const ran = recordingJob('test.quiet');
      await worker.register([ran.definition], quiet.app.deps);
      await worker.start();
      await ranAll(quiet.db, jobsOf(quiet).schema, 'test.quiet');
      expect(ran.runs.map((r) => r.n)).toEqual([1]);
      expect(runs).toEqual([]);
    } finally {
      await worker.stop();
      await sender.stop();
      await quiet.close();
    }
  });

  it('stop lets a running job finish and takes no new one', async () => {
    const other = await createTestApp();
    try {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const { definition, runs } = recordingJob('test.slow', {}, () => gate);
      await jobsOf(other).register([definition]);
      await jobsOf(other).enqueue(other.db, 'test.slow', { n: 1 });
      await eventually(() => runs.length === 1);
      let stopReturned = false;
      const stopped = jobsOf(other)
        .stop(5_000)
        .then(() => (stopReturned = true));
      // A job sent while the queue stops: once the running one ends, a worker still taking jobs
      // would fetch it at once (a full batch looks again without waiting).
      await jobsOf(other).enqueue(other.db, 'test.slow', { n: 2 });
      expect(stopReturned).toBe(false);
      release();
      await stopped;
      expect(await jobStates(other.db, jobsOf(other).schema, 'test.slow')).toEqual(['completed', 'created']);
      expect(runs.map((r) => r.n)).toEqual([1]);
    } finally {
      await other.close();
    }
  });
});
