import type { FastifyInstance } from 'fastify';
import { dealsReply } from '@kolos/domain/deals';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import { myDeals } from './service';

/**
 * Issue 29 point 14, «Мои сделки»: the farmer's deals with their tonnes and next slot. The Slots
 * screen's right ('Электронная очередь'): it is the deliveries' page, and every farmer role has it.
 */
export default async function dealsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  app.get(
    '/user/personal/deals',
    {
      config: { access: { route: 'Slots' as const, userTypes: ['farmer' as const] } },
      schema: { tags: ['deals'], response: { 200: dealsReply } },
    },
    async (req) => myDeals(deps, authOf(req)),
  );
}
