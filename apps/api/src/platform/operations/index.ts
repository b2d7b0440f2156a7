import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerHealthRoutes } from './health';
import { registerMetrics } from './metrics';

export { protectFromOverload } from './overload';

/** What an operator reads (docs/operations.md): /api/health, /api/ready and /metrics. */
export function registerOperations(app: FastifyInstance): void {
  registerMetrics(app);
  registerHealthRoutes(app);
}

/** Fastify's server timeouts from the configuration (0 turns one off). */
export const serverTimeouts = (config: Config) => ({
  requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
  connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
  keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
});
