import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { defineJob } from './types';
import { eventually } from '../../../test/eventually';
import { jobStates, ranAll } from './testing';

/**
 * Two API instances on one PostgreSQL schema (the scale-out setup): every job runs once, whichever
 * instance takes it. Needs a PostgreSQL server: runs when TEST_DATABASE_URL is set.
 */
const url = process.env.TEST_DATABASE_URL;
const N = 60;

describe.skipIf(!url)('two API instances share one queue', () => {
  let t: TestApp;
  let secondDb: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    secondDb = createDb({ databaseUrl: t.databaseUrl, poolSize: 4 });
    second = await buildApp({
      config: t.config,
      db: secondDb,
      logger: false,
      jobsSchema: t.app.deps.jobs.schema,
    });
    await second.deps.jobs.start();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.destroy();
    await t.close();
  });

  it(`${N} jobs: each handled exactly once`, async () => {
    const handled: { n: number; by: string }[] = [];
    const job = (by: string) =>
      defineJob<{ n: number }>({
        name: 'test.shared',
        options: { pollingIntervalSeconds: 0.5, batchSize: 5 },
        async handler({ n }) {
          handled.push({ n, by });
          // the first instance's jobs hold until the second has taken one: both share the queue
          if (by === 'first') await eventually(() => handled.some((h) => h.by === 'second'));
        },
      });
    await t.app.deps.jobs.register([job('first')]);
    await second.deps.jobs.register([job('second')]);
    await t.db.transaction().execute(async (trx) => {
      for (let n = 0; n < N; n++) await t.app.deps.jobs.enqueue(trx, 'test.shared', { n });
    });
    // Every job completed: none is left for either instance to take (again).
    await ranAll(t.db, t.app.deps.jobs.schema, 'test.shared', { timeoutMs: 30_000 });
    expect(await jobStates(t.db, t.app.deps.jobs.schema, 'test.shared')).toHaveLength(N);
    expect(handled.map((h) => h.n).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, n) => n));
    expect(new Set(handled.map((h) => h.by)).size).toBe(2);
  }, 60_000);
});
