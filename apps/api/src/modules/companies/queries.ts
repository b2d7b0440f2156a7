import { sql, type SqlBool } from 'kysely';
import { COMPANY_CARD, type UserType, type Viewer } from '@kolos/domain';
import type { Database } from '../../db/client';
import { likePattern, pageWithTotal } from '../../platform/list';
import { visibleTo } from '../../platform/scope';
import { searchTerms } from '../users';

/** The caller whose sight a query keeps to (ADR 0062). */
export type CompanyScope = Viewer;

/**
 * Companies a caller sees (alias `c`, the one rule `COMPANY_CARD`): every one for an admin; his
 * own; for purchasers also the farmers (a farmer's card counts as published).
 */
export const companiesInScope = (viewer: Viewer) =>
  visibleTo(viewer, COMPANY_CARD, { self: 'c.uuid' }, { published: sql<SqlBool>`c.user_type = 'farmer'` });

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
