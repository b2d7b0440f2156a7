import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { createDb, type Database } from './client';
import { migrate } from './migrate';

/**
 * What fills a fresh database with the demo data. The seed calls the areas' services, so it stands
 * above them and hands itself in here (main.ts) rather than the database importing it (ADR 0073).
 */
export type DemoSeed = (db: Database) => Promise<unknown>;

/**
 * Opens the configured database and brings its schema up to date. The demo seed, when given and
 * SEED_DEMO is on, runs on the first start only (a database that had no migrations yet), so later
 * starts keep the data.
 */
export async function openDatabase(config: Config, seed?: DemoSeed): Promise<Database> {
  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  const open = () =>
    createDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
      poolSize: config.DB_POOL_SIZE,
      directUrl: config.DATABASE_DIRECT_URL,
      prepare: config.DB_PREPARED_STATEMENTS,
      sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    });
  const db = open();
  const applied = await migrateOn(config, db);
  const fresh = applied.includes('0001_foundation.sql');
  if (seed && config.SEED_DEMO && fresh) await seed(db);
  if (config.DATABASE_URL || applied.length === 0) return db;
  // PGlite's WebAssembly memory grew for the migrations (and a seed) and never shrinks: a fresh
  // engine on the same folder starts at the size serving needs (measured after a seed: 200 → 144 MB
  // of it; issue 31 point 6, ADR 0114). An empty folder is set up apart, seed/first-start.ts.
  await db.destroy();
  return open();
}

/**
 * Migrations hold a session's advisory lock across transactions: behind a pooler in transaction
 * mode they run over a connection of their own to the server itself.
 */
async function migrateOn(config: Config, db: Database): Promise<string[]> {
  if (!config.DATABASE_DIRECT_URL) return migrate(db);
  const direct = createDb({ databaseUrl: config.DATABASE_DIRECT_URL, poolSize: 1, prepare: false });
  try {
    return await migrate(direct);
  } finally {
    await direct.destroy();
  }
}

/** The streaming replica the lists and boards read (ADR 0110); none when not configured. */
export function openReplica(config: Config): Database | undefined {
  if (!config.DATABASE_REPLICA_URL) return undefined;
  return createDb({
    databaseUrl: config.DATABASE_REPLICA_URL,
    poolSize: config.DB_POOL_SIZE,
    prepare: config.DB_PREPARED_STATEMENTS,
    connectTimeoutMs: 2000,
  });
}
