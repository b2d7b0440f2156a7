import { sql, type Insertable, type SqlBool, type Transaction } from 'kysely';
import type { AgreementListQuery } from '@kolos/domain/agreements';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { RateLimitHit } from '../../platform/rate-limit';
import type { AgreementStatusHistoryTable, AgreementsTable } from './tables';

/** A purchaser company, for naming it in a template or an agreement. */
export const findPurchaser = (db: Database, uuid: string) =>
  db
    .selectFrom('companies')
    .select(['uuid', 'name'])
    .where('uuid', '=', uuid)
    .where('userType', '=', 'purchaser')
    .executeTakeFirst();

/** The current (latest) version of a purchaser's template. */
export const latestTemplate = (db: Database, purchaserUuid: string) =>
  db
    .selectFrom('agreementTemplates')
    .selectAll()
    .where('purchaserCompanyUuid', '=', purchaserUuid)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * The current version's uuid inside a signing transaction. The purchaser's row is held for share:
 * a version being published (insertTemplate holds it for update) commits first and is seen here,
 * or waits until the signature of the version that was current has committed.
 */
export async function currentTemplateUuid(trx: Transaction<DB>, purchaserUuid: string) {
  await trx.selectFrom('companies').select('uuid').where('uuid', '=', purchaserUuid).forShare().execute();
  return (await latestTemplate(trx, purchaserUuid))?.uuid;
}

/**
 * A new version: the purchaser's company row is locked so two saves at once number 1 and 2
 * rather than colliding on the unique (company, version).
 */
