import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
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
  /** PGlite: the buffer pool in MB (PGlite's own start sets 128 MB, all of it resident). */
  sharedBuffersMb?: number | undefined;
}

// numeric and bigint come back as strings by default; the product's amounts fit in a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// dates without time stay 'YYYY-MM-DD' text: no time zone may shift a delivery day.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** The demo's base (16 MB after the seed) fits in it twice over; PGLITE_SHARED_BUFFERS_MB changes it. */
const DEFAULT_SHARED_BUFFERS_MB = 32;

const pgliteParsers = {
  1700: (v: string) => Number(v),
  20: (v: string) => Number(v),
  1082: (v: string) => v,
};

/**
 * How every PGlite of the project is opened — the server, the backup CLI, the bench's replay —
 * so that each sees the same database with the same types (ADR 0114).
 */
export function pgliteOptions(
  options: Pick<DbOptions, 'dataDir' | 'loadDataDir' | 'sharedBuffersMb'>,
): PGliteOptions {
  return {
    // PGlite 0.3 kept its data in template1; 0.4 opens `postgres` unless told, so bases made
    // before the upgrade (and the test templates) keep theirs.
    database: 'template1',
    // PGlite's own start fixes shared_buffers at 128 MB, zeroed and so resident for the life of
    // the process; this base's pool is sized here instead (issue 31 point 6).
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', `shared_buffers=${options.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB}MB`],
    ],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: pgliteParsers,
  };
}

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
    const pglite = new PGlite(pgliteOptions(options));
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
