import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, type Database } from '../src/db/client';
import { DEMO } from '../src/seed/demo-ids';
import { copyPgTemplate, migrateAndSeed, pgAdminUrl, withDatabase } from './db-template';

export { DEMO };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The file's own PostgreSQL database (absent on PGlite): a second app process connects here. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
}

/**
 * The file's own migrated and seeded database: PGlite in memory, or — with TEST_DATABASE_URL — a
 * database of its own on that PostgreSQL server, dropped at the end. Both are copies of the run's
 * template (global-setup.ts); without one (a file run outside the api project) it is built here.
 */
async function openTestDatabase(): Promise<{ db: Database; url?: string; drop?: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('pgTemplate');
    if (template) {
      // Behind a pooler (npm run scale:try) the copy is made on the server and the app's queries
      // go through the pooler; LISTEN keeps the server itself.
      const copy = await copyPgTemplate(pgAdminUrl(url), template);
      const database = new URL(copy.url).pathname.slice(1);
      const db = createDb({
        databaseUrl: withDatabase(url, database),
        directUrl: copy.url,
        poolSize: 4,
        prepare: process.env.DB_PREPARED_STATEMENTS !== 'false',
      });
      return { db, url: copy.url, drop: copy.drop };
    }
    throw new Error(
      'TEST_DATABASE_URL без шаблона базы: запустите тесты проектом api (vitest --project api)',
    );
  }
  const template = inject('pgliteTemplate');
  if (template) return { db: createDb({ loadDataDir: new Blob([readFileSync(template)]) }) };
  const db = createDb({});
  await migrateAndSeed(db);
  return { db };
}

export interface TestAppOptions {
  /** The app's read replica, made from its database (read-routing tests). */
  replica?: (db: Database) => Database;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_IP_PER_MINUTE: 10_000,
      RATE_LIMIT_PHONE_PER_HOUR: 10_000,
      OTP_RESEND_SECONDS: 0,
      LIST_COUNT_CACHE_SECONDS: 0,
      // Stored files (the demo's PDFs among them) go to a folder of the test's own: a `data/`
      // holding only `files/` made the next `npm start`'s PGlite refuse the folder.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kolos-test-')),
      ...overrides,
    },
  );
  const { db, url, drop } = await openTestDatabase();
  const app = await buildApp({
    config: { ...config, DATABASE_URL: url },
    db,
    replica: options.replica?.(db),
    logger: false,
  });
  await app.deps.jobs.start();
  return {
    app,
    db,
    config,
    databaseUrl: url,
    async close() {
      await app.close();
      await db.destroy();
      await drop?.();
    },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Logs in with the demo password: the quickest way to a session for tests of other areas. */
export async function login(
  app: FastifyInstance,
  phone: string,
  password: string = DEMO.password,
): Promise<Tokens> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`login ${phone}: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

/** The last one-time code the outbox "sent" to the phone. */
export async function lastCode(db: Database, phone: string): Promise<string> {
  const row = await db
    .selectFrom('outboxMessages')
    .select('code')
    .where('recipient', '=', phone)
    .orderBy('createdAt', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirstOrThrow();
  return row.code!;
}

/** app.inject with a bearer token. */
export function as(app: FastifyInstance, tokens: Tokens | string) {
  const token = typeof tokens === 'string' ? tokens : tokens.access_token;
  return (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
}

/**
 * Rate limits count in fixed windows (platform/rate-limit.ts); a test that fills one must not
 * straddle two. Waits for the next window when fewer than `marginSeconds` remain in this one.
 */
export async function withinOneWindow(windowSeconds: number, marginSeconds = 15): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
