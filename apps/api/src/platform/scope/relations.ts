import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/client';

/*
 * ADR 0014, 0062. Relations between companies that widen what a super-user reaches. The relation
 * is defined here and nowhere else; the areas' queries call it.
 */

/**
 * The farmer company (a column such as `sql.ref('u.companyUuid')`, or a uuid) has dealt with the
 * purchaser: a contract with it or a prepayment limit from it (every request stands on a limit).
 * Written as IN over a union so that a list evaluates the relation once, not once per row.
 * Offers and invitations join here when they come.
 */
export function farmerRelatedTo(farmerCompany: Expression<string | null> | string, purchaserUuid: string) {
  return sql<SqlBool>`${farmerCompany} in (
    select k.farmer_company_uuid from contracts k where k.aggregator_company_uuid = ${purchaserUuid}
    union all
    select pl.farmer_company_uuid from prepayment_limits pl where pl.purchaser_company_uuid = ${purchaserUuid})`;
}

/**
 * The farmers a purchaser's staff pick from (the offers filter, issue 28 point 3): those it has
 * dealt with (farmerRelatedTo), those that offered on its tenders and those it invited — never
 * the whole platform. Wider than farmerRelatedTo, which also lets a super-user enter the account.
 */
export function farmerKnownTo(farmerCompany: Expression<string | null> | string, purchaserUuid: string) {
  return sql<SqlBool>`(${farmerRelatedTo(farmerCompany, purchaserUuid)} or ${farmerCompany} in (
    select o.farmer_company_uuid from offers o where o.owner_company_uuid = ${purchaserUuid}
    union all
    select ri.company_uuid from registration_invitations ri where ri.purchaser_company_uuid = ${purchaserUuid}))`;
}

export async function isFarmerRelatedTo(db: Database, farmerCompanyUuid: string, purchaserUuid: string) {
  const { rows } = await sql<{ related: boolean }>`
    select ${farmerRelatedTo(farmerCompanyUuid, purchaserUuid)} as related`.execute(db);
  return rows[0]?.related === true;
}
