import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pushSubscriptionBody, pushUnsubscribeBody, vapidPublicKeyReply } from '@kolos/domain/push';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import { subscribe, unsubscribe, vapidPublicKey } from './service';

const tags = ['push'];
const done = z.object({ ok: z.literal(true) });

/**
 * Issue 29 point 19: «Уведомления на телефон». Every signed-in user, his own browsers only: no
 * route name, as with his notifications — the queries take the user from the session.
 */
export default async function pushRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/push/vapid-public-key',
    {
      config: { access: {} },
      schema: {
        operationId: 'push.key',
        summary: 'Открытый ключ VAPID',
        tags,
        response: { 200: vapidPublicKeyReply },
      },
    },
    async () => vapidPublicKey(deps),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: {} },
      schema: {
        operationId: 'push.subscribe',
        summary: 'Подписаться на push-уведомления',
        tags,
        body: pushSubscriptionBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await subscribe(deps, authOf(req), req.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { access: {} },
      schema: {
        operationId: 'push.unsubscribe',
        summary: 'Отписаться от push-уведомлений',
        tags,
        body: pushUnsubscribeBody,
        response: { 200: done },
      },
    },
    async (req) => {
      await unsubscribe(deps, authOf(req), req.body.endpoint);
      return { ok: true as const };
    },
  );
}
