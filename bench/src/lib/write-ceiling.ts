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

/** The first statement that takes the lock every writer of the scenario queues on. */
const isLock = (q: CapturedQuery) => /\bfor update\b/i.test(q.sql);
const isCommit = (q: CapturedQuery) => /^\s*commit\s*$/i.test(q.sql);

/**
 * The SQL-only ceiling of a write on one lock (issue 31 point 4): the statements one real request
 * sent (captured by the in-process app), replayed straight through the driver — the server's
 * statement-preparing pool — by `connections` clients at once for `seconds`, with no HTTP, no
 * JavaScript of the app and no event loop between them. Each replay ends in ROLLBACK instead of
 * COMMIT, so the data stays as it was and the replays never collide on their rows; what a COMMIT
 * adds under the lock (the WAL flush) is measured apart and said beside it. Replays of one request
 * take the same locks the real ones do, in the same order.
 */
export async function writeCeiling(
  databaseUrl: string,
  queries: readonly CapturedQuery[],
  connections: number,
  seconds: number,
): Promise<WriteCeiling> {
  const replay = queries.map((q) => (isCommit(q) ? { sql: 'rollback', params: [] } : q));
  const lockAt = replay.findIndex(isLock);
  if (lockAt < 0) throw new Error('в записи нет захвата блокировки (for update)');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const prepared = preparingPool(pool);
  const clients = await Promise.all(Array.from({ length: connections }, () => prepared.connect()));
  try {
    const once = async (client: (typeof clients)[number], times?: number[]) => {
      for (const [i, q] of replay.entries()) {
        const t0 = performance.now();
        await client.query(q.sql, [...q.params]);
        times?.push(i >= lockAt ? performance.now() - t0 : 0);
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
      holds.push(times.slice(lockAt).reduce((s, t) => s + t, 0));
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
      locked: replay.slice(lockAt).map((q, k) => ({
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
