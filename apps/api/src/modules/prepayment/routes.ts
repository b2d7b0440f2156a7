import type { FastifyInstance } from 'fastify';
import {
  createRequestBody,
  LIMITS_FILE_MAX_MB,
  limitsUploadResultSchema,
  PREPAYMENT_MSG as M,
  prepaymentListQuery,
  prepaymentListSchema,
  prepaymentRequestSchema,
  statusChangeBody,
} from '@kolos/domain/prepayment';
import { authOf } from '../../platform/auth/guard';
import { AppError, badRequest } from '../../platform/errors';
import { typed, uuidParam } from '../../platform/http';
import { downloadErrorFile, exportLimits, uploadLimits } from './limits';
import { changeStatus, createRequest, getRequests } from './service';

const LIMITS_FILE_MAX_BYTES = LIMITS_FILE_MAX_MB * 1024 * 1024;

const tags = ['prepayment'];
/** A limit's sum is whole roubles (docs/prepayment.md); the paging `limit` is a query field, not described. */
const limitInRoubles = { limit: 'rubles' } as const;

/** SPEC 7 Prepayment, plus the farmer's own requests. Rights: SPEC 6 'Авансирование'. */
export default async function prepaymentRoutes(root: FastifyInstance) {
  const app = typed(root);

  // The limits file comes as it is on disk: its bytes decide between UTF-8 and Windows-1251.
  root.addContentTypeParser(
    ['text/csv', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: LIMITS_FILE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/prepayments/requests',
    {
      schema: {
        operationId: 'prepayment.list',
        summary: 'Заявки на аванс',
        tags,
        querystring: prepaymentListQuery,
        response: { 200: prepaymentListSchema },
      },
      config: { access: { route: 'Prepayment', rights: ['read'] }, money: limitInRoubles },
    },
    async (req) => getRequests(root.deps, authOf(req), req.query),
  );

  app.get(
    '/user/personal/prepayments/requests',
    {
      schema: {
        operationId: 'prepayment.mine',
        summary: 'Свои заявки на аванс',
        tags,
        querystring: prepaymentListQuery,
        response: { 200: prepaymentListSchema },
      },
      config: { access: { userTypes: ['farmer'] }, money: limitInRoubles },
    },
    async (req) => getRequests(root.deps, authOf(req), req.query),
  );

  app.put(
    '/prepayments/requests',
    {
      schema: {
        operationId: 'prepayment.update',
        summary: 'Изменить заявку на аванс',
        tags,
        body: statusChangeBody,
        response: { 200: prepaymentRequestSchema },
      },
      config: { access: { route: 'Prepayment', rights: ['update'] }, money: limitInRoubles },
    },
    async (req) => changeStatus(root.deps, authOf(req), req.body, req.ip),
  );

  app.post(
    '/prepayments/requests',
    {
      schema: {
        operationId: 'prepayment.create',
        summary: 'Подать заявку на аванс',
        tags,
        body: createRequestBody,
        response: { 201: prepaymentRequestSchema },
      },
      config: { access: { userTypes: ['farmer'] }, money: limitInRoubles },
    },
    async (req, reply) =>
      reply.status(201).send(await createRequest(root.deps, authOf(req), req.body, req.ip)),
  );

  app.post(
    '/v2/prepayments/upload-limits',
    {
      bodyLimit: LIMITS_FILE_MAX_BYTES,
      schema: {
        operationId: 'prepayment.limits.upload',
        summary: 'Загрузить лимиты аванса (CSV)',
        tags,
        response: { 200: limitsUploadResultSchema },
      },
      config: { access: { route: 'Prepayment', rights: ['create', 'update'] } },
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > LIMITS_FILE_MAX_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge(LIMITS_FILE_MAX_MB));
        }
      },
    },
    async (req) => uploadLimits(root.deps, authOf(req), fileBytes(req.body), req.ip),
  );

  // ADR 0042: the refused lines of an import, for the company that imported them only
  app.get(
    '/v2/prepayments/upload-limits/errors/:id',
    {
      schema: {
        operationId: 'prepayment.limits.errors',
        summary: 'Ошибки загрузки лимитов (CSV)',
        produces: ['text/csv'],
        tags,
        params: uuidParam,
      },
      config: { access: { route: 'Prepayment', rights: ['read'] }, money: limitInRoubles },
    },
    async (req, reply) => {
      const file = await downloadErrorFile(root.deps, authOf(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );

  app.get(
    '/v2/prepayments/export-limits',
    {
      schema: {
        operationId: 'prepayment.limits.export',
        summary: 'Выгрузить лимиты аванса (CSV)',
        produces: ['text/csv'],
        tags,
      },
      config: { access: { route: 'Prepayment', rights: ['read'] }, money: limitInRoubles },
    },
    async (req, reply) => {
      const csv = await exportLimits(root.deps, authOf(req));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="limits-${day}.csv"`)
        .send(csv);
    },
  );
}

/** The file as raw bytes (text/csv) or as text in JSON `{ csv }` (SPEC 7 'csv text'). */
function fileBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (body && typeof body === 'object' && typeof (body as { csv?: unknown }).csv === 'string') {
    return Buffer.from((body as { csv: string }).csv, 'utf8');
  }
  throw badRequest(M.importFailed);
}
