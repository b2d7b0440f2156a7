import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rssMb, startApiServer } from './lib/server';
import { percentile } from './lib/stats';

/**
 * `npm run bench:memory` (issue 31 point 6): the resident memory of the embedded default's idle
 * server — `apps/api/src/main.ts` on PGlite with the demo seed, as `npm start` runs it — after a
 * first start on an empty DATA_DIR and after later starts on the same folder, `--runs` of each,
 * read from /proc `--idle` seconds after the server answers. Prints each run and the medians.
 */
const BUDGET_MB = 300;
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, idle: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
const idleMs = Number(values.idle) * 1000;

async function idleRss(dataDir: string): Promise<number> {
  const server = await startApiServer({ dataDir }, { SEED_DEMO: 'true' });
  try {
    await new Promise((r) => setTimeout(r, idleMs));
    return Math.round(rssMb(server.pid));
  } finally {
    await server.stop();
  }
}

const first: number[] = [];
const later: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kolos-bench-memory-'));
  try {
    first.push(await idleRss(dataDir));
    later.push(await idleRss(dataDir));
    console.log(`run ${i + 1}: first start ${first.at(-1)} MB, later start ${later.at(-1)} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const [name, list] of [
  ['first start (initdb, migrations, seed)', first],
  ['later start', later],
] as const) {
  const m = Math.round(
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    ),
  );
  console.log(
    `${name}: median ${m} MB of ${list.join(', ')} (budget < ${BUDGET_MB} MB: ${m < BUDGET_MB ? 'met' : 'not met'})`,
  );
}
