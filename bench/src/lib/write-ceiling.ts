import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { preparingPool } from '@kolos/api/src/db/prepared-pool';
import type { CapturedQuery } from './sql-timing';
import { latencyOf, round } from './stats';

export interface WriteCeiling {
  statements: number;
  connections: number;
  /** Replays a second at `connections`: the SQL-only ceiling of the write. */
  rate: number;
  p50: number;
  /** At one connection: median ms from the lock's statement to the transaction's end. */
  lockHold: number;
  /** The statements under the lock, their median ms each at one connection (the end: `rollback`). */
  locked: { statement: string; p50: number }[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The ids the captured request made — ours are UUID v7 stamped at or after its start, pg-boss's
 * job ids v4 (the data's are all v7) — each replay gets new ones, so it never collides with the
 * rows the real request committed or with another replay.
 */
function freshIds(queries: readonly CapturedQuery[], at: number): Set<string> {
  const out = new Set<string>();
  for (const q of queries)
    for (const p of q.params)
      if (typeof p === 'string')
        for (const id of p.match(UUID) ?? [])
          if (id[14] === '4' || parseInt(id.replace('-', '').slice(0, 12), 16) >= at) out.add(id);
  return out;
}

const renamed = (text: string, ids: Map<string, string>) => text.replace(UUID, (id) => ids.get(id) ?? id);

/** The first statement that takes the lock every writer of the scenario queues on. */
const isLock = (q: CapturedQuery) => /\bfor update\b/i.test(q.sql);
const isCommit = (q: CapturedQuery) => /^\s*commit\s*$/i.test(q.sql);

/**
 * The SQL-only ceiling of a write on one lock (issue 31 point 4): the statements one real request
 * sent (captured by the in-process app), replayed straight through the driver — the server's
 * statement-preparing pool — by `connections` clients at once for `seconds`, with no HTTP, no
 * JavaScript of the app and no event loop between them. Each replay has new ids for the rows the
 * request made and ends in ROLLBACK instead of COMMIT, so the data stays as it was; what a COMMIT
 * adds under the lock (the WAL flush) is measured apart and said beside it. Replays of one request
 * take the same locks the real ones do, in the same order.
 */
export async function writeCeiling(
  databaseUrl: string,
  captured: { queries: readonly CapturedQuery[]; at: number },
  connections: number,
  seconds: number,
): Promise<WriteCeiling> {
  const fresh = freshIds(captured.queries, captured.at);
  const replay = captured.queries.map((q) => (isCommit(q) ? { sql: 'rollback', params: [] } : q));
  const lockAt = replay.findIndex(isLock);
  if (lockAt < 0) throw new Error('в записи нет захвата блокировки (for update)');
  // the lock is held until the transaction's end (its ROLLBACK here), not through the reads after
  const endAt = replay.findIndex((q, i) => i > lockAt && q.sql === 'rollback');
  const heldTo = endAt < 0 ? replay.length : endAt + 1;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  // The captured offer is live: withdrawn, so that the replays meet no live offer of its farm
  // and insert theirs as the real request did.
  await pool.query(
    `update offers set status = 'OFFER_WITHDRAWN' where uuid = any($1::uuid[]) and status = 'OFFER_ACTIVE'`,
    [[...fresh]],
  );
  const prepared = preparingPool(pool);
  const clients = await Promise.all(Array.from({ length: connections }, () => prepared.connect()));
  try {
    const once = async (client: (typeof clients)[number], times?: number[]) => {
      const ids = new Map([...fresh].map((id) => [id, randomUUID()]));
      for (const [i, q] of replay.entries()) {
        const params = q.params.map((p) => (typeof p === 'string' ? renamed(p, ids) : p));
        const t0 = performance.now();
        await client.query(q.sql, params);
        times?.push(i >= lockAt && i < heldTo ? performance.now() - t0 : 0);
      }
    };
    // warm, as the server's statements are (named, then a generic plan may settle)
    for (let i = 0; i < 6; i++) await once(clients[0]!);
    const perStatement: number[][] = replay.map(() => []);
    const holds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const times: number[] = [];
      await once(clients[0]!, times);
      times.forEach((t, k) => perStatement[k]!.push(t));
      holds.push(times.slice(lockAt, heldTo).reduce((s, t) => s + t, 0));
    }
    const end = performance.now() + seconds * 1000;
    const samples: number[] = [];
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await once(client);
          samples.push(performance.now() - t0);
        }
      }),
    );
    return {
      statements: replay.length,
      connections,
      rate: round(samples.length / seconds),
      p50: round(latencyOf(samples).p50, 2),
      lockHold: round(latencyOf(holds).p50, 2),
      locked: replay.slice(lockAt, heldTo).map((q, k) => ({
        statement: q.sql.replace(/\s+/g, ' ').slice(0, 90),
        p50: round(latencyOf(perStatement[lockAt + k]!).p50, 2),
      })),
    };
  } finally {
    for (const c of clients) c.release();
    await pool.end();
  }
}

/**
 * What COMMIT adds under a lock on this machine: the median of `n` one-row transactions that
 * commit (the WAL flush: fdatasync of this disk) minus the same ones rolled back.
 */
export async function commitCost(databaseUrl: string, n = 200): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create table if not exists bench_commit_cost (n int)');
    const run = async (end: string) => {
      const samples: number[] = [];
      for (let i = 0; i < n; i++) {
        await client.query('begin');
        await client.query('insert into bench_commit_cost values ($1)', [i]);
        const t0 = performance.now();
        await client.query(end);
        samples.push(performance.now() - t0);
      }
      return latencyOf(samples).p50;
    };
    const committed = await run('commit');
    const rolledBack = await run('rollback');
    await client.query('drop table bench_commit_cost');
    return round(committed - rolledBack, 2);
  } finally {
    await client.end();
  }
}
