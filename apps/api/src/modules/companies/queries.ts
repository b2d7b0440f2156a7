import { sql, type SqlBool } from 'kysely';
import { COMPANY_CARD, type UserType, type Viewer } from '@kolos/domain';
import { ONBOARDING_COMPANY, type CompanyStatus } from '@kolos/domain/companies';
import type { Database } from '../../db/client';
import { countOf, likePattern, pageWithTotal, searchTerms } from '../../platform/list';
import { visibleTo } from '../../platform/scope';
import './tables';

/** The caller whose sight a query keeps to (ADR 0062). */
export type CompanyScope = Viewer;

/**
 * Companies a caller sees (alias `c`, the one rule `COMPANY_CARD`): every one for an admin; his
 * own; for purchasers also the farmers — an approved farmer's card counts as published, one still
 * in onboarding only to the purchaser who invited it (issue 19 point 8).
 */
export const companiesInScope = (viewer: Viewer) =>
  visibleTo(
    viewer,
    COMPANY_CARD,
    { self: 'c.uuid' },
    {
      published: sql<SqlBool>`(c.user_type = 'farmer' and (c.status = 'APPROVED' or c.invited_by_company_uuid = ${viewer.companyUuid}))`,
    },
  );

/** Companies whose onboarding a caller reaches: his own, the ones his purchaser invited; admins all. */
export const onboardingInScope = (viewer: Viewer) =>
  visibleTo(viewer, ONBOARDING_COMPANY, { self: 'c.uuid', inviter: 'c.invitedByCompanyUuid' });

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
  'c.corrAccount',
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
  'c.submittedAt',
  'c.declineReason',
  'c.invitedByCompanyUuid',
] as const;

const base = (db: Database, scope: CompanyScope) =>
  db.selectFrom('companies as c').select(columns).where(companiesInScope(scope));

export type CompanyRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

/**
 * A page ordered by name (the (user_type, name) index serves the side filter and the order), or
 * for moderation ON_MODERATE first, oldest submission first, the rest by name.
 */
export function listCompanies(
  db: Database,
  scope: CompanyScope,
  filter: CompanyFilter & { order?: 'name' | 'moderation' },
  paging: { offset: number; limit: number },
) {
  const q = filtered(db, scope, filter);
  const ordered =
    filter.order === 'moderation'
      ? q
          .orderBy(sql`case when c.status = 'ON_MODERATE' then 0 else 1 end`)
          .orderBy(sql`c.submitted_at asc nulls last`)
          .orderBy('c.name')
          .orderBy('c.uuid')
      : q.orderBy('c.userType').orderBy('c.name').orderBy('c.uuid');
  return pageWithTotal(ordered, paging);
}

/** The home's count (issue 29 point 13): the companies of the list's filter, in the caller's scope. */
export const countCompanies = (db: Database, scope: CompanyScope, filter: CompanyFilter) =>
  countOf(filtered(db, scope, filter));

interface CompanyFilter {
  userType?: UserType | undefined;
  any?: string | undefined;
  status?: CompanyStatus | undefined;
  /** Only the companies this company invited (null: none). */
  invitedBy?: string | null | undefined;
}

function filtered(db: Database, scope: CompanyScope, filter: CompanyFilter) {
  let q = base(db, scope);
  if (filter.userType) q = q.where('c.userType', '=', filter.userType);
  if (filter.invitedBy !== undefined)
    q =
      filter.invitedBy === null
        ? q.where(sql<SqlBool>`false`)
        : q.where('c.invitedByCompanyUuid', '=', filter.invitedBy);
  if (filter.status) q = q.where('c.status', '=', filter.status);
  for (const word of searchTerms(filter.any)) {
    const p = likePattern(word);
    q = q.where((eb) =>
      eb.or([eb('c.name', 'ilike', p), eb('c.taxCode', 'ilike', p), eb('c.address', 'ilike', p)]),
    );
  }
  return q;
}

export const findCompany = (db: Database, scope: CompanyScope, uuid: string) =>
  base(db, scope).where('c.uuid', '=', uuid).executeTakeFirst();

/** A company in the caller's onboarding reach (own, invited by his purchaser, or any for an admin). */
export const findOnboardingCompany = (db: Database, scope: CompanyScope, uuid: string) =>
  db
    .selectFrom('companies as c')
    .select(columns)
    .where('c.uuid', '=', uuid)
    .where(onboardingInScope(scope))
    .executeTakeFirst();

/** By ИНН among the companies the caller sees. */
export const findByTaxCode = (db: Database, scope: CompanyScope, taxCode: string) =>
  base(db, scope).where('c.taxCode', '=', taxCode).executeTakeFirst();

/** The platform's own companies by ИНН or ОГРН, for the offline organisation lookup. */
export const companiesByRequisite = (db: Database, id: string) =>
  db
    .selectFrom('companies as c')
    .select(columns)
    .where((eb) => eb.or([eb('c.taxCode', '=', id), eb('c.code', '=', id)]))
    .where('c.status', '=', 'APPROVED')
    .limit(5)
    .execute();
