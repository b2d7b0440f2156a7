import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from './client';
import { migrate, migrationChecksum, migrationFiles } from './migrate';
import previousMain from './migrations-at-bed5764.json';

/**
 * The migration files as main held them at bed5764 (before ADR 0076), name → SHA-256: the names
 * databases in use carry in schema_migrations, without checksums.
 */
const PREVIOUS: Record<string, string> = previousMain;

const fileText = (name: string) =>
  readFile(fileURLToPath(new URL(`./migrations/${name}`, import.meta.url)), 'utf8');

const url = process.env.TEST_DATABASE_URL;

/** An empty database: PGlite in memory, or a schema of its own on TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (!url) {
    const db = createDb({});
    return { db, close: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  const db = createDb({ databaseUrl: url, schema, poolSize: 2 });
  return { db, close: async () => (await db.destroy(), await admin(`drop schema ${schema} cascade`)) };
}

/** Today's files by checksum: a file renamed since bed5764 is found by its unchanged text. */
async function filesByChecksum(): Promise<Map<string, { name: string; text: string }>> {
  const files = await Promise.all(
    (await migrationFiles()).map(async (name) => ({ name, text: await fileText(name) })),
  );
  return new Map(files.map((f) => [migrationChecksum(f.text), f]));
}

/** What the previous main's migrate did: each file once, its name recorded, nothing else. */
async function migrateAsPreviousMain(db: Database): Promise<void> {
  await sql`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
    db,
  );
  const today = await filesByChecksum();
  for (const [name, checksum] of Object.entries(PREVIOUS).sort(([a], [b]) => a.localeCompare(b))) {
    // Every file bed5764 applied is still here, byte for byte, under its old name or a new one.
    const text = today.get(checksum)?.text;
    if (text === undefined) throw new Error(`${name}: no file of today has the text bed5764 applied`);
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
    });
  }
}

const recorded = async (db: Database) =>
  (
    await sql<{ name: string; checksum: string | null }>`
      select name, checksum from schema_migrations order by name`.execute(db)
  ).rows;

describe('migrations on a database of the previous main', () => {
  let base: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    base = await emptyDatabase();
    await migrateAsPreviousMain(base.db);
  }, 120_000);
  afterAll(() => base.close());

  it('knows the renamed 0005s by their old names, fills every checksum and applies nothing twice', async () => {
    const files = await migrationFiles();
    const today = await filesByChecksum();
    const knownBefore = new Set(Object.values(PREVIOUS).map((checksum) => today.get(checksum)!.name));
    // Only files added since bed5764 are applied.
    expect(await migrate(base.db)).toEqual(files.filter((f) => !knownBefore.has(f)));
    const expected = await Promise.all(
      files.map(async (name) => ({ name, checksum: migrationChecksum(await fileText(name)) })),
    );
    expect(await recorded(base.db)).toEqual(expected);
    expect(await migrate(base.db)).toEqual([]);
  });

  it('an applied file that changed stops the start, naming it in Russian, and nothing is applied', async () => {
    const edited = '0012_login_backoff.sql';
    const last = (await migrationFiles()).at(-1)!;
    const before = await recorded(base.db);
    // The database applied another text under this name than the file holds now.
    const applied = migrationChecksum(`${await fileText(edited)}\n-- a later edit`);
    await sql`update schema_migrations set checksum = ${applied} where name = ${edited}`.execute(base.db);
    await sql`update schema_migrations set name = '0005_discounts.sql' where name = '0005.2_discounts.sql'`.execute(
      base.db,
    );
    await sql`delete from schema_migrations where name = ${last}`.execute(base.db);
    try {
      await expect(migrate(base.db)).rejects.toThrow(
        `Изменён файл уже применённой миграции: ${edited}. Ничего не применено: верните файл к тому ` +
          'виду, в каком он был применён, а изменение схемы внесите новой миграцией.',
      );
      // Neither the rename nor the missing file: the start stopped before changing anything.
      const now = await recorded(base.db);
      expect(now.map((r) => r.name)).toContain('0005_discounts.sql');
      expect(now.map((r) => r.name)).not.toContain(last);
    } finally {
      await sql`delete from schema_migrations`.execute(base.db);
      for (const row of before)
        await sql`insert into schema_migrations (name, checksum) values (${row.name}, ${row.checksum})`.execute(
          base.db,
        );
    }
  });

  it('no two migration files share a number', async () => {
    const numbers = (await migrationFiles()).map((f) => f.split('_')[0]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
