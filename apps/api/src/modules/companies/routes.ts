import type { FastifyInstance } from 'fastify';
import { companiesPageSchema, companiesQuery, companySchema } from '@kolos/domain/companies';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import * as companies from './service';

const tags = ['companies'];

/** SPEC 7 Companies: the reading calls other areas need (supplier and organisation selectors). */
export default async function companiesRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  app.get(
    '/companies',
    {
      config: { access: {} },
      schema: { tags, querystring: companiesQuery, response: { 200: companiesPageSchema } },
    },
    async (req) => companies.listCompanies(deps, authOf(req), req.query),
  );
  app.get(
    '/companies/get/:id',
    { config: { access: {} }, schema: { tags, params: uuidParam, response: { 200: companySchema } } },
    async (req) => companies.getCompany(deps, authOf(req), req.params.id),
  );
}
