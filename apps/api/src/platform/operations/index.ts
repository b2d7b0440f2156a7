import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { watchJobQueue } from '../jobs/watch';
import { registerHealthRoutes } from './health';
import { measureRequests, registerMetricsRoute } from './metrics';
import { protectFromOverload } from './overload';
import { ReadinessChecks } from './readiness';

/**
 * What an operator needs (docs/operations.md), part one, before any other hook and route: overload
 * protection first of all (a refused request costs nothing), request metrics, the registries
 * areas add to — `app.readiness` and `app.metrics` — and the job queue's entries in both.
 */
export async function registerOperationHooks(app: FastifyInstance, config: Config): Promise<void> {
  await protectFromOverload(app, config);
  app.decorate('readiness', new ReadinessChecks(app.db, app.log));
  measureRequests(app);
  watchJobQueue(app);
}

/** Part two, after the guard: GET /api/health, /api/ready and /metrics. */
export function registerOperationRoutes(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerMetricsRoute(app);
}

/** Fastify's server timeouts from the configuration (0 turns one off). */
export const serverTimeouts = (config: Config) => ({
  requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
  connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
  keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
});
