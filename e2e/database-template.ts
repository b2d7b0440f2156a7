import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What decides the seeded database: the migrations and the demo seed. */
const SOURCES = ['apps/api/src/db/migrations', 'apps/api/src/db/seed'];

/** The folder of the migrated and seeded data folder the servers copy (set by the global set-up). */
export const TEMPLATE_ENV = 'KOLOS_E2E_DATA_TEMPLATE';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of the migrations' and the seed's contents: a changed one names a new folder. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((dir) => filesUnder(path.join(ROOT, dir)))) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates and seeds one embedded database (its stored files under DATA_DIR/files included) with
 * the API's own `db/cli.ts seed`, in a new folder named by the key. Built afresh for each run: the
 * seed places auctions, slots and trips relative to the moment it runs.
 */
export async function buildDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kolos-e2e-template-${templateKey()}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/db/cli.ts', 'seed'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the database template was not built: db/cli.ts seed exited with ${code}`);
  }
  return dataDir;
}
