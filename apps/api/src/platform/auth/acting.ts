import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { USER_ERRORS } from '@kolos/domain/users';
import type { Database } from '../../db/client';
import { forbidden } from '../errors';
import type { AuthContext } from './context';

/*
 * ADR 0014. A purchaser's super-user enters only farmers related to his company, and inside that
 * session the farmer sees and changes only what lies between him and that company. The relation
 * and the limit are decided here and nowhere else; the areas' queries call these helpers.
 */

/**
 * The farmer company (a column such as `sql.ref('u.company_uuid')`, or a uuid) has dealt with the
 * purchaser: a contract with it or a prepayment limit from it (every request stands on a limit).
 * Written as IN over a union so that a list evaluates the relation once, not once per row.
 */
export function farmerRelatedTo(farmerCompany: Expression<string | null> | string, purchaserUuid: string) {
  return sql<SqlBool>`${farmerCompany} in (
    select k.farmer_company_uuid from contracts k where k.aggregator_company_uuid = ${purchaserUuid}
    union all
    select pl.farmer_company_uuid from prepayment_limits pl where pl.purchaser_company_uuid = ${purchaserUuid})`;
}

export async function isFarmerRelatedTo(db: Database, farmerCompanyUuid: string, purchaserUuid: string) {
  const { rows } = await sql<{ related: boolean }>`
    select ${farmerRelatedTo(farmerCompanyUuid, purchaserUuid)} as related`.execute(db);
  return rows[0]?.related === true;
}

/**
 * Rows whose purchaser column names the acting company; every row when the session acts for no
 * company. `orNobody`: a null purchaser (the farmer's own entry) counts as inside too.
 */
export function withinActingCompany(
  acting: string | null,
  purchaserColumn: string,
  options: { orNobody?: boolean } = {},
): RawBuilder<SqlBool> {
  if (!acting) return sql<SqlBool>`true`;
  const column = sql.ref(purchaserColumn);
  return options.orNobody
    ? sql<SqlBool>`(${column} is null or ${column} = ${acting})`
    : sql<SqlBool>`${column} = ${acting}`;
}

/**
 * The purchaser a write goes to: the one asked for, which must be the acting company when the
 * session acts for one (403 otherwise); the acting company when none is asked for.
 */
export function purchaserForWrite(auth: AuthContext, asked: string | null | undefined) {
  const acting = auth.actingForCompanyUuid;
  if (acting && asked && asked !== acting) throw forbidden(USER_ERRORS.actingForOtherCompany);
  return acting ?? asked ?? undefined;
}
