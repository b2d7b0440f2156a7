import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateKey } from '../apps/api/src/seed/template-key';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the migrated and seeded data folder the servers copy (set by the global set-up). */
export const TEMPLATE_ENV = 'KOLOS_E2E_DATA_TEMPLATE';

/**
 * Migrates and seeds one embedded database (its stored files under DATA_DIR/files included) with
 * the API's own `seed/cli.ts seed`, in a new folder named by the key. Built afresh for each run: the
 * seed places auctions, slots and trips relative to the moment it runs.
 */
export async function buildDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kolos-e2e-template-${templateKey()}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/cli.ts', 'seed'], {
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
    throw new Error(`the database template was not built: seed/cli.ts seed exited with ${code}`);
  }
  return dataDir;
}
