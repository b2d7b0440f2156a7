import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesPageSchema, type CompanyUserTypeParam } from '@kolos/domain/companies';
import { http } from '../api/http';
import { service } from '../api/service';

const companies = service('companies');

export interface CompaniesParams {
  userType?: CompanyUserTypeParam;
  any?: string;
  /** `mine`: only the farmers the caller's company invited (issue 19). */
  invited?: 'mine';
  offset?: number;
  limit?: number;
}

/** Query keys of the companies resource (all / lists / list). */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: CompaniesParams) => [...companyKeys.lists(), params] as const,
};

/** GET /companies: {companies, total}, searched by name or ИНН on the server. */
export const companiesQuery = (params: CompaniesParams) =>
  queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: async ({ signal }) =>
      companiesPageSchema.parse(
        await companies(() => http.get('/companies', { query: { ...params }, signal })),
      ),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (params: CompaniesParams, enabled = true) =>
  useQuery({ ...companiesQuery(params), enabled });
