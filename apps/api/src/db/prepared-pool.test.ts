import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION, preparingPool } from './prepared-pool';

/** Needs a PostgreSQL server: runs when TEST_DATABASE_URL is set (CI's second API run). */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(() => pool.end());

  const preparedNames = async (client: { query: (s: string, p: readonly unknown[]) => Promise<unknown> }) =>
    (
      (await client.query('select name from pg_prepared_statements order by name', [])) as {
        rows: { name: string }[];
      }
    ).rows.map((r) => r.name);

  it('names a parameterised statement once per connection and runs it again by name', async () => {
    const client = await preparingPool(pool).connect();
    try {
      const first = await client.query<{ n: number }>('select $1::int + 1 as n', [41]);
      const again = await client.query<{ n: number }>('select $1::int + 1 as n', [1]);
      expect([first.rows[0]!.n, again.rows[0]!.n]).toEqual([42, 2]);
      expect(await preparedNames(client)).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('leaves scripts, utility commands and statements without parameters unnamed', async () => {
    const client = await preparingPool(pool).connect();
    try {
      const before = await preparedNames(client);
      await client.query('select 1; select 2', []);
      await client.query('show search_path', []);
      await client.query('select 3', []);
      expect(await preparedNames(client)).toEqual(before);
    } finally {
      client.release();
    }
  });

  it('stops naming new statements past the per-connection cap, and still runs them', async () => {
    const client = await preparingPool(pool).connect();
    try {
      for (let i = 0; i <= PREPARED_PER_CONNECTION + 5; i++) {
        const res = await client.query<{ n: number }>(`select $1::int + ${i} as n`, [0]);
        expect(res.rows[0]!.n).toBe(i);
      }
      expect((await preparedNames(client)).length).toBe(PREPARED_PER_CONNECTION);
    } finally {
      client.release();
    }
  });
});
