import { Counter } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { createDb } from '../../db/client';
import { migrationFiles } from '../../db/migrate';
import { createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { defineJob } from '../jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
});
afterAll(() => t.close());

/** The overload plugin samples once a second: a few samples' time to see a change. */
const PRESSURE_SAMPLED = { timeoutMs: 5_000, intervalMs: 100 };

/** An app over a PostgreSQL nobody listens at: built without touching its database. */
async function appWithUnreachableDatabase(overrides: Partial<Config> = {}) {
  const db = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
  const config = loadConfig({ NODE_ENV: 'test' }, { LOG_LEVEL: 'silent', ...overrides });
  const app = await buildApp({ config, db, logger: false });
  return { app, close: async () => (await app.close(), await db.destroy()) };
}

describe('health and readiness', () => {
  it('/api/health answers 200 without a token and without the database', async () => {
    const down = await appWithUnreachableDatabase();
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    } finally {
      await down.close();
    }
  });

  it('/api/ready answers 200 on a migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', workers: 'ok' },
    });
  });

  it('with WORKERS, /api/ready is 503 once the workers stop; without WORKERS it does not ask', async () => {
    const other = (WORKERS: boolean) =>
      buildApp({
        config: { ...t.config, WORKERS },
        db: t.db,
        logger: false,
        jobsSchema: t.app.deps.jobs.schema,
      });
    const working = await other(true);
    const sending = await other(false);
    try {
      const ready = () => working.inject({ method: 'GET', url: '/api/ready' });
      expect((await ready()).statusCode).toBe(503); // built, not started yet
      await working.deps.jobs.start();
      expect((await ready()).json().checks.workers).toBe('ok');
      await working.deps.jobs.stop();
      const stopped = await ready();
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json().detail).toEqual({ database: 'ok', migrations: 'ok', workers: 'не работает' });
      await sending.deps.jobs.start();
      expect((await sending.inject({ method: 'GET', url: '/api/ready' })).json().checks).toEqual({
        database: 'ok',
        migrations: 'ok',
      });
    } finally {
      await working.close();
      await sending.close();
    }
  });

  it('/api/ready answers 503 in Russian when the database is unreachable', async () => {
    const down = await appWithUnreachableDatabase();
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Сервер не готов принимать запросы',
        code: 'NOT_READY',
        detail: { database: 'недоступна' },
      });
    } finally {
      await down.close();
    }
  });

  it('/api/ready answers 503 naming a migration that is not applied', async () => {
    const last = (await migrationFiles()).at(-1)!;
    const row = await t.db
      .selectFrom('schemaMigrations')
      .selectAll()
      .where('name', '=', last)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('schemaMigrations').where('name', '=', last).execute();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toEqual({
        database: 'ok',
        migrations: `не применены: ${last}`,
        workers: 'ok',
      });
    } finally {
      await t.db.insertInto('schemaMigrations').values(row).execute();
    }
  });

  it('a registered probe (the workers) that fails makes /api/ready 503', async () => {
    let running = false;
    t.app.readiness.add('workers', () => running);
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail.workers).toBe('не работает');
    running = true;
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('from this machine: Prometheus text with the latency histogram by route pattern', async () => {
    const tokens = await login(t.app, DEMO.phones.admin);
    const id = '01900000-0000-7000-8000-000000000abc';
    await t.app.inject({
      method: 'GET',
      url: `/api/tariffs/by-region/${id}`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    new Counter({ name: 'jobs_done_total', help: 'an area adds its own', registers: [t.app.metrics] }).inc(3);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('jobs_done_total 3');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/tariffs\/by-region\/:id",status_class="\dxx"\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login",status_class="2xx"\}/,
    );
    expect(res.body).not.toContain(id);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toMatch(/db_pool_connections\{driver="(pg|pglite)"\} \d+/);
    expect(res.body).toContain('db_pool_waiting_queries');
  });

  it("the job queue's jobs per queue: queued, active and failed for good", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const jobs = t.app.deps.jobs;
    await jobs.register([
      defineJob<{ fail: boolean }>({
        name: 'test.metrics',
        options: { retryLimit: 0, pollingIntervalSeconds: 0.5 },
        async handler({ fail }) {
          if (fail) throw new Error('отказ');
          await held;
        },
      }),
    ]);
    const line = (state: string) => `job_queue_jobs{queue="test.metrics",state="${state}"}`;
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    try {
      // One worker takes one job at a time: the failing one first, then the one it holds.
      await jobs.enqueue(t.db, 'test.metrics', { fail: true });
      await eventually(async () => (await scrape()).includes(`${line('failed')} 1`));
      await jobs.enqueue(t.db, 'test.metrics', { fail: false });
      await eventually(async () => (await scrape()).includes(`${line('active')} 1`));
      for (const fail of [false, false])
        await jobs.enqueue(t.db, 'test.metrics', { fail }, { startAfterSeconds: 3600 });
      const body = await scrape();
      expect(body).toContain('# TYPE job_queue_jobs gauge');
      expect(body).toContain(`${line('queued')} 2`);
      expect(body).toContain(`${line('active')} 1`);
      expect(body).toContain(`${line('failed')} 1`);
      // Every registered queue is listed, an idle one with zeros.
      expect(body).toContain('job_queue_jobs{queue="messaging.deliver",state="failed"} 0');
    } finally {
      release();
    }
  });

  it('an unknown path is counted under one label, not under its URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-42' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/route="unmatched",status_class="4xx"/);
    expect(res.body).not.toContain('no-such-thing-42');
  });

  it('from another machine: 403 in Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Метрики доступны только с этого сервера или по токену METRICS_TOKEN',
      code: 'FORBIDDEN',
    });
  });

  it('relayed by a proxy on this machine: 403 (the socket is local, the caller is not)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('from another machine with METRICS_TOKEN: 200; with a wrong token: 403', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds_bucket');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer metrics-token-0123456780' },
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('request log', () => {
  it("after authentication each line of the request, 'request completed' among them, names the user and his company", async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await buildApp({
      config: { ...t.config, LOG_LEVEL: 'info' },
      db: t.db,
      logger: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const tokens = await login(logged, DEMO.phones.kolosYugManager);
      const res = await logged.inject({
        method: 'GET',
        url: '/api/cultures',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(res.statusCode).toBe(200);
      const me = await t.db
        .selectFrom('users')
        .select(['uuid', 'companyUuid'])
        .where('phone', '=', DEMO.phones.kolosYugManager)
        .executeTakeFirstOrThrow();
      expect(me.companyUuid).not.toBeNull();
      const completed = (url: string) => {
        const id = lines.find((l) => (l.req as { url?: string } | undefined)?.url === url)?.reqId;
        return lines.find((l) => l.msg === 'request completed' && l.reqId === id);
      };
      expect(completed('/api/cultures')).toMatchObject({ userUuid: me.uuid, companyUuid: me.companyUuid });
      // The login had no caller yet: its line names none.
      expect(completed('/api/auth/login')).toBeDefined();
      expect(completed('/api/auth/login')).not.toHaveProperty('userUuid');
    } finally {
      await logged.close();
    }
  });
});

describe('timeouts and overload', () => {
  it('the server has request, connection and keep-alive timeouts from the configuration', async () => {
    expect(t.app.server.requestTimeout).toBe(120_000);
    expect(t.app.server.timeout).toBe(120_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    const other = await appWithUnreachableDatabase({
      HTTP_REQUEST_TIMEOUT_SECONDS: 300,
      HTTP_CONNECTION_TIMEOUT_SECONDS: 30,
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 5,
    });
    try {
      expect(other.app.server.requestTimeout).toBe(300_000);
      expect(other.app.server.timeout).toBe(30_000);
      expect(other.app.server.keepAliveTimeout).toBe(5_000);
    } finally {
      await other.close();
    }
  });

  it('past a threshold every request gets 503 with Retry-After in Russian; health and metrics still answer', async () => {
    const tiny = await appWithUnreachableDatabase({
      OVERLOAD_MAX_HEAP_USED_MB: 1,
      OVERLOAD_RETRY_AFTER_SECONDS: 7,
    });
    try {
      // The plugin samples memory once a second: asked until a sample has seen the heap.
      const res = await eventually(async () => {
        const res = await tiny.app.inject({ method: 'GET', url: '/api/cultures' });
        expect(res.statusCode).toBe(503);
        return res;
      }, PRESSURE_SAMPLED);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({
        message: 'Сервер перегружен, повторите запрос через несколько секунд',
        code: 'OVERLOADED',
      });
      expect((await tiny.app.inject({ method: 'GET', url: '/api/ready' })).json().code).toBe('OVERLOADED');
      expect((await tiny.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const metrics = await tiny.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/route="\/api\/cultures",status_class="5xx"/);
    } finally {
      await tiny.close();
    }
  });

  it('queries queued for a database connection past the threshold: 503 until the queue drains', async () => {
    const app = await buildApp({
      // Without workers of its own: this app's jobs are never started.
      config: { ...t.config, OVERLOAD_MAX_DB_WAITING: 1, WORKERS: false },
      db: t.db,
      logger: false,
    });
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    // More transactions than the pool has connections (PGlite 1, the tests' pg pool 4): the rest wait.
    const holders = Array.from({ length: 7 }, () => t.db.transaction().execute(() => gate));
    try {
      // The pool's queue is sampled once a second too.
      const res = await eventually(async () => {
        const res = await app.inject({ method: 'GET', url: '/api/cultures' });
        expect(res.statusCode).toBe(503);
        return res;
      }, PRESSURE_SAMPLED);
      expect(res.json().code).toBe('OVERLOADED');
      expect(res.headers['retry-after']).toBe('10');
      open();
      await Promise.all(holders);
      await eventually(
        async () => expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200),
        PRESSURE_SAMPLED,
      );
    } finally {
      open();
      await Promise.all(holders);
      await app.close();
    }
  });

  it('a lagging loop serves a lone user and sheds a flood with 503 and Retry-After (issue 28 point 7)', async () => {
    const app = await buildApp({
      config: {
        ...t.config,
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 50,
        OVERLOAD_SHED_IN_FLIGHT: 3,
        WORKERS: false,
      },
      db: t.db,
      logger: false,
    });
    const token = (await login(app, DEMO.phones.kolosYugSuper)).access_token;
    const cultures = () =>
      app.inject({ method: 'GET', url: '/api/cultures', headers: { authorization: `Bearer ${token}` } });
    // A CPU hog beside the server: the loop is blocked 200 ms of every 210.
    const hog = setInterval(() => {
      for (const end = Date.now() + 200; Date.now() < end;);
    }, 10);
    try {
      await eventually(() => app.isUnderPressure(), PRESSURE_SAMPLED);
      for (let i = 0; i < 3; i++) expect((await cultures()).statusCode).toBe(200);
      const flood = await Promise.all(Array.from({ length: 12 }, cultures));
      const shed = flood.filter((res) => res.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed[0]!.headers['retry-after']).toBe('10');
      expect(shed[0]!.json().code).toBe('OVERLOADED');
      expect(flood.every((res) => res.statusCode === 200 || res.statusCode === 503)).toBe(true);
    } finally {
      clearInterval(hog);
      await app.close();
    }
  });

  it('the event-loop threshold is one second by default, off in tests, and configurable', () => {
    expect(loadConfig({}).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '250' }).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(
      250,
    );
  });

  it('the default thresholds leave a test server alone', async () => {
    // once the plugin has taken a sample (the heap reads 0 until then)
    await eventually(() => t.app.memoryUsage().heapUsed > 0, PRESSURE_SAMPLED);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
