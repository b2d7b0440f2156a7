import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { text } from '@kolos/domain';
import { FILE_MSG } from '@kolos/domain/files';
import {
  companyDocumentsReply,
  deleteDocumentQuery,
  docsCreateBody,
  docsReplaceBody,
  documentCodesOf,
  documentCodesReply,
  documentRowReply,
} from '@kolos/domain/documents';
import { authOf } from '../../platform/auth/guard';
import { AppError, badRequest } from '../../platform/errors';
import { uploadKeyOf } from '../../platform/files/upload-keys';
import { metaOf, typed, uuidParam } from '../../platform/http';
import * as documents from './service';
import { uploadDocuments, type DocumentPart } from './upload';

const tags = ['documents'];
/** The registration flow's calls and the documents list: any logged-in user and the registration session; the service scopes. */
const flow = { access: { registration: true } };
const done = z.object({ uuid: text() });
/** At most this many files in one upload request. */
const MAX_FILES = 20;

/** SPEC 7 "Documents and document moderation": company documents by code (issue 19 points 3, 4, 7). */
export default async function documentsRoutes(root: FastifyInstance) {
  // Encapsulated like the docs routes' (ADR 0061): only these routes parse multipart.
  await root.register(multipart, { throwFileSizeLimit: false });
  const app = typed(root);
  const deps = root.deps;
  const maxBytes = deps.config.MAX_UPLOAD_BYTES;

  app.get(
    '/dmoderation/code',
    {
      config: flow,
      schema: {
        operationId: 'documents.moderation.code',
        summary: 'Коды видов документов',
        tags,
        response: { 200: documentCodesReply },
      },
    },
    async () => documentCodesOf(),
  );

  app.post(
    '/dmoderation/document/upload',
    {
      config: flow,
      schema: {
        operationId: 'documents.moderation.upload',
        summary: 'Загрузить документ на модерацию',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: companyDocumentsReply },
      },
    },
    async (req) => {
      const auth = authOf(req);
      // The whole request may carry several files of up to the limit each.
      if (Number(req.headers['content-length']) > maxBytes * MAX_FILES + 64 * 1024) {
        throw new AppError('PAYLOAD_TOO_LARGE', FILE_MSG.tooLarge);
      }
      if (!req.isMultipart()) throw badRequest(FILE_MSG.noFile);
      const key = uploadKeyOf(req.headers);
      const parts = req.parts({
        limits: {
          fileSize: maxBytes + 1,
          files: MAX_FILES,
          fields: 10,
          fieldSize: 1024,
          parts: MAX_FILES + 10,
        },
      }) as AsyncIterable<DocumentPart>;
      try {
        return await uploadDocuments(deps, auth, parts, metaOf(req).ip, key);
      } catch (error) {
        if (!(error instanceof AppError) && req.raw.destroyed)
          throw new AppError('BAD_REQUEST', FILE_MSG.uploadFailed);
        throw error;
      }
    },
  );

  app.delete(
    '/dmoderation/document',
    {
      config: flow,
      schema: {
        operationId: 'documents.moderation.delete',
        summary: 'Удалить документ с модерации',
        tags,
        querystring: deleteDocumentQuery,
        response: { 200: done },
      },
    },
    async (req) =>
      documents.deleteDocument(deps, authOf(req), req.query.uuid, req.query.code, metaOf(req).ip),
  );

  app.get(
    '/dmoderation/company/:id/documents',
    {
      config: flow,
      schema: {
        operationId: 'documents.moderation.byCompany',
        summary: 'Документы компании на модерации',
        tags,
        params: uuidParam,
        response: { 200: companyDocumentsReply },
      },
    },
    async (req) => documents.companyDocuments(deps, authOf(req), req.params.id),
  );

  // DocumentsList (SPEC 7 /docs…): the same rows.
  app.get(
    '/docs/:id',
    {
      config: flow,
      schema: {
        operationId: 'documents.get',
        summary: 'Документ',
        tags,
        params: uuidParam,
        response: { 200: documentRowReply },
      },
    },
    async (req) => documents.getDocument(deps, authOf(req), req.params.id),
  );
  app.get(
    '/docs-by-company/:id',
    {
      config: flow,
      schema: {
        operationId: 'documents.byCompany',
        summary: 'Документы компании',
        tags,
        params: uuidParam,
        response: { 200: companyDocumentsReply },
      },
    },
    async (req) => documents.companyDocuments(deps, authOf(req), req.params.id),
  );
  app.post(
    '/docs',
    {
      config: flow,
      schema: {
        operationId: 'documents.create',
        summary: 'Добавить документ',
        tags,
        body: docsCreateBody,
        response: { 200: companyDocumentsReply },
      },
    },
    async (req) => documents.createDocuments(deps, authOf(req), req.body, metaOf(req).ip),
  );
  app.put(
    '/docs',
    {
      config: flow,
      schema: {
        operationId: 'documents.update',
        summary: 'Изменить документ',
        tags,
        body: docsReplaceBody,
        response: { 200: documentRowReply },
      },
    },
    async (req) => documents.replaceDocument(deps, authOf(req), req.body, metaOf(req).ip),
  );
  app.delete(
    '/docs/:id',
    {
      config: flow,
      schema: {
        operationId: 'documents.delete',
        summary: 'Удалить документ',
        tags,
        params: uuidParam,
        response: { 200: done },
      },
    },
    async (req) => documents.deleteDocument(deps, authOf(req), req.params.id, null, metaOf(req).ip),
  );
}
