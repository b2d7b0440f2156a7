import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queueDay } from '@kolos/domain/queue';
import {
  fgisAcceptancesReply,
  fgisFormatQuery,
  missingSdizReply,
  slotDocsDecisionBody,
  slotDocsDecisionParams,
  slotDocsHistoryReply,
  slotDocsQueueQuery,
  slotDocsQueueReply,
  slotDocsStatusQuery,
  slotDocsStatusReply,
  slotDocumentBody,
  tripDocsSettingsBody,
  tripDocsSettingsReply,
} from '@kolos/domain/trip-documents';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { decide } from './decisions';
import { fgisAcceptances, fgisCsv, missingSdiz } from './fgis';
import { slotDocsHistory, slotDocsQueue, slotDocsStatus } from './reads';
import { getTripDocsSettings, putTripDocsSettings } from './settings';
import { attachSlotDocument } from './uploads';

const tags = ['trip-documents'];
const purchaser = ['purchaser' as const];
/** The Slots screen: the farmer his company's slots, staff their points' (scoped in the queries). */
const slotsRead = { access: { route: 'Slots' as const } };
const slotsUpdate = {
  access: {
    route: 'Slots' as const,
    rights: ['update' as const],
    userTypes: ['farmer' as const, 'purchaser' as const],
  },
};
/** 'Документы рейсов' of DocumentsList (its catalogue item grants read): the purchaser's checkers. */
const checkers = { access: { route: 'DocumentsList' as const, userTypes: purchaser } };
const staffSlots = { access: { route: 'Slots' as const, userTypes: purchaser } };
/** 'Настройки очереди': Slots with create; the service checks showSlotsParams (403 without it). */
const queueSettings = {
  access: { route: 'Slots' as const, rights: ['create' as const], userTypes: purchaser },
};
const dayParams = z.object({ location: z.uuid({ error: 'Неверный идентификатор' }), date: queueDay() });

/** SPEC 7 'Documents and document moderation': a slot's trip documents (issue 20). */
export default async function tripDocumentsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/dmoderation/document/slot',
    {
      config: slotsUpdate,
      schema: {
        operationId: 'tripDocuments.upload',
        summary: 'Загрузить документ рейса',
        tags,
        body: slotDocumentBody,
        response: { 200: slotDocsStatusReply },
      },
    },
    async (req) => attachSlotDocument(deps, authOf(req), req.body, metaOf(req).ip),
  );
  app.get(
    '/v1/dmoderation/slot/status',
    {
      config: slotsRead,
      schema: {
        operationId: 'tripDocuments.statuses',
        summary: 'Статусы документов рейсов',
        tags,
        querystring: slotDocsStatusQuery,
        response: { 200: slotDocsStatusReply },
      },
    },
    async (req) => slotDocsStatus(deps, authOf(req), req.query.uuid),
  );
  app.get(
    '/v1/dmoderation/slot/:id/history',
    {
      config: slotsRead,
      schema: {
        operationId: 'tripDocuments.history',
        summary: 'История документов рейса',
        tags,
        params: uuidParam,
        response: { 200: slotDocsHistoryReply },
      },
    },
    async (req) => slotDocsHistory(deps, authOf(req), req.params.id),
  );
  app.put(
    '/v1/dmoderation/slot/:id/:status',
    {
      config: checkers,
      schema: {
        operationId: 'tripDocuments.decide',
        summary: 'Решение по документам рейса',
        tags,
        params: slotDocsDecisionParams,
        body: slotDocsDecisionBody,
        response: { 200: slotDocsStatusReply },
      },
    },
    async (req) =>
      decide(deps, authOf(req), req.params.id, req.params.status, req.body.reason, metaOf(req).ip),
  );
  app.get(
    '/v1/dmoderation/slots',
    {
      config: checkers,
      schema: {
        operationId: 'tripDocuments.queue',
        summary: 'Очередь проверки документов рейсов',
        tags,
        querystring: slotDocsQueueQuery,
        response: { 200: slotDocsQueueReply },
      },
    },
    async (req) => slotDocsQueue(deps, authOf(req), req.query),
  );

  app.get(
    '/settings/location/:id/trip-documents',
    {
      config: staffSlots,
      schema: {
        operationId: 'tripDocuments.settings.get',
        summary: 'Требования к документам рейса пункта',
        tags,
        params: uuidParam,
        response: { 200: tripDocsSettingsReply },
      },
    },
    async (req) => getTripDocsSettings(deps, authOf(req), req.params.id),
  );
  app.put(
    '/settings/location/:id/trip-documents',
    {
      config: queueSettings,
      schema: {
        operationId: 'tripDocuments.settings.update',
        summary: 'Изменить требования к документам рейса',
        tags,
        params: uuidParam,
        body: tripDocsSettingsBody,
        response: { 200: tripDocsSettingsReply },
      },
    },
    async (req) => putTripDocsSettings(deps, authOf(req), req.params.id, req.body, metaOf(req).ip),
  );

  app.get(
    '/v1/fgis/acceptances/:location/:date',
    {
      config: staffSlots,
      schema: {
        operationId: 'tripDocuments.fgis.export',
        summary: 'Выгрузка приёмок для ФГИС «Зерно»',
        produces: ['text/csv'],
        tags,
        params: dayParams,
        querystring: fgisFormatQuery,
      },
    },
    async (req, reply) => {
      const data = await fgisAcceptances(deps, authOf(req), req.params.location, req.params.date);
      if (req.query.format === 'json') return reply.send(fgisAcceptancesReply.parse(data));
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="fgis-acceptances-${req.params.date}.csv"`,
        })
        .send(fgisCsv(data));
    },
  );
  app.get(
    '/v1/fgis/acceptances/:location/:date/missing-sdiz',
    {
      config: staffSlots,
      schema: {
        operationId: 'tripDocuments.fgis.missingSdiz',
        summary: 'Приёмки без СДИЗ',
        tags,
        params: dayParams,
        response: { 200: missingSdizReply },
      },
    },
    async (req) => missingSdiz(deps, authOf(req), req.params.location, req.params.date),
  );
}
