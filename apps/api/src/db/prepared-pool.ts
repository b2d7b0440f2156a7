import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** Named statements one server connection keeps; past that, new texts run unnamed (no eviction). */
export const PREPARED_PER_CONNECTION = 200;

/** One parameterised statement: no utility commands, no multi-statement scripts (migrations). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b[^;]*$/i;

/** Whether a statement may run as a named prepared statement (here and in the PGlite dialect). */
export const isPreparable = (text: string, parameters: readonly unknown[]) =>
  parameters.length > 0 && PREPARABLE.test(text);

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/**
 * A pg pool whose connections run the app's statements as named prepared statements. Planning the
 * lists' joins costs PostgreSQL 1–2 ms a statement, ten times their execution (EXPLAIN ANALYZE in
 * docs/benchmarks.md); a prepared statement is planned once per connection, and after five runs
 * PostgreSQL may keep a generic plan when it is no worse than the custom ones (plan_cache_mode auto).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const ready = new Set<string>();
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      what: string | PostgresCursor<R>,
      parameters?: readonly unknown[],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof what !== 'string') return client.query(what as never) as unknown as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      if (isPreparable(what, values)) {
        const name = nameOf(what);
        if (ready.has(name) || ready.size < PREPARED_PER_CONNECTION) {
          ready.add(name);
          return client.query({ name, text: what, values }) as unknown as Promise<PostgresQueryResult<R>>;
        }
      }
      return client.query(what, values) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) {
        w = wrap(client);
        wrapped.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}
