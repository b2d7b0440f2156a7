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
 * Sheds load instead of queueing it: while the heap or the resident memory is past its threshold,
 * or more queries wait for a database connection than allowed (each 0 = not checked), every
 * request is answered at once with 503 and `Retry-After`. A lagging event loop sheds only while
 * requests pile up (more than OVERLOAD_SHED_IN_FLIGHT in flight): shedding protects a queue of
 * waiting people, and a lone user on a busy small machine — where PGlite's queries run in this
 * very thread and lag the loop by themselves — is served (issue 28 point 7). Long-lived event
 * streams are not requests waiting for an answer and are not counted. Registered before the
 * guard, so a refused request costs no database query.
 */
export async function protectFromOverload(app: FastifyInstance, config: Config): Promise<void> {
  const maxWaiting = config.OVERLOAD_MAX_DB_WAITING;
  const counted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.streams === true) return;
    counted.add(request);
    inFlight += 1;
  });
  const done = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  await app.register(underPressure, {
    pressureHandler: (_request: FastifyRequest, reply: FastifyReply, type: string) => {
      if (type === underPressure.TYPE_EVENT_LOOP_DELAY && inFlight <= config.OVERLOAD_SHED_IN_FLIGHT)
        return undefined;
      void reply.status(503).header('retry-after', config.OVERLOAD_RETRY_AFTER_SECONDS);
      return Promise.reject(new Overloaded());
    },
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
