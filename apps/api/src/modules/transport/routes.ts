import type { FastifyInstance } from 'fastify';
import { importReportSchema } from '@kolos/domain/csv';
import {
  carsBody,
  carsBySlotsBody,
  carsBySlotsReply,
  carsQuery,
  carsReply,
  distributionsPageReply,
  distributionsParams,
  distributionsQuery,
  exportParams,
  transportImportApplied,
  transportImportBody,
  transportImportParams,
  transportZoneQuery,
  TRANSPORT_IMPORT_MAX_BYTES,
} from '@kolos/domain/transport';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import { sendCached } from '../../platform/read-cache';
import * as cars from './cars';
import { distributionsPage } from './distributions';
import { exportDistributions, exportFileName, importTemplate, TEMPLATE_FILE } from './export';
import { confirmTransportImport, transportImport, uploadTransportImport } from './import';

const tags = ['transport'];
/** The Transport screen (SPEC 6 'Transport'): a purchaser's staff at their company's points. */
const transportRead = { access: { route: 'Transport' as const, userTypes: ['purchaser' as const] } };
const transportWrite = {
  access: { route: 'Transport' as const, rights: ['update' as const], userTypes: ['purchaser' as const] },
};
/**
 * Trucks are what a slot is filled with, so they follow the Slots screen's rights: the farmer for
 * his company, the purchaser's staff for the farmers delivering to them (docs/transport.md).
 */
const carsRead = {
  access: { route: 'Slots' as const, userTypes: ['farmer' as const, 'purchaser' as const] },
};
const carsWrite = {
  access: {
    route: 'Slots' as const,
    rights: ['update' as const],
    userTypes: ['farmer' as const, 'purchaser' as const],
  },
};
/** A 10 MB file is about 14 MB of base64; the service answers 413 in Russian past 10 MB decoded. */
const IMPORT_BODY_LIMIT = Math.ceil((TRANSPORT_IMPORT_MAX_BYTES * 4) / 3) + 1024 * 1024;
const csvReply = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
});

/** SPEC 7 'Cars and transport' (issue 18). */
export default async function transportRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  const fcaImport = transportImport(deps);

  app.post(
    '/cars',
    {
      config: carsWrite,
      schema: {
        operationId: 'transport.cars.create',
        summary: 'Добавить машину в распределение',
        tags,
        body: carsBody,
        response: { 200: carsReply },
      },
    },
    async (req) => cars.upsertCars(deps, authOf(req), req.body.cars),
  );
  app.get(
    '/cars',
    {
      config: carsRead,
      schema: {
        operationId: 'transport.cars.list',
        summary: 'Машины',
        tags,
        querystring: carsQuery,
        response: { 200: carsReply },
      },
    },
    async (req) => cars.listCars(deps, authOf(req), req.query.ownerUuid),
  );
  app.post(
    '/cars-by-slots',
    {
      config: carsRead,
      schema: {
        operationId: 'transport.cars.bySlots',
        summary: 'Машины по слотам',
        tags,
        body: carsBySlotsBody,
        response: { 200: carsBySlotsReply },
      },
    },
    async (req) => cars.carsBySlots(deps, authOf(req), req.body.slotUuids),
  );
  app.get(
    '/cars/distributions/fca/page/:location/:start/:end',
    {
      config: transportRead,
      schema: {
        operationId: 'transport.distribution.page',
        summary: 'Распределение машин FCA за период',
        tags,
        params: distributionsParams,
        querystring: distributionsQuery,
        response: { 200: distributionsPageReply },
      },
    },
    async (req, reply) =>
      sendCached(req, reply, await distributionsPage(deps, authOf(req), req.params, req.query)),
  );
  app.get(
    '/cars/distributions/fca/import/template',
    {
      config: transportRead,
      schema: {
        operationId: 'transport.import.template',
        summary: 'Шаблон импорта машин (CSV)',
        produces: ['text/csv'],
        tags,
      },
    },
    async (_req, reply) => reply.headers(csvReply(TEMPLATE_FILE)).send(await importTemplate()),
  );
  app.post(
    '/cars/distributions/fca/import/csv',
    {
      config: transportWrite,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'transport.import.check',
        summary: 'Проверить файл импорта машин',
        tags,
        body: transportImportBody,
        response: { 200: importReportSchema },
      },
    },
    async (req) => uploadTransportImport(deps, fcaImport, authOf(req), req.body),
  );
  app.put(
    '/cars/distributions/fca/import/csv/:importUuid',
    {
      config: transportWrite,
      schema: {
        operationId: 'transport.import.confirm',
        summary: 'Подтвердить импорт машин',
        tags,
        params: transportImportParams,
        response: { 200: transportImportApplied },
      },
    },
    async (req) => confirmTransportImport(deps, fcaImport, authOf(req), req.params.importUuid),
  );
  app.get(
    '/cars/distributions/:type/export/csv/:location/:start/:end',
    {
      config: transportRead,
      schema: {
        operationId: 'transport.distribution.exportCsv',
        summary: 'Выгрузить распределение машин (CSV)',
        produces: ['text/csv'],
        tags,
        params: exportParams,
        querystring: transportZoneQuery,
      },
    },
    async (req, reply) =>
      reply
        .headers(csvReply(exportFileName(req.params.type)))
        .send(await exportDistributions(deps, authOf(req), req.params, req.query.timeZone)),
  );
}
