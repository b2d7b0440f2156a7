import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  companiesPageSchema,
  companiesQuery,
  companyCardBody,
  companySchema,
  companyStatusBody,
  organizationLookupParams,
  organizationLookupReply,
} from '@kolos/domain/companies';
import { companyStatusReply } from '@kolos/domain/moderation';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import * as companies from './service';

const tags = ['companies'];
/** Calls of the registration flow: any logged-in user and the one-time link's session; the service scopes. */
const flow = { access: { registration: true } };
/** The moderation screens (SPEC 2.1 /moderation): platform admins. */
const moderationEdit = {
  access: {
    route: 'ModerationFarmerEdit' as const,
    rights: ['update' as const],
    userTypes: ['admin' as const],
  },
};

/** POST /companies/{uuid}: a platform admin who may create users opens a new purchaser's card. */
const purchaserCreate = {
  access: { route: 'UsersView' as const, rights: ['create' as const], userTypes: ['admin' as const] },
};

/** SPEC 7 Companies: selectors' reads, the farmer's card (issue 19) and moderation's calls. */
export default async function companiesRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  app.get(
    '/companies',
    {
      config: { access: {} },
      schema: {
        operationId: 'companies.list',
        summary: 'Список компаний',
        tags,
        querystring: companiesQuery,
        response: { 200: companiesPageSchema },
      },
    },
    async (req) => companies.listCompanies(deps, authOf(req), req.query),
  );
  app.get(
    '/companies/get/:id',
    {
      config: flow,
      schema: {
        operationId: 'companies.get',
        summary: 'Компания',
        tags,
        params: uuidParam,
        response: { 200: companySchema },
      },
    },
    async (req) => companies.getCompany(deps, authOf(req), req.params.id),
  );
  app.post(
    '/companies/:id',
    {
      config: purchaserCreate,
      schema: {
        operationId: 'companies.create',
        summary: 'Создать компанию',
        tags,
        params: uuidParam,
        body: companyCardBody,
        response: { 200: companySchema },
      },
    },
    async (req) =>
      companies.createPurchaserCompany(deps, authOf(req), req.params.id, req.body, metaOf(req).ip),
  );
  app.put(
    '/companies/:id',
    {
      config: flow,
      schema: {
        operationId: 'companies.update',
        summary: 'Изменить компанию',
        tags,
        params: uuidParam,
        body: companyCardBody,
        response: { 200: companySchema },
      },
    },
    async (req) => companies.updateCompany(deps, authOf(req), req.params.id, req.body, metaOf(req).ip),
  );
  app.put(
    '/companies/:id/status',
    {
      config: moderationEdit,
      schema: {
        operationId: 'companies.setStatus',
        summary: 'Изменить статус компании',
        tags,
        params: uuidParam,
        body: companyStatusBody,
        response: { 200: companyStatusReply },
      },
    },
    async (req) =>
      companies.setCompanyStatus(
        deps,
        authOf(req),
        req.params.id,
        req.body.status,
        req.body.reason,
        metaOf(req).ip,
      ),
  );
  app.delete(
    '/companies/:id',
    {
      config: moderationEdit,
      schema: {
        operationId: 'companies.delete',
        summary: 'Удалить компанию',
        tags,
        params: uuidParam,
        response: { 200: z.object({ uuid: text() }) },
      },
    },
    async (req) => companies.deleteCompany(deps, authOf(req), req.params.id, metaOf(req).ip),
  );
  app.get(
    '/companies/searchByTaxCode/:code',
    {
      config: { access: {} },
      schema: {
        operationId: 'companies.searchByTaxCode',
        summary: 'Найти компанию по ИНН',
        tags,
        params: z.object({ code: text().regex(/^\d{10}(\d{2})?$/, { error: 'ИНН — 10 или 12 цифр' }) }),
        response: { 200: companySchema },
      },
    },
    async (req) => companies.searchByTaxCode(deps, authOf(req), req.params.code),
  );
  app.get(
    '/dadata/organizations/innogrn/:id',
    {
      config: flow,
      schema: {
        operationId: 'companies.lookup',
        summary: 'Сведения об организации по ИНН или ОГРН',
        tags,
        params: organizationLookupParams,
        response: { 200: organizationLookupReply },
      },
    },
    async (req) => companies.lookupOrganization(deps, req.params.id),
  );
}
