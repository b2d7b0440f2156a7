import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  contractCreateBody,
  contractDetailsWire,
  contractedFarmerWire,
  contractListQuery,
  contractListReply,
  contractUpdateBody,
  contractUserWire,
  indicativePricesQuery,
  indicativePricesReply,
} from '@kolos/domain/contracts';
import { authOf } from '../../platform/auth/guard';
import { onReplica } from '../../platform/read-routing';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { contractsCsv } from './export';
import * as service from './service';

const tags = ['contracts'];
/** SPEC 6: the list needs Read on Contract; the form Create or Update. */
const list = { access: { route: 'ContractsList' as const } };
const create = { access: { route: 'Contract' as const, rights: ['create' as const] } };
const update = { access: { route: 'Contract' as const, rights: ['update' as const] } };

/** A uuid the client typed into the address bar: a malformed one is just "not found" (SPEC 8). */
const contractParam = z.object({ uuid: text().max(100) });

/** SPEC 7 Contracts. */
export default async function contractsRoutes(root: FastifyInstance) {
  const app = typed(root);

  app.get(
    '/contracts',
    {
      config: list,
      schema: {
        operationId: 'contracts.list',
        summary: 'Список контрактов',
        tags,
        querystring: contractListQuery,
        response: { 200: contractListReply },
      },
    },
    async (req) => onReplica(req, (d) => service.listContracts(d, authOf(req), req.query)),
  );

  app.get(
    '/contracts/export/csv',
    {
      config: list,
      schema: {
        operationId: 'contracts.exportCsv',
        summary: 'Выгрузить контракты в CSV',
        produces: ['text/csv'],
        tags,
        querystring: contractListQuery,
      },
    },
    async (req, reply) => {
      const rows = service.allContracts(root.deps, authOf(req), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contracts.csv"')
        .send(contractsCsv(rows));
    },
  );

  app.get(
    '/contracts/indicative-prices',
    {
      config: list,
      schema: {
        operationId: 'contracts.indicativePrices',
        summary: 'Ориентировочные цены',
        tags,
        querystring: indicativePricesQuery,
        response: { 200: indicativePricesReply },
      },
    },
    async (req) => service.indicativePrices(root.deps, authOf(req), req.query),
  );

  app.get(
    '/contracts/authors',
    {
      config: list,
      schema: {
        operationId: 'contracts.authors',
        summary: 'Авторы контрактов',
        tags,
        response: { 200: z.object({ users: z.array(contractUserWire.extend({ uuid: text() })) }) },
      },
    },
    async (req) => service.contractAuthors(root.deps, authOf(req)),
  );

  app.get(
    '/contracts/by-uuid/:id',
    {
      config: list,
      schema: {
        operationId: 'contracts.get',
        summary: 'Контракт',
        tags,
        params: z.object({ id: text().max(100) }),
        response: { 200: contractDetailsWire },
      },
    },
    async (req) => service.getContract(root.deps, authOf(req), req.params.id),
  );

  app.get(
    '/contracts/farmer-company/:id',
    {
      config: list,
      schema: {
        operationId: 'contracts.byFarmerCompany',
        summary: 'Контракты с компанией фермера',
        tags,
        params: uuidParam,
        response: { 200: contractListReply },
      },
    },
    async (req) => service.farmerCompanyContracts(root.deps, authOf(req), req.params.id),
  );

  app.post(
    '/v2/contracts',
    {
      config: create,
      schema: {
        operationId: 'contracts.create',
        summary: 'Создать контракт',
        tags,
        body: contractCreateBody,
        response: { 200: contractDetailsWire },
      },
    },
    async (req) => service.createContract(root.deps, authOf(req), req.body, metaOf(req)),
  );

  app.put(
    '/contracts/:uuid',
    {
      config: update,
      schema: {
        operationId: 'contracts.update',
        summary: 'Изменить контракт',
        tags,
        params: contractParam,
        body: contractUpdateBody,
        response: { 200: contractDetailsWire },
      },
    },
    async (req) => service.updateContract(root.deps, authOf(req), req.params.uuid, req.body, metaOf(req)),
  );

  app.put(
    '/v2/contracts/:uuid/:status',
    {
      config: update,
      schema: {
        operationId: 'contracts.setStatus',
        summary: 'Изменить статус контракта',
        tags,
        params: contractParam.extend({ status: text().max(100) }),
        response: { 200: contractDetailsWire },
      },
    },
    async (req) =>
      service.changeStatus(root.deps, authOf(req), req.params.uuid, req.params.status, metaOf(req)),
  );

  /** SPEC 7 Companies: the farmers the contract form offers as suppliers. */
  app.get(
    '/user/personal/contracted-farmers',
    {
      config: { access: { userTypes: ['purchaser' as const] } },
      schema: {
        operationId: 'contracts.farmers',
        summary: 'Фермеры с контрактами',
        tags,
        response: { 200: z.array(contractedFarmerWire) },
      },
    },
    async () => service.contractedFarmers(root.deps),
  );
}
