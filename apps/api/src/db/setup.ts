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
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  const applied = await migrate(db);
  const fresh = applied.includes('0001_foundation.sql');
  if (seed && config.SEED_DEMO && fresh) await seed(db);
  return db;
}
