import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '@kolos/domain';
import { auditEntrySchema } from '@kolos/domain/users';
import { typed } from '../../platform/http';
import { listAudit } from './queries';

/** GET /audit: the audit log (who did what to whom, when, from where) — platform admins only. */
export default async function auditRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.get(
    '/audit',
    {
      config: { access: { userTypes: ['admin'] } },
      schema: {
        tags: ['audit'],
        querystring: z.object({
          action: text().max(100).optional(),
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
        }),
        response: { 200: z.object({ items: z.array(auditEntrySchema), total: z.number() }) },
      },
    },
    async (req) => listAudit(root.db, req.query),
  );
}
