import type { FastifyInstance } from 'fastify';
import {
  companyStatusReply,
  declineBody,
  moderationCompanyReply,
  moderationOptionsBody,
  submitCompanyBody,
} from '@kolos/domain/moderation';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import * as moderation from './service';

const tags = ['moderation'];
/** The farmer's calls in the registration flow (and anyone's, scoped by the service). */
const flow = { access: { registration: true } };
/** The moderator's decisions: platform admins (SPEC 2.1 /moderation). */
const decide = {
  access: { route: 'ModerationFarmer' as const, rights: ['read' as const], userTypes: ['admin' as const] },
};
const edit = {
  access: {
    route: 'ModerationFarmerEdit' as const,
    rights: ['update' as const],
    userTypes: ['admin' as const],
  },
};

/** SPEC 7 Moderation (issue 19 point 6). */
export default async function moderationRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/dmoderation/company',
    {
      config: flow,
      schema: {
        operationId: 'moderation.list',
        summary: 'Компании на модерации',
        tags,
        body: submitCompanyBody,
        response: { 200: companyStatusReply },
      },
    },
    async (req) => moderation.submitCompany(deps, authOf(req), req.body.companyUuid, metaOf(req).ip),
  );
  app.get(
    '/dmoderation/company/:id',
    {
      config: flow,
      schema: {
        operationId: 'moderation.get',
        summary: 'Компания на модерации',
        tags,
        params: uuidParam,
        response: { 200: moderationCompanyReply },
      },
    },
    async (req) => moderation.moderationCompany(deps, authOf(req), req.params.id),
  );
  app.post(
    '/dmoderation/company/:id/approve',
    {
      config: decide,
      schema: {
        operationId: 'moderation.approve',
        summary: 'Одобрить компанию',
        tags,
        params: uuidParam,
        response: { 200: companyStatusReply },
      },
    },
    async (req) => moderation.decide(deps, authOf(req), req.params.id, 'APPROVED', null, metaOf(req).ip),
  );
  app.post(
    '/dmoderation/company/:id/decline',
    {
      config: decide,
      schema: {
        operationId: 'moderation.decline',
        summary: 'Отклонить компанию',
        tags,
        params: uuidParam,
        body: declineBody,
        response: { 200: companyStatusReply },
      },
    },
    async (req) =>
      moderation.decide(deps, authOf(req), req.params.id, 'DECLINED', req.body.reason, metaOf(req).ip),
  );
  app.post(
    '/dmoderation/company/:id/options',
    {
      config: edit,
      schema: {
        operationId: 'moderation.options',
        summary: 'Настройки одобренной компании',
        tags,
        params: uuidParam,
        body: moderationOptionsBody,
        response: { 200: companyStatusReply },
      },
    },
    async (req) => moderation.setOptions(deps, authOf(req), req.params.id, req.body, metaOf(req).ip),
  );
}
