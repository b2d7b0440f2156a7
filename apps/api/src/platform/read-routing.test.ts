import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { as, createTestApp, DEMO, login, type TestApp } from '../../test/harness';
import type { Database } from '../db/client';
import { RECENT_WRITE_COOKIE, replicaUnavailable } from './read-routing';

/**
 * ADR 0110 without a replica server: the "replica" is the app's own database seen through a
 * plugin, and the routing's decisions are read from its counter on /metrics.
 */
async function readsBy(t: TestApp): Promise<Record<string, number>> {
  const metric = await t.app.metrics.getSingleMetric('db_reads_total')!.get();
  return Object.fromEntries(metric.values.map((v) => [`${v.labels.database}/${v.labels.reason}`, v.value]));
}

/** A replica that answers the lag check but loses its connection on every other statement. */
const dropsConnections: KyselyPlugin = {
  transformQuery: (args) => args.node,
  async transformResult(args) {
    const lagCheck = JSON.stringify(args.result.rows[0] ?? {}).includes('seconds');
    if (!lagCheck) throw Object.assign(new Error('Connection terminated unexpectedly'), {});
    return args.result;
  },
};

const contracts = { method: 'GET' as const, url: '/api/contracts?offset=0&limit=5' };

describe('reads on a healthy replica', () => {
  let t: TestApp;
  let kolos: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp({}, { replica: (db) => db });
    kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
    manager = as(t.app, await login(t.app, DEMO.phones.kolosYugManager));
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie'] ?? '').split(';')[0]!;

  it('a list goes to the replica, and a write keeps its author on the primary for the window', async () => {
    const before = await readsBy(t);
    expect((await kolos(contracts)).statusCode).toBe(200);
    expect((await readsBy(t))['replica/replica']).toBe((before['replica/replica'] ?? 0) + 1);

    const write = await kolos({ method: 'PUT', url: '/api/notifications/read-all' });
    expect(write.statusCode).toBe(200);
    const cookie = cookieOf(write);
    expect(cookie.startsWith(`${RECENT_WRITE_COOKIE}=`)).toBe(true);
    expect(String(write.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);

    expect((await kolos({ ...contracts, headers: { cookie } })).statusCode).toBe(200);
    expect((await readsBy(t))['primary/recent_write']).toBe((before['primary/recent_write'] ?? 0) + 1);

    // Another user showing it, a forged one, and the author's own after the window: the replica.
    const [user, until] = cookie.split('=')[1]!.split('.');
    const forged = `${RECENT_WRITE_COOKIE}=${user}.${Number(until) + 60_000}.AAAA`;
    const mid = await readsBy(t);
    expect((await manager({ ...contracts, headers: { cookie } })).statusCode).toBe(200);
    expect((await kolos({ ...contracts, headers: { cookie: forged } })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (t.config.READ_YOUR_WRITES_SECONDS + 1) * 1000);
    expect((await kolos({ ...contracts, headers: { cookie } })).statusCode).toBe(200);
    const after = await readsBy(t);
    expect(after['replica/replica']).toBe(mid['replica/replica']! + 3);
    expect(after['primary/recent_write']).toBe(mid['primary/recent_write']);
  });

  it('a list asked by POST is a read: it starts no window', async () => {
    const res = await kolos({ method: 'POST', url: '/api/v3/auctions', payload: { offset: 0, limit: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('exports the lag and the replica health on /metrics', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^db_replica_lag_seconds 0$/m);
    expect(text).toMatch(/^db_replica_lag_bytes 0$/m);
    expect(text).toMatch(/^db_replica_up 1$/m);
  });
});

describe('a replica that is lost', () => {
  let t: TestApp;
  let kolos: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp({}, { replica: (db: Database) => db.withPlugin(dropsConnections) });
    kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  });
  afterAll(() => t.close());

  it('a read it fails is answered by the primary, and later reads go there until it is back', async () => {
    const before = await readsBy(t);
    expect((await kolos(contracts)).statusCode).toBe(200);
    expect((await readsBy(t))['primary/fallback']).toBe((before['primary/fallback'] ?? 0) + 1);
    expect((await kolos(contracts)).statusCode).toBe(200);
    expect((await readsBy(t))['primary/replica_unhealthy']).toBe(
      (before['primary/replica_unhealthy'] ?? 0) + 1,
    );
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^db_replica_up 0$/m);
    // The next look at the replica finds it answering again.
    await t.app.deps.readRouting.check();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^db_replica_up 1$/m);
  });

  it('tells a lost connection from a bad query', () => {
    expect(replicaUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(replicaUnavailable(Object.assign(new Error('x'), { code: '08P01' }))).toBe(true);
    expect(replicaUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(replicaUnavailable(Object.assign(new Error('x'), { code: '42P01' }))).toBe(false);
    expect(replicaUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('no replica configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads and writes as before: no cookie, no routing metrics', async () => {
    const kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
    expect((await kolos(contracts)).statusCode).toBe(200);
    const write = await kolos({ method: 'PUT', url: '/api/notifications/read-all' });
    expect(write.headers['set-cookie']).toBeUndefined();
    expect(t.app.metrics.getSingleMetric('db_reads_total')).toBeUndefined();
  });
});
