import type { FastifyInstance } from 'fastify';
import {
  invitationBody,
  invitationReply,
  invitationsQuery,
  invitationsReply,
} from '@kolos/domain/registration';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import * as registration from './service';

const tags = ['registration'];
/** Inviting a farmer is adding a user: a purchaser's staff with the users create right, or an admin. */
const invite = {
  access: {
    route: 'UsersView' as const,
    rights: ['create' as const],
    userTypes: ['purchaser' as const, 'admin' as const],
  },
};
const read = {
  access: {
    route: 'UsersList' as const,
    rights: ['read' as const],
    userTypes: ['purchaser' as const, 'admin' as const],
  },
};

/** Issue 19 point 1: invitations by a one-time link (the link's exchange is the auth area's). */
export default async function registrationRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/registration/invitations',
    {
      config: invite,
      schema: {
        operationId: 'registration.invite',
        summary: 'Пригласить фермера',
        tags,
        body: invitationBody,
        response: { 200: invitationReply },
      },
    },
    async (req) => registration.invite(deps, authOf(req), req.body, metaOf(req).ip),
  );
  app.post(
    '/registration/invitations/:id/resend',
    {
      config: invite,
      schema: {
        operationId: 'registration.resend',
        summary: 'Отправить приглашение ещё раз',
        tags,
        params: uuidParam,
        response: { 200: invitationReply },
      },
    },
    async (req) => registration.resend(deps, authOf(req), req.params.id),
  );
  app.get(
    '/registration/invitations',
    {
      config: read,
      schema: {
        operationId: 'registration.list',
        summary: 'Приглашения',
        tags,
        querystring: invitationsQuery,
        response: { 200: invitationsReply },
      },
    },
    async (req) => registration.invitations(deps, authOf(req), req.query),
  );
}
