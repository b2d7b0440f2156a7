import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_SRC = fileURLToPath(new URL('../', import.meta.url));
/** What a seeded database is made of: a change to any of these files makes a new one. */
const SOURCES = ['db/migrations', 'seed'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * A hash of the migrations and the seed under `root` (the API's src): the name of the test runs'
 * migrated, seeded template databases (ADR 0079), for the API suite and the e2e servers alike.
 */
export function templateKey(root = API_SRC): string {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    for (const file of filesUnder(path.join(root, dir))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}
