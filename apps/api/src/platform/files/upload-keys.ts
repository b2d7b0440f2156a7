import { FILE_MSG } from '@kolos/domain/files';
import { sql } from 'kysely';
import type { Database } from '../../db/client';
import { badRequest } from '../errors';
import { defineJob } from '../jobs/types';
import './tables';

/** The header a browser names a retried upload by (the IETF draft's name). */
const UPLOAD_KEY_HEADER = 'idempotency-key';
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's upload key, if it sent one; a malformed one is refused before a byte is read. */
export function uploadKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[UPLOAD_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_SHAPE.test(value)) throw badRequest(FILE_MSG.badUploadKey);
  return value;
}

/** The files an earlier request of the key stored, or null when none has. */
export async function recordedUpload(db: Database, userUuid: string, key: string): Promise<string[] | null> {
  const row = await db
    .selectFrom('uploadKeys')
    .select('fileUuids')
    .where('userUuid', '=', userUuid)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.fileUuids ?? null;
}

/**
 * Records the key with what this request stored, inside the transaction storing it. False when
 * another request of the key got there first: on PostgreSQL the insert waits for that request's
 * transaction, so its files are committed (or it rolled back and this one records) by then.
 * The caller then rolls back and answers the first request's files.
 */
export async function recordUpload(
  db: Database,
  userUuid: string,
  key: string,
  fileUuids: string[],
): Promise<boolean> {
  const row = await db
    .insertInto('uploadKeys')
    .values({ userUuid, key, fileUuids: JSON.stringify(fileUuids) })
    .onConflict((oc) => oc.columns(['userUuid', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Thrown inside the storing transaction when an earlier request of the key has recorded its files. */
export class UploadAlreadyStored extends Error {
  constructor() {
    super('upload key already recorded');
  }
}

/**
 * How long a key answers its repeat. A phone retries from its pending store as soon as it is back
 * online; a month covers a farmer out of coverage for the whole harvest with room to spare.
 */
export const UPLOAD_KEY_DAYS = 30;

export async function pruneUploadKeys(db: Database): Promise<number> {
  const gone = await db
    .deleteFrom('uploadKeys')
    .where('createdAt', '<', sql<Date>`now() - make_interval(days => ${UPLOAD_KEY_DAYS})`)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/** Daily, once across every API process: without it the table grows by a row per upload forever. */
export const pruneUploadKeysJob = defineJob<object>({
  name: 'platform.prune-upload-keys',
  options: { schedule: '41 3 * * *', retryLimit: 2, retryDelay: 300 },
  handler: async (_data, { deps }) => {
    await pruneUploadKeys(deps.db);
  },
});
