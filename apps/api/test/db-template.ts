import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, dumpDataDir, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/index';
import { templateKey } from '../src/seed/template-key';

/*
 * A migrated and seeded database built once per test run and engine, copied for each test file
 * (docs/ci.md): PGlite's first boot, the migrations and the demo seed cost ~8 s a file, a copy
 * ~1.5 s. PGlite: a dump of the data folder loaded per file; PostgreSQL: CREATE DATABASE … TEMPLATE.
 */

export async function migrateAndSeed(db: Database): Promise<void> {
  await migrate(db);
  await seedDemo(db);
}

/** The PGlite template: a migrated, seeded database's data folder as one tar. */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const db = createDb({});
  try {
    await migrateAndSeed(db);
    return new Uint8Array(await (await dumpDataDir(db)).arrayBuffer());
  } finally {
    await db.destroy();
  }
}

/**
 * Where databases are made and dropped: the server itself (TEST_DATABASE_DIRECT_URL) when the
 * tests' queries go through a pooler, which keeps connections that would hold a template busy.
 */
export const pgAdminUrl = (url: string) => process.env.TEST_DATABASE_DIRECT_URL ?? url;

/** The same database URL pointing at another database on that server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL template database, made anew for this run; answers its name. */
export async function buildPgTemplate(url: string): Promise<string> {
  const name = `kolos_tpl_${templateKey()}`;
  await admin(url, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const db = createDb({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  try {
    await migrateAndSeed(db);
  } finally {
    await db.destroy();
  }
  return name;
}

export async function dropPgTemplate(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A database of the test file's own, copied from the template; answers its URL and its drop. */
export async function copyPgTemplate(url: string, template: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  // Two copies starting at once may meet on the template ("being accessed by other users").
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(url, (c) => c.query(`create database ${name} template ${template}`));
      break;
    } catch (err) {
      if (attempt >= 20 || (err as { code?: string }).code !== '55006') throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return {
    url: withDatabase(url, name),
    drop: () =>
      admin(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
