import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  createSettlementBody,
  registryBody,
  settlementListQuery,
  settlementListReply,
  settlementStatusBody,
  settlementWire,
  unsettledDealsQuery,
  unsettledDealsReply,
  type SettlementWire,
} from '@kolos/domain/settlements';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { statementCsv, statementPdf } from './documents';
import { registryFile } from './registry';
import * as service from './service';

const tags = ['settlements'];
const purchaser = ['purchaser' as const];
/** «Расчёты с поставщиками» ('Settlements'): read the statements; create them; move them and pay. */
const read = { access: { route: 'Settlements' as const, rights: ['read' as const], userTypes: purchaser } };
const create = {
  access: { route: 'Settlements' as const, rights: ['create' as const], userTypes: purchaser },
};
const update = {
  access: { route: 'Settlements' as const, rights: ['update' as const], userTypes: purchaser },
};
/** The farmer's own statements: «Мои сделки» ('Deals', the Slots screen's read right). */
const farmer = { access: { route: 'Deals' as const } };

const csv = async (reply: FastifyReply, s: SettlementWire) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="settlement-${s.number}.csv"`)
    .send(await statementCsv(s));
const pdf = async (reply: FastifyReply, s: SettlementWire) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="settlement-${s.number}.pdf"`)
    .send(await statementPdf(s));

/** Issue 30, the settlement slice (docs/settlement.md). */
export default async function settlementRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/settlements',
    {
      config: read,
      schema: {
        operationId: 'settlements.list',
        summary: 'Список расчётов с поставщиками',
        tags,
        querystring: settlementListQuery,
        response: { 200: settlementListReply },
      },
    },
    async (req) => service.listSettlements(deps, authOf(req), req.query),
  );
  app.get(
    '/settlements/deals',
    {
      config: read,
      schema: {
        operationId: 'settlements.deals',
        summary: 'Сделки с принятыми машинами вне расчётов',
        tags,
        querystring: unsettledDealsQuery,
        response: { 200: unsettledDealsReply },
      },
    },
    async (req) => service.unsettledDeals(deps, authOf(req), req.query),
  );
  app.post(
    '/settlements',
    {
      config: create,
      schema: {
        operationId: 'settlements.create',
        summary: 'Сформировать расчёт по сделке',
        tags,
        body: createSettlementBody,
        response: { 201: settlementWire },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.createSettlement(deps, authOf(req), req.body.dealUuid, metaOf(req))),
  );
  app.post(
    '/settlements/registry',
    {
      config: update,
      schema: {
        operationId: 'settlements.registry',
        summary: 'Реестр платежей для банка (1С «Клиент-банк»)',
        tags,
        body: registryBody,
      },
    },
    async (req, reply) => {
      const file = await registryFile(deps, authOf(req), req.body.uuids, metaOf(req));
      return reply
        .header('content-type', 'text/plain; charset=windows-1251')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
  app.get(
    '/settlements/:id',
    {
      config: read,
      schema: {
        operationId: 'settlements.get',
        summary: 'Расчёт с поставщиком',
        tags,
        params: uuidParam,
        response: { 200: settlementWire },
      },
    },
    async (req) => service.getSettlement(deps, authOf(req), req.params.id),
  );
  app.put(
    '/settlements/:id/status',
    {
      config: update,
      schema: {
        operationId: 'settlements.move',
        summary: 'Подтвердить, отменить или отметить оплату расчёта',
        tags,
        params: uuidParam,
        body: settlementStatusBody,
        response: { 200: settlementWire },
      },
    },
    async (req) => service.moveSettlement(deps, authOf(req), req.params.id, req.body, metaOf(req)),
  );
  const file = (operationId: string, summary: string) => ({ operationId, summary, tags, params: uuidParam });
  app.get(
    '/settlements/:id/csv',
    { config: read, schema: file('settlements.csv', 'Расчёт в CSV') },
    async (req, reply) => csv(reply, await service.getSettlement(deps, authOf(req), req.params.id)),
  );
  app.get(
    '/settlements/:id/pdf',
    { config: read, schema: file('settlements.pdf', 'Расчёт в PDF') },
    async (req, reply) => pdf(reply, await service.getSettlement(deps, authOf(req), req.params.id)),
  );

  // the farmer company's own statements, read-only (scoped in the service: his company's only)
  app.get(
    '/user/personal/settlements',
    {
      config: farmer,
      schema: {
        operationId: 'settlements.farmer.list',
        summary: 'Расчёты со мной (фермер)',
        tags,
        querystring: settlementListQuery,
        response: { 200: settlementListReply },
      },
    },
    async (req) => service.listSettlements(deps, authOf(req), req.query),
  );
  app.get(
    '/user/personal/settlements/:id',
    {
      config: farmer,
      schema: {
        operationId: 'settlements.farmer.get',
        summary: 'Расчёт со мной (фермер)',
        tags,
        params: uuidParam,
        response: { 200: settlementWire },
      },
    },
    async (req) => service.getSettlement(deps, authOf(req), req.params.id),
  );
  app.get(
    '/user/personal/settlements/:id/pdf',
    { config: farmer, schema: file('settlements.farmer.pdf', 'Расчёт со мной в PDF (фермер)') },
    async (req, reply) => pdf(reply, await service.getSettlement(deps, authOf(req), req.params.id)),
  );
  app.get(
    '/user/personal/settlements/:id/csv',
    { config: farmer, schema: file('settlements.farmer.csv', 'Расчёт со мной в CSV (фермер)') },
    async (req, reply) => csv(reply, await service.getSettlement(deps, authOf(req), req.params.id)),
  );
}
