import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import '../companies';

/** Voids every unused registration link of the user (a newer one replaces them). */
export const voidLinks = (trx: Transaction<DB>, userUuid: string) =>
  trx
    .updateTable('onetimeTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('userUuid', '=', userUuid)
    .where('purpose', '=', 'registration')
    .where('usedAt', 'is', null)
    .execute();

export const insertLink = (
  trx: Transaction<DB>,
  row: { tokenHash: string; userUuid: string; expiresAt: Date },
) =>
  trx
    .insertInto('onetimeTokens')
    .values({ ...row, purpose: 'registration' })
    .execute();

export const companyByTaxCode = (trx: Transaction<DB>, taxCode: string) =>
  trx
    .selectFrom('companies')
    .select(['uuid', 'userType', 'status', 'invitedByCompanyUuid'])
    .where('taxCode', '=', taxCode)
    .forUpdate()
    .executeTakeFirst();

export const userByPhone = (trx: Transaction<DB>, phone: string) =>
  trx
    .selectFrom('users')
    .select(['uuid', 'companyUuid', 'userType'])
    .where('phone', '=', phone)
    .executeTakeFirst();

/** An invitation the caller reaches: his purchaser's, or any for an admin (null purchaser). */
export const findInvitation = (db: Database | Transaction<DB>, uuid: string, purchaser: string | null) =>
  db
    .selectFrom('registrationInvitations as i')
    .innerJoin('companies as c', 'c.uuid', 'i.companyUuid')
    .select(['i.uuid', 'i.companyUuid', 'i.userUuid', 'i.phone', 'i.purchaserCompanyUuid', 'c.status'])
    .where('i.uuid', '=', uuid)
    .where((eb) => (purchaser === null ? eb.lit(true) : eb('i.purchaserCompanyUuid', '=', purchaser)))
    .executeTakeFirst();

/** The invitations of a purchaser (all for an admin), newest first. */
export const listInvitations = (
  db: Database,
  purchaser: string | null,
  paging: { offset: number; limit: number },
) =>
  db
    .selectFrom('registrationInvitations as i')
    .innerJoin('companies as c', 'c.uuid', 'i.companyUuid')
    .select([
      'i.uuid',
      'i.companyUuid',
      'i.userUuid',
      'i.phone',
      'i.expireAt',
      'i.sentCount',
      'i.createdAt',
      'c.name as companyName',
      'c.taxCode',
      'c.status',
    ])
    .where((eb) => (purchaser === null ? eb.lit(true) : eb('i.purchaserCompanyUuid', '=', purchaser)))
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.uuid', 'desc')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
