import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../../config';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler; returning nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** Route config of the routes an operator needs most when the server is overloaded. */
export const keepServingUnderPressure = { pressureHandler: () => undefined };

/** What under-pressure throws: the error handler answers it as every AppError, in Russian. */
class Overloaded extends AppError {
  constructor() {
    super('OVERLOADED');
  }
}

const MB = 1024 * 1024;

/**
 * Sheds load instead of queueing it: while the event loop lags, or the heap or the resident memory
 * is past its threshold (each 0 = not checked), every request is answered at once with 503 and
 * `Retry-After`. The thresholds are sampled once a second. Registered before the guard, so a
 * refused request costs no database query.
 */
export async function registerOverloadProtection(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.OVERLOAD_MAX_HEAP_USED_MB * MB,
    maxRssBytes: config.OVERLOAD_MAX_RSS_MB * MB,
    retryAfter: config.OVERLOAD_RETRY_AFTER_SECONDS,
    customError: Overloaded,
  });
}
