import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { errorReply, typed } from '../http';
import { keepServingUnderPressure } from './overload';
import type { ReadinessChecks } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Conditions of /api/ready; background workers add theirs (readiness.ts). */
    readiness: ReadinessChecks;
  }
}

/**
 * GET /api/health: the process is alive and its event loop turns; no database call, and it answers
 * even under overload (a restart would not help). GET /api/ready: the process can take traffic;
 * under overload it answers 503 like every other route, so a load balancer sends traffic elsewhere.
 * Both are polled every few seconds: their request lines are logged at warn, not info.
 */
export function registerHealthRoutes(root: FastifyInstance): void {
  const app = typed(root);
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      config: { access: { public: true }, ...keepServingUnderPressure },
      schema: {
        tags: ['operations'],
        operationId: 'operations.health',
        summary: 'Процесс жив',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      logLevel: 'warn',
      config: { access: { public: true }, errors: ['NOT_READY'] },
      schema: {
        tags: ['operations'],
        operationId: 'operations.ready',
        summary: 'Готов ли сервер принимать запросы',
        description: 'База доступна, миграции применены, фоновые задачи работают.',
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), checks: z.record(z.string(), z.string()) }),
          503: errorReply,
        },
      },
    },
    async () => {
      const { ready, checks } = await root.readiness.check();
      if (!ready) throw new AppError('NOT_READY', undefined, checks);
      return { status: 'ok' as const, checks };
    },
  );
}
