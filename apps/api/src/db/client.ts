import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types';
import { PGliteDialect } from './pglite-dialect';
import { preparingPool } from './prepared-pool';

export type Database = Kysely<DB>;

export interface DbOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** Schema to work in on PostgreSQL. */
  schema?: string | undefined;
  /** PGlite: start from this dump of a data folder (a test template) instead of an empty one. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** The server itself when databaseUrl is a pooler in transaction mode: LISTEN needs a session. */
  directUrl?: string | undefined;
  /** false: no named statements (a pooler that cannot keep them, PgBouncer before 1.21). */
  prepare?: boolean;
  /** How long a new connection may take; a replica that is gone must fail fast, not hang reads. */
  connectTimeoutMs?: number;
}

// numeric and bigint come back as strings by default; the product's amounts fit in a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// dates without time stay 'YYYY-MM-DD' text: no time zone may shift a delivery day.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

const pgliteParsers = {
  1700: (v: string) => Number(v),
  20: (v: string) => Number(v),
  1082: (v: string) => v,
};

/** Connections of the database's pool right now, for the metrics. */
export interface PoolStats {
  driver: 'pg' | 'pglite';
  total: number;
  idle: number;
  /** Queries waiting for a connection: the queue that grows under overload. */
  waiting: number;
}

const poolStatsOf = new WeakMap<Database, () => PoolStats>();

/**
 * Where a database's NOTIFY messages can be heard (live events, ADR 0067): on PostgreSQL a
 * connection of its own outside the pool (LISTEN holds it), on PGlite the one in-process engine.
 */
export type NotificationSource =
  | { driver: 'pg'; connect: () => pg.Client }
  | {
      driver: 'pglite';
      onNotification: (callback: (channel: string, payload: string) => void) => () => void;
    };

const notificationSources = new WeakMap<Database, NotificationSource>();
const pgliteEngines = new WeakMap<Database, PGlite>();

/** A PGlite database's data folder as one uncompressed tar, for `loadDataDir` (test templates). */
export function dumpDataDir(db: Database): Promise<Blob> {
  const engine = pgliteEngines.get(db);
  if (!engine) throw new Error('dumpDataDir: not a PGlite database');
  return engine.dumpDataDir('none') as Promise<Blob>;
}

export const notificationSource = (db: Database): NotificationSource | undefined =>
  notificationSources.get(db);

/** The pool's counters of a database made by createDb. */
export const poolStats = (db: Database): PoolStats | undefined => poolStatsOf.get(db)?.();

export function createDb(options: DbOptions): Database {
  let dialect: Dialect;
  let stats: () => PoolStats;
  let notifications: NotificationSource;
  let engine: PGlite | undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection the server ended (a restart, a failover, a test's database dropped) is
    // thrown away by the pool and the next query opens another; unheard, its error would end the process.
    pool.on('error', () => undefined);
    dialect = new PostgresDialect({ pool: options.prepare === false ? pool : preparingPool(pool) });
    const listenUrl = options.directUrl ?? options.databaseUrl;
    notifications = { driver: 'pg', connect: () => new pg.Client({ connectionString: listenUrl }) };
    stats = () => ({
      driver: 'pg',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
  } else {
    // The options form: `new PGlite(undefined, opts)` would drop the parsers of an in-memory base.
    const pglite = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: pgliteParsers,
    });
    engine = pglite;
    const pgliteDialect = new PGliteDialect(pglite);
    dialect = pgliteDialect;
    notifications = { driver: 'pglite', onNotification: (callback) => pglite.onNotification(callback) };
    stats = () => ({ driver: 'pglite', total: 1, ...pgliteDialect.usage() });
  }
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
  if (engine) pgliteEngines.set(db, engine);
  poolStatsOf.set(db, stats);
  notificationSources.set(db, notifications);
  return db;
}
