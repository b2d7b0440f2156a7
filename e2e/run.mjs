// Runs the Playwright suite in Debian's Chromium (browser.mjs picks which). Without a browser: skips and says so, except
// under CI=true, where a missing browser fails the run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { browserPath } from './browser.mjs';

const chrome = browserPath();
if (!existsSync(chrome)) {
  const msg = `Chromium не найден (${chrome}): задайте CHROME_PATH или установите пакет chromium-headless-shell или chromium.`;
  if (process.env.CI === 'true') {
    console.error(`${msg} В CI это ошибка.`);
    process.exit(1);
  }
  console.warn(`${msg} Сквозные тесты пропущены.`);
  process.exit(0);
}
const here = fileURLToPath(new URL('.', import.meta.url));
const res = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.config.ts', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(res.status ?? 1);
