import { sql } from 'kysely';
import type { Database } from '../../db/client';
import './tables';

/** Who an import belongs to: only they may confirm it (another user or company gets a 404). */
export interface ImportOwner {
  userUuid: string | null;
  companyUuid: string | null;
}

/** Imports expired this long ago are deleted; until then a late confirmation hears 'expired'. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

export async function insertImport(
  db: Database,
  row: { uuid: string; kind: string; owner: ImportOwner; params: unknown; total: number; valid: number },
  times: { now: Date; expireAt: Date },
) {
  // imports are rare: the old ones go on the way, no sweeper job is needed
  await db
    .deleteFrom('imports')
    .where('expireAt', '<', new Date(times.now.getTime() - SWEEP_AFTER_MS))
    .execute();
  await db
    .insertInto('imports')
    .values({
      uuid: row.uuid,
      kind: row.kind,
      userUuid: row.owner.userUuid,
      companyUuid: row.owner.companyUuid,
      params: JSON.stringify(row.params ?? {}),
      total: row.total,
      valid: row.valid,
      expireAt: times.expireAt,
    })
    .execute();
}

/** One chunk of the lines that passed, as JSON text: no driver or plugin rewrites its keys. */
export async function insertChunk(db: Database, importUuid: string, chunk: number, json: string) {
  await db.insertInto('importRows').values({ importUuid, chunk, rows: json }).execute();
}

/** The owner's import of this kind, whatever its state; nothing for anyone else's (a 404). */
const own = (db: Database, kind: string, owner: ImportOwner, uuid: string) =>
  db
    .selectFrom('imports')
    .where('uuid', '=', uuid)
    .where('kind', '=', kind)
    .where('userUuid', owner.userUuid === null ? 'is' : '=', owner.userUuid)
    .where('companyUuid', owner.companyUuid === null ? 'is' : '=', owner.companyUuid);

/**
 * The once of a confirmation: marks the import confirmed when it is the owner's, not yet confirmed
 * and not expired, in the caller's transaction. A second confirmation racing this one waits on the
 * row lock (PostgreSQL) or the one connection (PGlite), then finds it confirmed: no row.
 */
export async function claimImport(trx: Database, kind: string, owner: ImportOwner, uuid: string, now: Date) {
  return trx
    .updateTable('imports')
    .set({ confirmedAt: now })
    .where('uuid', '=', uuid)
    .where('kind', '=', kind)
    .where('userUuid', owner.userUuid === null ? 'is' : '=', owner.userUuid)
    .where('companyUuid', owner.companyUuid === null ? 'is' : '=', owner.companyUuid)
    .where('confirmedAt', 'is', null)
    .where('expireAt', '>', now)
    .returning([sql<string>`params::text`.as('params')])
    .executeTakeFirst();
}

/** Why a claim failed: missing (or another's), already confirmed, or expired. */
export const importState = (db: Database, kind: string, owner: ImportOwner, uuid: string) =>
  own(db, kind, owner, uuid).select(['confirmedAt', 'expireAt']).executeTakeFirst();

export const chunkCount = async (trx: Database, importUuid: string) =>
  (
    await trx
      .selectFrom('importRows')
      .where('importUuid', '=', importUuid)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export async function readChunk(trx: Database, importUuid: string, chunk: number): Promise<string> {
  const row = await trx
    .selectFrom('importRows')
    .where('importUuid', '=', importUuid)
    .where('chunk', '=', chunk)
    .select(sql<string>`rows::text`.as('json'))
    .executeTakeFirst();
  return row?.json ?? '[]';
}

/** Applied lines are not kept: the import row stays (a second confirmation hears 409) until swept. */
export const dropRows = (trx: Database, importUuid: string) =>
  trx.deleteFrom('importRows').where('importUuid', '=', importUuid).execute();

/**
 * The home's count (issue 29 point 13): the user's checked imports of this kind still waiting for
 * confirmation (not expired) with lines that did not pass — a report he has yet to act on.
 */
export const countWithErrors = (db: Database, kind: string, userUuid: string) =>
  db
    .selectFrom('imports')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', kind)
    .where('userUuid', '=', userUuid)
    .where('confirmedAt', 'is', null)
    .where('expireAt', '>', sql<Date>`now()`)
    .where(sql<boolean>`valid < total`)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
