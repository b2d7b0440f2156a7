import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Target } from './sql-timing';
import { kolosClient } from '@kolos/client';

const API_DIR = fileURLToPath(new URL('../../../apps/api/', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The real server (`apps/api/src/main.ts`) as its own process, configured as behind a load
 * balancer (TRUST_PROXY): the login loop's people each come from their own address, so every
 * limit keeps its default. Its memory is sampled every 100 ms.
 */
export async function startApiServer(target: Target, env: Record<string, string> = {}) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...(target.databaseUrl
        ? { DATABASE_URL: target.databaseUrl }
        : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/docs/json`)).ok) break;
    } catch {
      // starting
    }
    // a first start on an empty DATA_DIR seeds in a process of its own first: ~30–70 s here
    if (i > 1800) throw new Error('API server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid!,
    peakRssMb: () => Math.round(peak),
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The demo password's login through the typed client (@kolos/client): a drift in the route stops the build. */
export async function passwordLogin(
  base: string,
  phone: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const kolos = kolosClient(base.replace(/\/api$/, ''));
  const { data, response } = await kolos.POST('/api/auth/login', { body: { phone, password: 'Kolos2026!' } });
  if (!data) throw new Error(`login ${phone}: ${response.status}`);
  return data;
}
