import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../../config';
import { poolStats } from '../../db/client';
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

/** How often the thresholds are sampled. */
const SAMPLE_MS = 1_000;

/**
 * Sheds load instead of queueing it: while the event loop lags, the heap or the resident memory
 * is past its threshold, or more queries wait for a database connection than allowed (each 0 =
 * not checked), every request is answered at once with 503 and `Retry-After`. Registered before
 * the guard, so a refused request costs no database query.
 */
export async function protectFromOverload(app: FastifyInstance, config: Config): Promise<void> {
  const maxWaiting = config.OVERLOAD_MAX_DB_WAITING;
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.OVERLOAD_MAX_HEAP_USED_MB * MB,
    maxRssBytes: config.OVERLOAD_MAX_RSS_MB * MB,
    sampleInterval: SAMPLE_MS,
    // The queue that grows on a busy server is the pool's: Node takes every connection, the
    // database serves a few at a time.
    ...(maxWaiting > 0
      ? {
          healthCheck: async () => (poolStats(app.db)?.waiting ?? 0) <= maxWaiting,
          healthCheckInterval: SAMPLE_MS,
        }
      : {}),
    retryAfter: config.OVERLOAD_RETRY_AFTER_SECONDS,
    customError: Overloaded,
  });
}
