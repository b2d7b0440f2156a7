import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { text } from '@kolos/domain';
import { FILE_MSG, uploadedFileSchema } from '@kolos/domain/files';
import { authOf } from '../../platform/auth/guard';
import { AppError, badRequest } from '../../platform/errors';
import { uploadKeyOf } from '../../platform/files/upload-keys';
import { typed, uuidParam } from '../../platform/http';
import { deleteFile, fileLink, openDownload, refuseByLength, uploadFile, type UploadPart } from './service';

const tags = ['docs'];

/** Lenient on purpose: a link cut short or tampered with answers the link's 403, not a 400. */
const linkQuery = z.object({
  expires: text().max(20).optional(),
  signature: text().max(200).optional(),
});

/** SPEC 7 "Files and support": uploads of documents (SPEC 5, 9) and their signed download links. */
export default async function docsRoutes(root: FastifyInstance) {
  // Registered here, not on the app: only these routes read multipart bodies (ADR 0061).
  await root.register(multipart, { throwFileSizeLimit: false });
  const app = typed(root);
  const deps = root.deps;
  const maxBytes = deps.config.MAX_UPLOAD_BYTES;

  app.post(
    '/docs/file/upload',
    {
      config: { access: {} },
      schema: {
        operationId: 'files.upload',
        summary: 'Загрузить файл',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: uploadedFileSchema },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseByLength(deps, req.headers['content-length']);
      const key = uploadKeyOf(req.headers);
      if (!req.isMultipart()) throw badRequest(FILE_MSG.noFile);
      // One byte past the limit reaches the content check, which refuses it with SPEC 9's 413.
      const parts = req.parts({
        limits: { fileSize: maxBytes + 1, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
      }) as AsyncIterable<UploadPart>;
      try {
        return await uploadFile(deps, auth, parts, key);
      } catch (error) {
        // the client went away mid-upload: nobody reads the answer, and it is no server fault
        if (!(error instanceof AppError) && req.raw.destroyed)
          throw new AppError('BAD_REQUEST', FILE_MSG.uploadFailed);
        throw error;
      }
    },
  );

  app.get(
    '/docs/file/:id',
    {
      config: { access: {} },
      schema: {
        operationId: 'files.get',
        summary: 'Сведения о файле и ссылка на него',
        tags,
        params: uuidParam,
        response: { 200: uploadedFileSchema },
      },
    },
    async (req) => fileLink(deps, authOf(req), req.params.id),
  );

  app.delete(
    '/docs/file/:id',
    {
      config: { access: {} },
      schema: {
        operationId: 'files.delete',
        summary: 'Удалить файл',
        tags,
        params: uuidParam,
        response: { 200: z.object({ uuid: text() }) },
      },
    },
    async (req) => deleteFile(deps, authOf(req), req.params.id),
  );

  // Public: the browser follows the link itself (no bearer token); its signature is the check.
  app.get(
    '/docs/file/:id/download',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'files.download',
        summary: 'Скачать файл по подписанной ссылке',
        produces: ['application/octet-stream'],
        tags,
        params: uuidParam,
        querystring: linkQuery,
        security: [],
      },
    },
    async (req, reply) => {
      const download = await openDownload(deps, req.params.id, req.query);
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store');
      if (download.kind === 'redirect') return reply.redirect(download.url, 302);
      return reply
        .header('content-type', download.contentType)
        .header('content-length', String(download.size))
        .header('content-disposition', download.disposition)
        .send(download.body);
    },
  );
}
