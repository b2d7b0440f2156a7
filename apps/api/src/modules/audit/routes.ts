import type { FastifyInstance } from 'fastify';
import { auditListQuery, auditPageSchema } from '@kolos/domain/audit';
import { typed } from '../../platform/http';
import { listAudit } from './queries';

/**
 * GET /audit: the audit log (who did what to what, when, from where) — platform admins only.
 * Filters: action, actorUuid, targetUuid, createdFrom/createdTo; newest first, paged on the server.
 */
export default async function auditRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.get(
    '/audit',
    {
      config: { access: { userTypes: ['admin'] } },
      schema: {
        operationId: 'audit.list',
        summary: 'Журнал действий',
        tags: ['audit'],
        querystring: auditListQuery,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => listAudit(root.db, req.query),
  );
}
