import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type PoolStats } from '../../db/client';
import { AppError } from '../errors';
import { keepServingUnderPressure } from './overload';

let processMetrics: Registry | undefined;

/**
 * CPU, memory, GC, handles and event-loop lag (`nodejs_eventloop_lag_*`) describe the process, not
 * one app: collected once per process however many apps the tests build.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/** The matched route's pattern, never the URL itself: one series per route, not per id. */
const routeOf = (request: FastifyRequest) =>
  request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Requests a proxy forwarded come from its socket on this machine but from elsewhere. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read /metrics: a process on this machine, by the socket's own address (not
 * X-Forwarded-For, which anyone can write) and not relayed by a proxy; or anyone who shows
 * `Authorization: Bearer <METRICS_TOKEN>` when that token is set.
 */
function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  const local =
    LOOPBACK.test(request.socket.remoteAddress ?? '') && !FORWARDED.some((h) => h in request.headers);
  if (local) return true;
  const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics; an area (e.g. the job workers) adds its own here. */
    metrics: Registry;
  }
}

/**
 * Measures every request: `http_request_duration_seconds{method,route,status_class}` — its
 * `_count` is the request rate and the errors by class —, and the database pool's `db_pool_*`
 * gauges. Registered before the routes, so it sees every one of them.
 */
export function measureRequests(root: FastifyInstance): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Время ответа на запрос, по шаблону маршрута и классу статуса',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['driver'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats(root.db);
        if (stats) this.set({ driver: stats.driver }, pick(stats));
      },
    });
  pool('db_pool_connections', 'Соединения с базой в пуле (PGlite: одно)', (s) => s.total);
  pool('db_pool_idle_connections', 'Свободные соединения пула', (s) => s.idle);
  pool('db_pool_waiting_queries', 'Запросы, ждущие соединения с базой', (s) => s.waiting);
  root.decorate('metrics', registry);

  root.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: routeOf(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** GET /metrics: outside /api, an operator's address, not the product's. */
export function registerMetricsRoute(root: FastifyInstance): void {
  const token = root.deps.config.METRICS_TOKEN;
  root.get(
    '/metrics',
    {
      logLevel: 'warn',
      // Public to the API guard; this route checks its own callers below.
      config: { access: { public: true }, ...keepServingUnderPressure },
      schema: { hide: true },
      onRequest: async (request) => {
        if (!metricsAllowed(request, token)) {
          throw new AppError(
            'FORBIDDEN',
            'Метрики доступны только с этого сервера или по токену METRICS_TOKEN',
          );
        }
      },
    },
    async (_request, reply) => {
      // Merged at each scrape: an area may add its metrics to app.metrics after the start.
      const all = Registry.merge([processRegistry(), root.metrics]);
      return reply.header('content-type', all.contentType).send(await all.metrics());
    },
  );
}
