import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/client';
import type { AgreementTemplatesTable } from './tables';

const SIGNED = 'AGREEMENT_CONTRACT_SIGNED';

/**
 * A purchaser's versions, newest first, each with the farmer companies that signed it and its
 * author; the total in the same round trip. Signatures are counted through the purchaser's
 * (purchaser, status) index, once per page.
 */
export async function listVersions(
  db: Database,
  purchaserUuid: string,
  page: { limit: number; offset: number },
) {
  const { rows } = await sql<
    Selectable<AgreementTemplatesTable> & {
      createdByName: string | null;
      signedCount: number;
      total: number;
    }
  >`
    with signed as (
      select template_uuid, count(*)::int as n from agreements
       where purchaser_company_uuid = ${purchaserUuid} and status = ${SIGNED}
       group by template_uuid)
    select t.uuid, t.purchaser_company_uuid, t.version, t.title, t.text, t.created_by, t.created_at,
           nullif(trim(concat_ws(' ', u.last_name, u.name, u.surname)), '') as created_by_name,
           coalesce(s.n, 0) as signed_count, count(*) over()::int as total
      from agreement_templates t
      left join users u on u.uuid = t.created_by
      left join signed s on s.template_uuid = t.uuid
     where t.purchaser_company_uuid = ${purchaserUuid}
     order by t.version desc
     limit ${page.limit} offset ${page.offset}`.execute(db);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Approved farmer companies whose latest signature with the purchaser is on an older version
 * than his current one: those the new version is asked of at their next login.
 */
export async function awaitingCount(db: Database, purchaserUuid: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with signed as (
      select a.farmer_company_uuid, max(t.version) as version
        from agreements a join agreement_templates t on t.uuid = a.template_uuid
       where a.purchaser_company_uuid = ${purchaserUuid} and a.status = ${SIGNED}
       group by a.farmer_company_uuid)
    select count(*)::int as n
      from signed s join companies f on f.uuid = s.farmer_company_uuid and f.status = 'APPROVED'
     where s.version < (select max(version) from agreement_templates where purchaser_company_uuid = ${purchaserUuid})`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * For the farmer's company, if approved: each purchaser it signed an earlier version with whose
 * current version it has not signed (issue 28 point 14).
 */
export async function pendingVersions(db: Database, farmerUuid: string) {
  const { rows } = await sql<{
    purchaserUuid: string;
    purchaserCompanyName: string;
    version: number;
    title: string;
    signedVersion: number;
  }>`
    with signed as (
      select a.purchaser_company_uuid, max(t.version) as version
        from agreements a join agreement_templates t on t.uuid = a.template_uuid
       where a.farmer_company_uuid = ${farmerUuid} and a.status = ${SIGNED}
       group by a.purchaser_company_uuid),
    latest as (
      select distinct on (purchaser_company_uuid) purchaser_company_uuid, version, title
        from agreement_templates
       where purchaser_company_uuid in (select purchaser_company_uuid from signed)
       order by purchaser_company_uuid, version desc)
    select l.purchaser_company_uuid as purchaser_uuid, p.name as purchaser_company_name,
           l.version, l.title, s.version as signed_version
      from signed s
      join latest l on l.purchaser_company_uuid = s.purchaser_company_uuid
      join companies p on p.uuid = s.purchaser_company_uuid
      join companies f on f.uuid = ${farmerUuid} and f.status = 'APPROVED'
     where l.version > s.version
     order by p.name`.execute(db);
  return rows;
}

/** The home's count (issue 29 point 13): the versions above, one row per purchaser at most. */
export const countPendingVersions = async (db: Database, farmerUuid: string) =>
  (await pendingVersions(db, farmerUuid)).length;
