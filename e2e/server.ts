import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { TEMPLATE_ENV } from './database-template';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DEMO_PHONES = {
  admin: '+79000000001',
  kolosYugSuper: '+79000000002',
  kolosYugManager: '+79000000003',
  farmer: '+79000000004',
  agroCenterSuper: '+79000000005',
} as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** The newest one-time code the outbox holds for the phone. */
  lastCode: (phone: string) => Promise<string>;
}

/**
 * The real server (built SPA + API) on its own embedded database in a temporary folder: a copy of
 * the run's migrated and seeded template (global-setup.ts), stored files included.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kolos-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run the specs through playwright.config.ts`);
  cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTP_RESEND_SECONDS: '5',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // No internet here: map tiles come from the server itself, so a map adds no failed requests
      // (console errors) to the page.
      MAP_TILE_URL: `http://127.0.0.1:${port}/favicon.svg?{z}/{x}/{y}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A worker that ends with its server still up (a hook that timed out while it started) would
  // leave it running, loading the machine: the server goes with the worker.
  const killWithWorker = () => child.kill('SIGKILL');
  process.once('exit', killWithWorker);
  const url = `http://127.0.0.1:${port}`;
  // Two minutes: on a machine loaded by other work a start has taken 40–45 s, and a spec that
  // cannot start its server fails whole.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Ready: the database answers and the job workers run (the OpenAPI document, asked here
      // before, cost each start its whole generation)
      const res = await fetch(`${url}/api/ready`);
      // Read the body: an unread answer larger than the socket buffer keeps the connection busy,
      // and the server's graceful close then waits for it forever.
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // a server left running would load the machine and slow the next one's start in turn
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not start in 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      process.off('exit', killWithWorker);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A socket Chromium opened ahead of time holds a graceful close until the server's
        // timeouts end it (a minute): give the server 10 s, then stop it for good.
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** The phone's last SMS code; waits up to 5 s, as a click's request may still be on its way. */
    async lastCode(phone: string) {
      for (const deadline = Date.now() + 5_000; ;) {
        const res = await fetch(`${url}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
        const list = (await res.json()) as { code: string | null }[];
        const code = list.find((m) => m.code)?.code;
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code for ${phone}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** A full-page screenshot kept whatever the run: the picture of a failed check. */
export const failureShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ROOT, 'e2e', 'screenshots', `${name}.png`), fullPage: true });

const reviewShots = () => process.env.CI !== 'true' || process.env.E2E_SHOTS === '1';

/**
 * A full-page screenshot of a screen for a person to look at (e2e/screenshots). Under CI nobody
 * looks, and each costs a full repaint: skipped there unless E2E_SHOTS=1.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (reviewShots()) await failureShot(page, name);
}

/** What the screen shows (a dialog over the page), not the whole page; skipped as `shot` is. */
export async function viewShot(page: Page, name: string): Promise<void> {
  if (!reviewShots()) return;
  await page.screenshot({
    path: path.join(ROOT, 'e2e', 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}
