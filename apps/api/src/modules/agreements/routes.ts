import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  agreementListQuery,
  agreementListReply,
  agreementReply,
  agreementTemplateBody,
  agreementTemplateQuery,
  agreementTemplateReply,
  agreementVersionsQuery,
  agreementVersionsReply,
  currentAgreementBody,
  pendingAgreementsReply,
  signAgreementBody,
  signCodeReply,
  type Agreement,
} from '@kolos/domain/agreements';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { agreementPdf } from './pdf';
import * as service from './service';
import { sendSignCode, signAgreement } from './signing';
import * as templates from './templates';
import { agreementWire } from './wire';

const tags = ['agreements'];
/** The template: a platform admin for any purchaser, a purchaser's super-user for his own (service). */
const templateAccess = { access: { userTypes: ['admin' as const, 'purchaser' as const] } };
/**
 * The farmer's own steps: the registration flow's route, so the one-time link's session reaches
 * them (SPEC 4); a full session needs a policy for it (docs/onboarding.md, "The agreement").
 */
const signerAccess = { access: { route: 'RegistrationContracts' as const, userTypes: ['farmer' as const] } };
/** Reads: every signed-in party in its own scope (the query's), another company's is 404. */
const readAccess = { access: {} };

async function sendPdf(reply: FastifyReply, agreement: Agreement) {
  const pdf = await agreementPdf(agreement);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="agreement-${agreement.uuid}.pdf"`)
    .send(pdf);
}

/** SPEC 7 Agreements (issue 19 point 5). */
export default async function agreementRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/admin/agreement',
    {
      config: templateAccess,
      schema: {
        operationId: 'agreements.template.upload',
        summary: 'Загрузить новую версию соглашения',
        tags,
        body: agreementTemplateBody,
        response: { 200: agreementTemplateReply },
      },
    },
    async (req) => templates.createTemplate(deps, authOf(req), req.body, metaOf(req)),
  );
  app.get(
    '/admin/agreement',
    {
      config: templateAccess,
      schema: {
        operationId: 'agreements.template.get',
        summary: 'Текущая версия соглашения',
        tags,
        querystring: agreementTemplateQuery,
        response: { 200: agreementTemplateReply },
      },
    },
    async (req) => templates.currentTemplate(deps, authOf(req), req.query.purchaserUuid),
  );
  // The versions screen (issue 28 point 14): beyond SPEC 7, which names no list of versions.
  app.get(
    '/admin/agreement/versions',
    {
      config: templateAccess,
      schema: {
        operationId: 'agreements.template.versions',
        summary: 'Версии соглашения',
        tags,
        querystring: agreementVersionsQuery,
        response: { 200: agreementVersionsReply },
      },
    },
    async (req) => templates.versions(deps, authOf(req), req.query),
  );

  app.post(
    '/personal/agreement/current',
    {
      config: signerAccess,
      schema: {
        operationId: 'agreements.current',
        summary: 'Соглашение текущего фермера',
        tags,
        body: currentAgreementBody,
        response: { 200: agreementReply },
      },
    },
    async (req) => service.currentAgreement(deps, authOf(req), req.body?.purchaserUuid, metaOf(req)),
  );
  app.get(
    '/personal/agreement/pending',
    {
      config: signerAccess,
      schema: {
        operationId: 'agreements.pending',
        summary: 'Соглашение, ожидающее подписи',
        tags,
        response: { 200: pendingAgreementsReply },
      },
    },
    async (req) => service.pendingAgreements(deps, authOf(req)),
  );
  app.post(
    '/agreement/:id/sign-code',
    {
      config: { ...signerAccess, errors: ['TOO_MANY_REQUESTS', 'RESEND_TOO_EARLY'] },
      schema: {
        operationId: 'agreements.signCode',
        summary: 'Отправить код подписи соглашения',
        tags,
        params: uuidParam,
        response: { 200: signCodeReply },
      },
    },
    async (req) => sendSignCode(deps, authOf(req), req.params.id, metaOf(req)),
  );
  app.put(
    '/agreement/:id',
    {
      config: {
        ...signerAccess,
        errors: ['TOO_MANY_REQUESTS', 'BAD_CODE', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'],
      },
      schema: {
        operationId: 'agreements.sign',
        summary: 'Подписать соглашение кодом',
        tags,
        params: uuidParam,
        body: signAgreementBody,
        response: { 200: agreementReply },
      },
    },
    async (req) => signAgreement(deps, authOf(req), req.params.id, req.body.code, metaOf(req)),
  );
  // the registration session's download: its only way to the PDF (the route below needs a full one)
  app.get(
    '/personal/agreement/:id/pdf',
    {
      config: signerAccess,
      schema: {
        operationId: 'agreements.personalPdf',
        summary: 'PDF своего соглашения',
        produces: ['application/pdf'],
        tags,
        params: uuidParam,
      },
    },
    async (req, reply) =>
      sendPdf(reply, agreementWire(await service.findAgreement(deps, authOf(req), req.params.id))),
  );

  app.get(
    '/agreement/:id',
    {
      config: readAccess,
      schema: {
        operationId: 'agreements.get',
        summary: 'Соглашение',
        tags,
        params: uuidParam,
        response: { 200: agreementReply },
      },
    },
    async (req) => agreementWire(await service.findAgreement(deps, authOf(req), req.params.id)),
  );
  app.get(
    '/agreement/:id/pdf',
    {
      config: readAccess,
      schema: {
        operationId: 'agreements.pdf',
        summary: 'PDF соглашения',
        produces: ['application/pdf'],
        tags,
        params: uuidParam,
      },
    },
    async (req, reply) =>
      sendPdf(reply, agreementWire(await service.findAgreement(deps, authOf(req), req.params.id))),
  );
  app.get(
    '/agreements/byFarmer/:id',
    {
      config: readAccess,
      schema: {
        operationId: 'agreements.byFarmer',
        summary: 'Соглашения фермера',
        tags,
        params: uuidParam,
        response: { 200: z.array(agreementReply) },
      },
    },
    async (req) => service.agreementsOfFarmer(deps, authOf(req), req.params.id),
  );
  app.get(
    '/agreements',
    {
      config: readAccess,
      schema: {
        operationId: 'agreements.list',
        summary: 'Список соглашений',
        tags,
        querystring: agreementListQuery,
        response: { 200: agreementListReply },
      },
    },
    async (req) => service.listAgreements(deps, authOf(req), req.query),
  );
}
