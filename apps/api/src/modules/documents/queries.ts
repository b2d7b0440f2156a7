import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';

/** A document row with its file's name, size and type. */
const withFile = (db: Database | Transaction<DB>) =>
  db
    .selectFrom('companyDocuments as d')
    .innerJoin('files as f', 'f.uuid', 'd.fileUuid')
    .select([
      'd.uuid',
      'd.companyUuid',
      'd.code',
      'd.fileUuid',
      'd.createdAt',
      'd.replacedAt',
      'f.name',
      'f.size',
      'f.contentType',
    ]);

/** Every document row of a company with its file (current and replaced), oldest first. */
export const documentRows = (db: Database | Transaction<DB>, companyUuid: string) =>
  withFile(db).where('d.companyUuid', '=', companyUuid).orderBy('d.createdAt').orderBy('d.uuid').execute();
export type DocumentRow = Awaited<ReturnType<typeof documentRows>>[number];

export const documentRow = (db: Database, uuid: string) =>
  withFile(db).where('d.uuid', '=', uuid).executeTakeFirst();

/** The codes a company has a current file of. */
export const presentCodes = async (db: Database | Transaction<DB>, companyUuid: string) =>
  (
    await db
      .selectFrom('companyDocuments')
      .select('code')
      .distinct()
      .where('companyUuid', '=', companyUuid)
      .where('replacedAt', 'is', null)
      .execute()
  ).map((r) => r.code);

/** Moves a code's current files into its history (a replacement). */
export const retireCode = (trx: Transaction<DB>, companyUuid: string, code: string) =>
  trx
    .updateTable('companyDocuments')
    .set({ replacedAt: sql<Date>`now()` })
    .where('companyUuid', '=', companyUuid)
    .where('code', '=', code)
    .where('replacedAt', 'is', null)
    .execute();

export const insertDocuments = (
  trx: Transaction<DB>,
  rows: { uuid: string; companyUuid: string; code: string; fileUuid: string; uploadedBy: string }[],
) => trx.insertInto('companyDocuments').values(rows).execute();
