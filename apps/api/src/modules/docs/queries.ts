import type { Insertable } from 'kysely';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import type { FilesTable } from '../../platform/files/tables';

const columns = ['uuid', 'name', 'size', 'contentType', 'storageKey', 'ownerUserUuid'] as const;

export const insertFile = (db: Database, row: Insertable<FilesTable>) =>
  db.insertInto('files').values(row).execute();

/** By uuid alone: for a signed link, whose signature is the check. */
export const fileByUuid = (db: Database, uuid: string) =>
  db.selectFrom('files').select(columns).where('uuid', '=', uuid).executeTakeFirst();

/**
 * A file the caller may see: their own upload, or one of their company's. Anyone else's answers
 * nothing (404), scoped in the query.
 */
export const visibleFile = (db: Database, auth: AuthContext, uuid: string) =>
  db
    .selectFrom('files')
    .select(columns)
    .where('uuid', '=', uuid)
    .where((eb) =>
      auth.companyUuid
        ? eb.or([eb('ownerUserUuid', '=', auth.userUuid), eb('ownerCompanyUuid', '=', auth.companyUuid)])
        : eb('ownerUserUuid', '=', auth.userUuid),
    )
    .executeTakeFirst();

/** Only the uploader removes a file; returns its storage key, or nothing when it is not theirs. */
export const deleteOwnFile = (db: Database, auth: AuthContext, uuid: string) =>
  db
    .deleteFrom('files')
    .where('uuid', '=', uuid)
    .where('ownerUserUuid', '=', auth.userUuid)
    .returning('storageKey')
    .executeTakeFirst();

export type FileRow = NonNullable<Awaited<ReturnType<typeof fileByUuid>>>;
