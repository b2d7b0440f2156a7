import {
  COMPANY_MSG,
  COMPANY_USER_TYPES,
  type Company,
  type CompanyUserTypeParam,
} from '@kolos/domain/companies';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as q from './queries';

const toCompany = ({ bankId, ...row }: q.CompanyRow): Company => ({
  ...row,
  bankID: bankId,
  registrationDate: row.registrationDate === null ? null : String(row.registrationDate),
});

/** GET /companies (SPEC 7): {companies, total}. */
export async function listCompanies(
  deps: Deps,
  auth: AuthContext,
  query: {
    userType?: CompanyUserTypeParam | undefined;
    any?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const { rows, total } = await q.listCompanies(
    deps.db,
    auth,
    { userType: query.userType ? COMPANY_USER_TYPES[query.userType] : undefined, any: query.any },
    query,
  );
  return { companies: rows.map(toCompany), total };
}

/** GET /companies/get/{id}: a company outside the caller's sight is not found. */
export async function getCompany(deps: Deps, auth: AuthContext, uuid: string) {
  const row = await q.findCompany(deps.db, auth, uuid);
  if (!row) throw notFound(COMPANY_MSG.notFound);
  return toCompany(row);
}
