import type { FastifyInstance } from 'fastify';
import {
  acceptanceBody,
  acceptanceListQuery,
  acceptanceListReply,
  acceptanceTermsWire,
  acceptanceWire,
  qualityNormsBody,
  qualityNormsQuery,
  qualityNormsReply,
} from '@kolos/domain/acceptance';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { listAcceptances } from './list';
import { getNorms, putNorms } from './norms';
import { acceptanceReceipt } from './receipt';
import * as service from './service';

const tags = ['acceptance'];
const purchaser = ['purchaser' as const];
/** The gate: staff with 'Электронная очередь' update, as the arrival and unloaded marks. */
const gate = { access: { route: 'Slots' as const, rights: ['update' as const], userTypes: purchaser } };
/** The acceptance read: staff of the point's company and the farmer of the slot (scoped in the service). */
const read = { access: { route: 'Slots' as const } };
/** The norms: staff of the queue read them; 'Настройки очереди' (create + showSlotsParams) sets them. */
const normsRead = { access: { route: 'Slots' as const, userTypes: purchaser } };
const normsWrite = { access: { route: 'Slots' as const, rights: ['create' as const], userTypes: purchaser } };

/** Issue 30, the first slice: quality norms and the acceptance of a truck at the gate. */
export default async function acceptanceRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/quality-norms',
    {
      config: normsRead,
      schema: {
        operationId: 'acceptance.norms.get',
        summary: 'Нормы качества приёмки компании',
        tags,
        querystring: qualityNormsQuery,
        response: { 200: qualityNormsReply },
      },
    },
    async (req) => getNorms(deps, authOf(req), req.query.productUuid),
  );
  app.put(
    '/quality-norms',
    {
      config: normsWrite,
      schema: {
        operationId: 'acceptance.norms.update',
        summary: 'Изменить нормы качества приёмки',
        tags,
        body: qualityNormsBody,
        response: { 200: qualityNormsReply },
      },
    },
    async (req) => putNorms(deps, authOf(req), req.body, metaOf(req)),
  );
  app.post(
    '/slots/:id/acceptance',
    {
      config: gate,
      schema: {
        operationId: 'acceptance.record',
        summary: 'Записать приёмку машины по слоту',
        tags,
        params: uuidParam,
        body: acceptanceBody,
        response: { 200: acceptanceWire },
      },
    },
    async (req) => service.acceptSlot(deps, authOf(req), req.params.id, req.body, metaOf(req)),
  );
  app.get(
    '/slots/:id/acceptance-terms',
    {
      config: gate,
      schema: {
        operationId: 'acceptance.terms',
        summary: 'Условия приёмки по слоту',
        tags,
        params: uuidParam,
        response: { 200: acceptanceTermsWire },
      },
    },
    async (req) => service.acceptanceTerms(deps, authOf(req), req.params.id),
  );
  app.get(
    '/slots/:id/acceptance',
    {
      config: read,
      schema: {
        operationId: 'acceptance.get',
        summary: 'Приёмка машины по слоту',
        tags,
        params: uuidParam,
        response: { 200: acceptanceWire },
      },
    },
    async (req) => service.getAcceptance(deps, authOf(req), req.params.id),
  );
  app.get(
    '/acceptances',
    {
      config: read,
      schema: {
        operationId: 'acceptance.list',
        summary: 'Список приёмок машин',
        tags,
        querystring: acceptanceListQuery,
        response: { 200: acceptanceListReply },
      },
    },
    async (req) => listAcceptances(deps, authOf(req), req.query),
  );
  app.get(
    '/slots/:id/acceptance/pdf',
    {
      config: read,
      schema: {
        operationId: 'acceptance.receipt',
        summary: 'Квитанция о приёмке (PDF)',
        tags,
        params: uuidParam,
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await acceptanceReceipt(deps, authOf(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
