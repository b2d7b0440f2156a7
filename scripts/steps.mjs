// Runs npm scripts one after another and prints each one's wall time and the total: `npm test`
// is build + unit + e2e, and docs/ci.md keeps their times. Stops at the first failure, with its code.
import { spawnSync } from 'node:child_process';

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const times = [];
const started = Date.now();
let status = 0;
for (const script of process.argv.slice(2)) {
  const t0 = Date.now();
  status = spawnSync('npm', ['run', script], { stdio: 'inherit' }).status ?? 1;
  times.push([script, Date.now() - t0]);
  if (status !== 0) break;
}
console.log('\n== время по шагам (мин:с)');
for (const [script, ms] of times) console.log(`   ${script.padEnd(12)} ${clock(ms)}`);
console.log(`   ${'всего'.padEnd(12)} ${clock(Date.now() - started)}`);
process.exit(status);
