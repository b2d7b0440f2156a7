import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instantDateOut, text } from '@kolos/domain';
import { normalizePhone } from '@kolos/domain';
import { AppError } from '../../platform/errors';
import { typed } from '../../platform/http';
import { fromLoopback } from '../../platform/loopback';

/**
 * GET /api/dev/outbox: what the outbox providers "sent", newest first. Only outside production,
 * and — since it lists every login code and reset link — only to the server's own machine unless
 * DEV_OUTBOX_PUBLIC=true (ADR 0003).
 */
export default async function devRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.addHook('onRequest', async (req) => {
    if (root.deps.config.DEV_OUTBOX_PUBLIC || fromLoopback(req)) return;
    throw new AppError(
      'FORBIDDEN',
      'Список отправленных кодов доступен только на компьютере, где запущен сервер',
    );
  });
  app.get(
    '/dev/outbox',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'dev.outbox',
        summary: 'Исходящие SMS и письма (не в production)',
        tags: ['dev'],
        querystring: z.object({ phone: text().optional(), to: text().optional() }),
        response: {
          200: z.array(
            z.object({
              channel: text(),
              to: text(),
              subject: text().nullable(),
              text: text(),
              code: text().nullable(),
              createdAt: instantDateOut(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const recipient = req.query.phone ? (normalizePhone(req.query.phone) ?? req.query.phone) : req.query.to;
      let query = root.db
        .selectFrom('outboxMessages')
        .select(['channel', 'recipient as to', 'subject', 'text', 'code', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('uuid', 'desc')
        .limit(100);
      if (recipient) query = query.where('recipient', '=', recipient);
      return query.execute();
    },
  );
}
