import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

/**
 * The embedded database's first start (an empty DATA_DIR): initdb, the migrations and the demo
 * seed run in a process of their own (`seed/cli.ts`, the same steps as `npm run seed`), and the
 * server then opens the ready folder. PGlite's WebAssembly memory never shrinks, and the seed's
 * peak (~900 MB resident) would otherwise stay with the server for its whole life: its idle
 * memory was 570–600 MB after a first start and ~400 MB after any later one (issue 31 point 6,
 * docs/benchmarks.md, ADR 0114). PostgreSQL and an existing folder: nothing to do.
 */
export async function setUpFreshPglite(config: Config): Promise<void> {
  if (config.DATABASE_URL || existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) return;
  // tsx's loader comes along in execArgv; `npm run dev`'s --watch must not (the child would wait
  // for file changes instead of ending).
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--watch'));
  const child = fork(CLI, [config.SEED_DEMO ? 'seed' : 'migrate'], { stdio: 'inherit', execArgv });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Первичная подготовка базы в ${config.DATA_DIR} не удалась (код ${code})`);
}
