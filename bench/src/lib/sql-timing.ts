import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@kolos/api/src/app';
import { loadConfig } from '@kolos/api/src/config';
import { pgliteOptions } from '@kolos/api/src/db/client';
import type { DB } from '@kolos/api/src/db/types';
import { PGliteDialect } from '@kolos/api/src/db/pglite-dialect';
import { preparingPool } from '@kolos/api/src/db/prepared-pool';
import { migrate } from '@kolos/api/src/db/migrate';
import { latencyOf, round } from './stats';
import type { HttpRequestSpec } from './load';

const WARM_UP_RUNS = 6;

export interface CapturedQuery {
  sql: string;
  params: readonly unknown[];
}

export interface SqlTiming {
  queries: number;
  p50: number;
  p95: number;
}

export interface Target {
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * The same API code in this process, with every SQL statement it sends recorded: one request of
 * each scenario gives the exact statements (the guard's session lookup included), which are then
 * replayed straight through the driver as the app runs it — pg or PGlite, both with named prepared
 * statements — to time the database alone.
 */
export async function openCapturingApp(target: Target) {
  const captured: CapturedQuery[] = [];
  let raw: (sql: string, params: readonly unknown[]) => Promise<unknown>;
  let close: () => Promise<void>;
  let dialect: Dialect;
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    dialect = new PostgresDialect({ pool });
    // the driver as the app uses it: one connection of the same statement-preparing pool
    const replayPool = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
    const client = await preparingPool(replayPool).connect();
    raw = (sql, params) => client.query(sql, params);
    close = async () => {
      client.release();
      await replayPool.end();
    };
  } else {
    const pglite = new PGlite(pgliteOptions({ dataDir: target.dataDir }));
    dialect = new PGliteDialect(pglite);
    // the driver as the app uses it: PGlite through our dialect (named statements), no plugins
    const replay = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    raw = (sql, params) => replay.executeQuery(CompiledQuery.raw(sql, [...params]));
    close = async () => undefined;
  }
  const db = new Kysely<DB>({
    dialect,
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, params: event.query.parameters });
    },
  });
  // a base generated before the latest migration gets it here, as the server would at its start
  await migrate(db);
  const config = loadConfig(
    { NODE_ENV: 'test' },
    // no workers: this app only answers the captured requests (its pool closes under a job otherwise)
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_IP_PER_MINUTE: 1_000_000,
      RATE_LIMIT_PHONE_PER_HOUR: 1_000_000,
      WORKERS: false,
      // the statements of building each answer, not of finding it kept (ADR 0070)
      READ_CACHE_MB: 0,
    },
  );
  const app: FastifyInstance = await buildApp({ config, db, logger: false });
  return {
    app,
    db,
    /** The statements one request runs; a write is sent once (`warmUp` false), as it changes data. */
    async capture(token: string, spec: HttpRequestSpec, warmUp = true): Promise<CapturedQuery[]> {
      const inject = () =>
        app.inject({
          method: spec.method,
          url: `/api${spec.path}`,
          headers: { authorization: `Bearer ${token}` },
          ...(spec.body === undefined ? {} : { payload: spec.body as object }),
        });
      if (warmUp) await inject();
      captured.length = 0;
      const res = await inject();
      if (res.statusCode >= 400)
        throw new Error(`${spec.method} ${spec.path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return captured.splice(0);
    },
    async time(queries: CapturedQuery[], reps: number): Promise<SqlTiming> {
      // Warm as the server's statements are: named on the first run, and after five runs
      // PostgreSQL may settle on a generic plan (plan_cache_mode auto).
      for (let i = 0; i < WARM_UP_RUNS; i++) for (const q of queries) await raw(q.sql, q.params);
      const samples: number[] = [];
      for (let i = 0; i < reps; i++) {
        const t0 = performance.now();
        for (const q of queries) await raw(q.sql, q.params);
        samples.push(performance.now() - t0);
      }
      const l = latencyOf(samples);
      return { queries: queries.length, p50: round(l.p50, 2), p95: round(l.p95, 2) };
    },
    async close() {
      await app.close();
      await db.destroy();
      await close();
    },
  };
}
