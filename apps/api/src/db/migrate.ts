import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import type { Database } from './client';
import type { DB } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: every process that migrates takes the same advisory lock. */
const MIGRATION_LOCK = 727_001;

/**
 * Files renamed after databases had applied them (ADR 0076): the name a database may hold → the
 * file's name now. Two files once shared the number 0005; each got a number of its own between
 * 0004 and 0006, so the order of every migration stays as it was.
 */
const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0005_contracts.sql': '0005.1_contracts.sql',
  '0005_discounts.sql': '0005.2_discounts.sql',
};

/** Raised when an applied migration's file no longer matches what was applied: the start stops. */
export class ChangedMigrationError extends Error {}

interface Migration {
  name: string;
  text: string;
  checksum: string;
}

/** SHA-256 of the text; CRLF read as LF, so a Windows checkout of the same file is not a change. */
export const migrationChecksum = (text: string): string =>
  createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/** The migration files this release carries, in the order they apply. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

async function readMigrations(): Promise<Migration[]> {
  return Promise.all(
    (await migrationFiles()).map(async (name) => {
      const text = await readFile(MIGRATIONS_DIR + name, 'utf8');
      return { name, text, checksum: migrationChecksum(text) };
    }),
  );
}

/**
 * Brings schema_migrations to this release's terms in one transaction: the checksum column,
 * renamed files under their new names, checksums for rows applied before they were kept. Answers
 * the applied names, or throws ChangedMigrationError naming every applied file that changed — and
 * then nothing of this was kept.
 */
async function reconcileApplied(trx: Transaction<DB>, migrations: Migration[]): Promise<Set<string>> {
  await sql`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now(), checksum text)`.execute(trx);
  await sql`alter table schema_migrations add column if not exists checksum text`.execute(trx);
  for (const [old, now] of Object.entries(RENAMED_MIGRATIONS))
    await sql`update schema_migrations set name = ${now} where name = ${old}`.execute(trx);
  const applied = (
    await sql<{
      name: string;
      checksum: string | null;
    }>`select name, checksum from schema_migrations`.execute(trx)
  ).rows;
  const files = new Map(migrations.map((m) => [m.name, m]));
  const changed: string[] = [];
  for (const row of applied) {
    // A file this release lacks was applied by a newer one: not ours to judge.
    const file = files.get(row.name);
    if (!file) continue;
    if (row.checksum === null)
      await sql`update schema_migrations set checksum = ${file.checksum} where name = ${row.name}`.execute(
        trx,
      );
    else if (row.checksum !== file.checksum) changed.push(row.name);
  }
  if (changed.length > 0) {
    throw new ChangedMigrationError(
      `Изменён файл уже применённой миграции: ${changed.sort().join(', ')}. ` +
        'Ничего не применено: верните файл к тому виду, в каком он был применён, ' +
        'а изменение схемы внесите новой миграцией.',
    );
  }
  return new Set(applied.map((r) => r.name));
}

/**
 * Applies the SQL files of db/migrations in name order, each in its own transaction, once, and
 * records each one's checksum. Refuses to go on when an applied file has changed since.
 * Several processes starting together wait on one advisory lock instead of racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  const migrations = await readMigrations();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      const done = await conn.transaction().execute((trx) => reconcileApplied(trx, migrations));
      const applied: string[] = [];
      for (const { name, text, checksum } of migrations) {
        if (done.has(name)) continue;
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`insert into schema_migrations (name, checksum) values (${name}, ${checksum})`.execute(
            trx,
          );
        });
        applied.push(name);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
