import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { UserType } from '@kolos/domain';
import type { Database } from '../../db/client';
import { likePattern, pageWithTotal } from '../../platform/list';
import { searchTerms } from '../users/queries';

/** Companies a caller sees (alias `c`): every one; or their own and, for purchasers, the farmers. */
export interface CompanyScope {
  all: boolean;
  ownUuid: string | null;
  farmers: boolean;
}

export function companiesInScope(scope: CompanyScope): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  const own = scope.ownUuid ? sql<SqlBool>`c.uuid = ${scope.ownUuid}` : sql<SqlBool>`false`;
  return scope.farmers ? sql<SqlBool>`(${own} or c.user_type = 'farmer')` : own;
}

const columns = [
  'c.uuid',
  'c.name',
  'c.code',
  'c.taxCode',
  'c.reasonCode',
  'c.address',
  'c.registrationDate',
  'c.director',
  'c.accountNumber',
  'c.type',
  'c.nds',
  'c.currency',
  'c.traderType',
  'c.bankId',
  'c.bankName',
  'c.realAddress',
  'c.postAddress',
  'c.contactPhone',
  'c.contactName',
  'c.contactMiddleName',
  'c.contactLastName',
  'c.contactPosition',
  'c.contactEmail',
  'c.isEarlyCompleted',
  'c.status',
  'c.userType',
] as const;

const base = (db: Database, scope: CompanyScope) =>
  db.selectFrom('companies as c').select(columns).where(companiesInScope(scope));

export type CompanyRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

/** A page ordered by name; the (user_type, name) index serves the side filter and the order. */
export function listCompanies(
  db: Database,
  scope: CompanyScope,
  filter: { userType?: UserType | undefined; any?: string | undefined },
  paging: { offset: number; limit: number },
) {
  let q = base(db, scope);
  if (filter.userType) q = q.where('c.userType', '=', filter.userType);
  for (const word of searchTerms(filter.any)) {
    const p = likePattern(word);
    q = q.where((eb) =>
      eb.or([eb('c.name', 'ilike', p), eb('c.taxCode', 'ilike', p), eb('c.address', 'ilike', p)]),
    );
  }
  return pageWithTotal(q.orderBy('c.userType').orderBy('c.name').orderBy('c.uuid'), paging);
}

export const findCompany = (db: Database, scope: CompanyScope, uuid: string) =>
  base(db, scope).where('c.uuid', '=', uuid).executeTakeFirst();
