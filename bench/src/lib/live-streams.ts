import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openCapturingApp } from './sql-timing';
import { passwordLogin, rssMb, startApiServer } from './server';
import { latencyOf, round } from './stats';

/** Issue 16 point 6: the budgets of the live events. */
export const LIVE_BUDGET = { streams: 1000, rssMb: 300, deliveryMs: 1000, enqueueMs: 2 };
const KOLOS_YUG_SUPER = '+79000000002';
const EVENTS = 5;

export interface LiveStreamsResult {
  streams: number;
  idleRssMb: number;
  openRssMb: number;
  /** Per event: the time from the change's request to the last of the streams receiving it. */
  deliveryMs: number[];
  enqueue: { p50: number; p95: number };
}

interface Stream {
  res: IncomingMessage;
  /** Resolves when an event naming `uuid` arrives on this stream. */
  waitFor(uuid: string): Promise<number>;
}

/** One stream of GET /api/events, read as text: the scenario only needs to see the uuid pass. */
function openStream(base: string, token: string, agent: Agent): Promise<Stream> {
  const url = new URL(`${base}/events`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`GET /events: ${res.statusCode}`));
        let tail = '';
        const waiting = new Map<string, (at: number) => void>();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          tail = (tail + chunk).slice(-8192);
          for (const [uuid, done] of waiting) {
            if (tail.includes(uuid)) {
              waiting.delete(uuid);
              done(performance.now());
            }
          }
        });
        resolve({
          res,
          waitFor: (uuid) => new Promise((done) => waiting.set(uuid, done)),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * What enqueueing a job costs the request that causes it: a transaction with one row and the
 * job, against the same transaction without it, on a fresh embedded database (median and p95 of
 * the differences over 300 pairs).
 */
async function enqueueCost(): Promise<{ p50: number; p95: number }> {
  const capturing = await openCapturingApp({});
  try {
    await capturing.app.deps.jobs.start();
    const { db, app } = capturing;
    const row = (trx: typeof db) =>
      sql`insert into rate_limits (key, window_start, hits) values (${`bench:${Math.random()}`}, now(), 1)`.execute(
        trx,
      );
    const diffs: number[] = [];
    for (let i = 0; i < 320; i++) {
      const t0 = performance.now();
      await db.transaction().execute(async (trx) => row(trx));
      const t1 = performance.now();
      await db.transaction().execute(async (trx) => {
        await row(trx);
        await app.deps.jobs.enqueue(trx, 'events.prune', {});
      });
      const t2 = performance.now();
      if (i >= 20) diffs.push(t2 - t1 - (t1 - t0));
    }
    const l = latencyOf(diffs);
    return { p50: round(l.p50, 2), p95: round(l.p95, 2) };
  } finally {
    await capturing.close();
  }
}

/** An empty database `kolos_bench_live` beside the one of the URL, for the demo data. */
async function freshDatabase(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop database if exists kolos_bench_live with (force)');
    await client.query('create database kolos_bench_live');
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = '/kolos_bench_live';
  return url.toString();
}

/**
 * `npm run bench -- --only live`: a started server (the demo data on a fresh PostgreSQL database
 * beside DATABASE_URL's, or on a fresh PGlite without one) holds 1000
 * event streams of «Колос-Юг»'s super-user; the trader cancels demo tenders one by one, and each
 * cancel's event is timed until every stream has it. RSS is the server's, with the streams open:
 * the budget is the API process's, so on PGlite — the database inside that process — only the
 * streams' own rise is held to it.
 */
export async function runLiveStreams(
  databaseUrl: string | undefined,
  streams = LIVE_BUDGET.streams,
): Promise<LiveStreamsResult> {
  const enqueue = await enqueueCost();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kolos-bench-live-'));
  const server = await startApiServer(
    databaseUrl ? { databaseUrl: await freshDatabase(databaseUrl) } : { dataDir },
    { SEED_DEMO: 'true' },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const token = (await passwordLogin(server.base, KOLOS_YUG_SUPER)).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = (await (
      await fetch(`${server.base}/v3/auctions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ statuses: ['AUCTION_ACTIVE', 'AUCTION_PLANNED'], limit: 50 }),
      })
    ).json()) as { auctions: { uuid: string }[] };
    const targets = list.auctions.slice(0, EVENTS).map((a) => a.uuid);
    if (targets.length === 0) throw new Error('в демо-данных нет идущих торгов');
    await new Promise((r) => setTimeout(r, 1000));
    const idleRssMb = rssMb(server.pid);
    const open: Stream[] = [];
    for (let i = 0; i < streams; i += 50) {
      const batch = Math.min(50, streams - i);
      open.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(server.base, token, agent)))),
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    const openRssMb = rssMb(server.pid);
    const deliveryMs: number[] = [];
    for (const uuid of targets) {
      const arrivals = open.map((s) => s.waitFor(uuid));
      const t0 = performance.now();
      const res = await fetch(`${server.base}/v2/auctions/${uuid}`, {
        method: 'DELETE',
        headers: { authorization: headers.authorization },
      });
      if (!res.ok) throw new Error(`DELETE /v2/auctions/${uuid}: ${res.status}`);
      const last = Math.max(...(await Promise.all(arrivals)));
      deliveryMs.push(Math.round(last - t0));
    }
    for (const s of open) s.res.destroy();
    return {
      streams,
      idleRssMb: Math.round(idleRssMb),
      openRssMb: Math.round(openRssMb),
      deliveryMs,
      enqueue,
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the scenario, prints it and throws when a budget is broken. */
export async function liveStreamsScenario(databaseUrl: string | undefined): Promise<LiveStreamsResult> {
  const r = await runLiveStreams(databaseUrl);
  const rss = databaseUrl ? r.openRssMb : r.openRssMb - r.idleRssMb;
  const worst = Math.max(...r.deliveryMs);
  console.log(
    `живые события (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${r.streams} потоков, RSS ${r.idleRssMb} → ${r.openRssMb} МБ (порог < ${LIVE_BUDGET.rssMb}); ` +
      `доставка всем: ${r.deliveryMs.join(', ')} мс (порог ≤ ${LIVE_BUDGET.deliveryMs}); ` +
      `постановка задания в транзакции: +${r.enqueue.p50} мс p50, +${r.enqueue.p95} мс p95 (порог ≤ ${LIVE_BUDGET.enqueueMs})`,
  );
  const broken = [
    rss >= LIVE_BUDGET.rssMb && `RSS ${rss} МБ`,
    worst > LIVE_BUDGET.deliveryMs && `доставка ${worst} мс`,
    r.enqueue.p50 > LIVE_BUDGET.enqueueMs && `постановка задания +${r.enqueue.p50} мс`,
  ].filter(Boolean);
  if (broken.length) throw new Error(`живые события: ${broken.join(', ')}`);
  return r;
}
