import type { FastifyInstance } from 'fastify';
import { dealsReply } from '@kolos/domain/deals';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import { myDeals } from './service';

/**
 * Issue 29 point 14, «Мои сделки»: the farmer's deals with their tonnes and next slot. Route Deals
 * asks the Slots screen's read right ('Электронная очередь'), as the slots it shows; a farmer's
 * own company's screen (companyOnly): the admin, who has no deals of his own, is refused.
 */
export default async function dealsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  app.get(
    '/user/personal/deals',
    {
      config: { access: { route: 'Deals' as const } },
      schema: {
        operationId: 'deals.list',
        summary: 'Сделки фермера',
        tags: ['deals'],
        response: { 200: dealsReply },
      },
    },
    async (req) => myDeals(deps, authOf(req)),
  );
}