export async function insertTemplate(
  trx: Transaction<DB>,
  row: { uuid: string; purchaserCompanyUuid: string; title: string; text: string; createdBy: string },
) {
  await trx
    .selectFrom('companies')
    .select('uuid')
    .where('uuid', '=', row.purchaserCompanyUuid)
    .forUpdate()
    .execute();
  return trx
    .insertInto('agreementTemplates')
    .columns(['uuid', 'purchaserCompanyUuid', 'version', 'title', 'text', 'createdBy'])
    .expression((eb) =>
      eb
        .selectFrom('agreementTemplates')
        .select([
          sql.lit(row.uuid).as('uuid'),
          sql.lit(row.purchaserCompanyUuid).as('purchaserCompanyUuid'),
          sql<number>`coalesce(max(version), 0) + 1`.as('version'),
          sql.val(row.title).as('title'),
          sql.val(row.text).as('text'),
          sql.lit(row.createdBy).as('createdBy'),
        ])
        .where('purchaserCompanyUuid', '=', row.purchaserCompanyUuid),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The purchaser who invited the farmer's company, from `companies.invited_by_company_uuid` when
 * the onboarding migration has added it (another engineer's, migration 0031), else null.
 */
export async function invitedBy(db: Database, farmerUuid: string): Promise<string | null> {
  const column = await sql<{ one: number }>`
    select 1 as one from information_schema.columns
     where table_schema = current_schema() and table_name = 'companies'
       and column_name = 'invited_by_company_uuid'`.execute(db);
  if (column.rows.length === 0) return null;
  const { rows } = await sql<{ invitedBy: string | null }>`
    select invited_by_company_uuid as invited_by from companies where uuid = ${farmerUuid}`.execute(db);
  return rows[0]?.invitedBy ?? null;
}

/** Purchasers with a template the farmer already deals with: his deals and his agreements. */
export async function relatedPurchasers(db: Database, farmerUuid: string): Promise<string[]> {
  const { rows } = await sql<{ uuid: string }>`
    select distinct p.uuid from (
      select aggregator_company_uuid as uuid from contracts where farmer_company_uuid = ${farmerUuid}
      union select purchaser_company_uuid from agreements where farmer_company_uuid = ${farmerUuid}
    ) p
    where exists (select 1 from agreement_templates t where t.purchaser_company_uuid = p.uuid)
    limit 2`.execute(db);
  return rows.map((r) => r.uuid);
}

/** Offers a version to a farmer once: answers the new row's uuid, or nothing when it existed. */
export const insertAgreement = (
  trx: Transaction<DB>,
  row: Pick<
    Insertable<AgreementsTable>,
    'uuid' | 'farmerCompanyUuid' | 'purchaserCompanyUuid' | 'templateUuid' | 'title' | 'text' | 'createdBy'
  >,
) =>
  trx
    .insertInto('agreements')
    .values(row)
    .onConflict((oc) => oc.columns(['farmerCompanyUuid', 'templateUuid']).doNothing())
    .returning('uuid')
    .executeTakeFirst();

export const insertHistory = (
  trx: Transaction<DB>,
  row: Omit<Insertable<AgreementStatusHistoryTable>, 'createdAt'>,
) => trx.insertInto('agreementStatusHistory').values(row).execute();

/** Agreements with the names they are shown with; the caller adds the scope and filters. */
export const agreementRows = (db: Database) =>
  db
    .selectFrom('agreements as a')
    .innerJoin('companies as f', 'f.uuid', 'a.farmerCompanyUuid')
    .innerJoin('companies as p', 'p.uuid', 'a.purchaserCompanyUuid')
    .innerJoin('agreementTemplates as t', 't.uuid', 'a.templateUuid')
    .leftJoin('users as s', 's.uuid', 'a.signerUserUuid')
    .select([
      'a.uuid',
      'a.farmerCompanyUuid',
      'f.name as farmerCompanyName',
      'a.purchaserCompanyUuid',
      'p.name as purchaserCompanyName',
      'a.templateUuid',
      't.version',
      'a.title',
      'a.text',
      'a.status',
      'a.createdAt',
      'a.signedAt',
      'a.signerUserUuid',
      sql<string>`trim(concat_ws(' ', s.last_name, s.name, s.surname))`.as('signerName'),
      'a.signerPhone',
      'a.signerIp',
      'a.textSha256',
    ]);

export type AgreementRow = Awaited<ReturnType<ReturnType<typeof agreementRows>['executeTakeFirstOrThrow']>>;

/** The list's filters and page, with the total in the same round trip. */
export async function listAgreements(
  db: Database,
  scope: ReturnType<typeof sql<SqlBool>>,
  filter: AgreementListQuery,
) {
  let q = agreementRows(db).where(scope);
  if (filter.purchaserUuid) q = q.where('a.purchaserCompanyUuid', '=', filter.purchaserUuid);
  if (filter.farmerUuid) q = q.where('a.farmerCompanyUuid', '=', filter.farmerUuid);
  if (filter.status) q = q.where('a.status', '=', filter.status);
  const rows = await q
    .select(sql<number>`count(*) over()`.as('total'))
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.uuid', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The signer: the session's user with his phone and name. */
export const findSigner = (db: Database, userUuid: string) =>
  db
    .selectFrom('users')
    .select(['uuid', 'phone', 'companyUuid', 'userType'])
    .where('uuid', '=', userUuid)
    .executeTakeFirst();

/** When this user last asked a code for this agreement (the resend pause). */
export const lastCodeAt = (db: Database, agreementUuid: string, userUuid: string) =>
  db
    .selectFrom('agreementSignCodes')
    .select('createdAt')
    .where('agreementUuid', '=', agreementUuid)
    .where('userUuid', '=', userUuid)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A new code voids the user's earlier live codes for the agreement: only the latest signs. */
export async function insertSignCode(
  trx: Transaction<DB>,
  row: {
    uuid: string;
    agreementUuid: string;
    userUuid: string;
    phone: string;
    codeHash: string;
    expiresAt: Date;
    ip: string;
  },
) {
  await trx
    .updateTable('agreementSignCodes')
    .set({ expiresAt: sql<Date>`now()` })
    .where('agreementUuid', '=', row.agreementUuid)
    .where('userUuid', '=', row.userUuid)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .execute();
  await trx.insertInto('agreementSignCodes').values(row).execute();
}

/**
 * The user's latest code for the agreement, read with the caller's IP hit counted (as the
 * login's, ADR 0003). `live`: unused and unexpired. The hash is judged by the caller: a right code
 * spends no try, so eight right tries at once meet at the signature, not at the tries left.
 */
export async function latestSignCode(
  db: Database,
  key: { agreementUuid: string; userUuid: string },
  ipHit: RateLimitHit,
) {
  const { rows } = await sql<{
    hits: number;
    uuid: string | null;
    codeHash: string | null;
    attempts: number | null;
    live: boolean | null;
  }>`
    with hit as (${ipHit.count}),
    latest as (
      select uuid, code_hash, attempts, (used_at is null and expires_at > now()) as live
        from agreement_sign_codes
       where agreement_uuid = ${key.agreementUuid} and user_uuid = ${key.userUuid}
       order by created_at desc, uuid desc limit 1)
    select hit.hits, latest.uuid, latest.code_hash, latest.attempts, latest.live
      from hit left join latest on true`.execute(db);
  return rows[0]!;
}

/**
 * One wrong try on the code: counted only on a live, unused code with tries left, in one
 * statement, so parallel guesses cannot overrun. No row when none could be counted.
 */
export async function spendSignAttempt(db: Database, uuid: string, maxAttempts: number) {
  return db
    .updateTable('agreementSignCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('uuid', '=', uuid)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .returning(['codeHash', 'attempts'])
    .executeTakeFirst();
}

export const signCodeState = (db: Database, uuid: string) =>
  db.selectFrom('agreementSignCodes').select(['attempts']).where('uuid', '=', uuid).executeTakeFirst();

/**
 * Spends the code with the signature, in its transaction; false when it was spent, expired or
 * burnt by wrong tries meanwhile.
 */
export async function spendSignCode(
  trx: Transaction<DB>,
  uuid: string,
  maxAttempts: number,
): Promise<boolean> {
  const spent = await trx
    .updateTable('agreementSignCodes')
    .set({ usedAt: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
