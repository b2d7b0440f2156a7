import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerHealthRoutes } from './health';
import { registerMetrics } from './metrics';
import { registerOverloadProtection } from './overload';

/** What an operator needs from the server (docs/operations.md); call before the guard and the modules. */
export async function registerOperations(app: FastifyInstance, config: Config): Promise<void> {
  await registerOverloadProtection(app, config);
  registerMetrics(app);
  registerHealthRoutes(app);
}

/** Fastify's server timeouts from the configuration (0 turns one off). */
export const serverTimeouts = (config: Config) => ({
  requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
  connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
  keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
});
