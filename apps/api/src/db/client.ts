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
  /** Schema to work in on PostgreSQL (tests give each file its own). */
  schema?: string | undefined;
  poolSize?: number;
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

export function createDb(options: DbOptions): Database {
  let dialect: Dialect;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    dialect = new PostgresDialect({ pool: preparingPool(pool) });
  } else {
    // The options form: `new PGlite(undefined, opts)` would drop the parsers of an in-memory base.
    const pglite = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      parsers: pgliteParsers,
    });
    dialect = new PGliteDialect(pglite);
  }
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
}
