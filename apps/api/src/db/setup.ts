import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { createDb, type Database } from './client';
import { migrate } from './migrate';
import { seedDemo } from './seed/index';

/**
 * Opens the configured database and brings its schema up to date. The demo seed runs on the
 * first start only (a database that had no migrations yet), so later starts keep the data.
 */
export async function openDatabase(config: Config, opts: { seed?: boolean } = {}): Promise<Database> {
  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  const applied = await migrate(db);
  const fresh = applied.includes('0001_foundation.sql');
  if ((opts.seed ?? config.SEED_DEMO) && fresh) await seedDemo(db);
  return db;
}
