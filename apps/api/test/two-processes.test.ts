import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed/demo-ids';
import { pgAdminUrl, withDatabase } from './db-template';
import { eventually } from './eventually';

/**
 * Two API processes on one PostgreSQL (the scale-out setup): sessions, refresh-token families,
 * code attempts and rate limits must hold across both, so none of them may live in a process.
 * Needs a PostgreSQL server: runs when TEST_DATABASE_URL is set (CI's second API run).
 */
const url = process.env.TEST_DATABASE_URL;
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const IP_LIMIT = 6;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startProcess(
  databaseUrl: string,
  /** Behind a pooler (npm run scale:try): the server itself, for the migrations' lock and LISTEN. */
  directUrl: string | undefined,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...(directUrl ? { DATABASE_DIRECT_URL: directUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OTP_RESEND_SECONDS: '0',
      RATE_LIMIT_IP_PER_MINUTE: String(IP_LIMIT),
      RATE_LIMIT_PHONE_PER_HOUR: '1000',
      // No grace for a repeated refresh (ADR 0016, tested in auth.test.ts): a reuse revokes at once.
      REFRESH_REUSE_GRACE_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  // refused until it listens
  await eventually(async () => (await fetch(`${base}/docs/json`)).ok, { timeoutMs: 60_000, intervalMs: 250 });
  return { base, child };
}

async function call(base: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe.runIf(Boolean(url))('two API processes on one PostgreSQL', () => {
  const dbName = `kolos_2p_${randomBytes(4).toString('hex')}`;
  let a: { base: string; child: ChildProcess };
  let b: { base: string; child: ChildProcess };
  // A pooler's idle server connections to the database would keep it from being dropped.
  const admin = new pg.Client({ connectionString: url && pgAdminUrl(url) });
  const direct =
    process.env.TEST_DATABASE_DIRECT_URL && withDatabase(process.env.TEST_DATABASE_DIRECT_URL, dbName);

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    // Both start at once: the migration lock makes one wait for the other.
    const dbUrl = withDatabase(url!, dbName);
    [a, b] = await Promise.all([startProcess(dbUrl, direct), startProcess(dbUrl, direct)]);
  }, 90_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await Promise.all([a, b].map((p) => p && new Promise((r) => p.child.once('exit', r))));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('a session made through one works through the other', async () => {
    const login = await call(a.base, '/auth/login', {
      phone: DEMO.phones.kolosYugSuper,
      password: DEMO.password,
    });
    expect(login.status).toBe(200);
    const me = await call(
      b.base,
      `/user/${DEMO.users.kolosYugSuper}`,
      undefined,
      login.json.access_token as string,
    );
    expect(me.status).toBe(200);
    expect(me.json.lastName).toBe('Кузнецов');
  });

  it('a refresh token spent on one cannot be reused on the other, and the family dies', async () => {
    const first = (await call(a.base, '/auth/login', { phone: DEMO.phones.farmer, password: DEMO.password }))
      .json;
    const second = await call(a.base, '/user/login/refresh', first);
    expect(second.status).toBe(200);
    expect((await call(b.base, '/user/login/refresh', first)).status).toBe(401);
    expect((await call(b.base, '/user/login/refresh', second.json)).status).toBe(401);
  });

  it('code attempts are counted across both', async () => {
    const { json } = await call(a.base, '/user/phone/check', { phone: DEMO.phones.kolosYugManager });
    const session_uuid = json.session_uuid as string;
    const outbox = await fetch(
      `${a.base}/dev/outbox?phone=${encodeURIComponent(DEMO.phones.kolosYugManager)}`,
    );
    const right = ((await outbox.json()) as { code: string }[])[0]!.code;
    const wrong = right === '999999' ? '888888' : '999999';
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const base = i % 2 === 0 ? a.base : b.base;
      answers.push((await call(base, '/auth/send-code', { session_uuid, code: wrong })).json.code);
    }
    expect(answers).toEqual(['BAD_CODE', 'BAD_CODE', 'BAD_CODE', 'BAD_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
    const sixth = await call(b.base, '/auth/send-code', { session_uuid, code: right });
    expect(sixth.status).toBe(400);
    expect(sixth.json.code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('per-IP rate limits hold across both', async () => {
    // A fixed one-minute window: a burst that straddled two is sent again, inside the next one
    // (which the straddling hits only fill sooner).
    const minute = () => Math.floor(Date.now() / 60_000);
    let statuses: number[] = [];
    for (let burst = 0; burst < 2; burst++) {
      const started = minute();
      statuses = [];
      for (let i = 0; i < IP_LIMIT + 2; i++) {
        const base = i % 2 === 0 ? a.base : b.base;
        statuses.push((await call(base, '/auth/login', { phone: `+7913000000${i}`, password: 'x' })).status);
      }
      if (minute() === started) break;
    }
    const allowed = statuses.filter((s) => s !== 429).length;
    expect(allowed).toBeLessThanOrEqual(IP_LIMIT);
    expect(statuses.at(-1)).toBe(429);
  }, 90_000);
});
