import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from '../db/client';

const SEED_DIR = fileURLToPath(new URL('./', import.meta.url));

/**
 * Runs every NN-name.ts seed of this folder in name order. Each is idempotent (fixed ids or
 * natural keys with ON CONFLICT DO NOTHING), so running the seed twice changes nothing.
 */
export async function seedDemo(db: Database): Promise<string[]> {
  const files = (await readdir(SEED_DIR)).filter((f) => /^\d\d-.+\.ts$/.test(f)).sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(SEED_DIR + file).href)) as {
      seed: (db: Database) => Promise<void>;
    };
    await mod.seed(db);
  }
  return files;
}
