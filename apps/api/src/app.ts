import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ERRORS } from '@kolos/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTokenSigner } from './platform/auth/tokens';
import { registerGuard } from './platform/auth/guard';
import { bytesSerializerCompiler } from './platform/http';
import { handleClientError, handleError, registerErrorHandling } from './platform/errors';
import { createMessaging } from './platform/messaging';
import { JobQueue } from './platform/jobs';
import { platformJobs } from './platform/jobs/builtin';
import { registerJobRoutes } from './platform/jobs/routes';
import { CountCache } from './platform/count-cache';
import { ReadCache } from './platform/read-cache';
import { registerOperationHooks, registerOperationRoutes, serverTimeouts } from './platform/operations';
import { eventJobs } from './platform/events';
import { Hooks } from './platform/hooks';
import { ReadRouting, registerReadRouting } from './platform/read-routing';
import { openapiOptions } from './platform/openapi/document';
import { moduleEventConsumers, moduleHooks, moduleJobs, moduleWebhooks, registerModules } from './modules';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** false: no log; a stream: the lines go there instead of stdout (tests read them). */
  logger?: boolean | { write(line: string): void };
  /** A streaming replica of `db` for the lists and boards (ADR 0110); absent: all reads on `db`. */
  replica?: Database | undefined;
  /** pg-boss's schema; tests on PostgreSQL give each file its own. */
  jobsSchema?: string;
}

function tileOrigins(tileUrl: string): string[] {
  try {
    const u = new URL(tileUrl.replace('{s}.', 'a.').replace(/\{[a-z]\}/g, '0'));
    const host = u.host.replace(/^a\./, '*.');
    return [`${u.protocol}//${host}`, `${u.protocol}//${u.host.replace(/^a\./, '')}`];
  } catch {
    return [];
  }
}

/** True for any spelling of an /api path (`/%61pi/x`, `//api/x`): its miss answers JSON, not the web app. */
function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a broken escape: judged as written
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

/** The whole server without listen(): tests inject into it, main.ts listens. */
export async function buildApp({
  config,
  db,
  replica,
  logger = true,
  jobsSchema,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(logger === true ? {} : { stream: logger }),
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    ...serverTimeouts(config),
    bodyLimit: 10 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(bytesSerializerCompiler);

  const signer = createTokenSigner(config);
  // Built without touching the database: main.ts and the test harness call jobs.start().
  const jobs = new JobQueue(db, { workers: config.WORKERS, schema: jobsSchema, log: app.log });
  const messaging = createMessaging(jobs);
  app.decorate('db', db);
  app.decorate('deps', {
    db,
    config,
    signer,
    sms: messaging.sms,
    mail: messaging.mail,
    jobs,
    log: app.log,
    counts: new CountCache(config.LIST_COUNT_CACHE_SECONDS * 1000),
    reads: new ReadCache(config.READ_CACHE_MB * 1024 * 1024),
    hooks: new Hooks(await moduleHooks()),
    readRouting: new ReadRouting(db, replica, {
      windowSeconds: config.READ_YOUR_WRITES_SECONDS,
      maxLagSeconds: config.REPLICA_MAX_LAG_SECONDS,
      secret: config.JWT_SECRET,
    }),
  });
  await jobs.register(
    [...platformJobs, ...eventJobs(moduleEventConsumers), ...(await moduleJobs())],
    app.deps,
  );
  app.addHook('onClose', () => jobs.stop());

  await registerOperationHooks(app, config);
  await registerReadRouting(app, app.deps.readRouting);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config.MAP_TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // ADR 0069: answers over 8 KB go compressed to clients that accept it (every browser sends
  // Accept-Encoding); level 1 packs JSON 12× for a third of level 6's CPU.
  await app.register(compress, {
    threshold: 8192,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 1 },
  });

  // Before every plugin that adds routes: the guard checks each route's declaration as it is added.
  registerGuard(app, signer);
  // OpenAPI 3.1 (ADR 0107): each operation's description and error answers come from its declaration.
  await app.register(swagger, openapiOptions(config, await moduleWebhooks()));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });

  registerErrorHandling(app);
  await registerModules(app);
  registerOperationRoutes(app);
  registerJobRoutes(app);

  const webDist = path.resolve(config.WEB_DIST);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // The build writes .br and .gz beside each file (apps/web/vite.config.ts): sent to browsers that
    // accept them, with Vary: Accept-Encoding.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      preCompressed: true,
      setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
    });
    // The service worker (ADR 0097) is looked at again on every visit: a cached one would keep an
    // old release's shell. (The static plugin's own headers come after setHeaders.)
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.url === '/sw.js') reply.header('cache-control', 'no-cache');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({ message: ERRORS.ROUTE_NOT_FOUND.message, code: 'ROUTE_NOT_FOUND' });
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // History fallback: the SPA decides what every non-API path shows.
      // `cacheControl: false`: the static plugin's max-age would replace no-cache, and a cached
      // index.html names chunks a new release has removed.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ message: 'Страница не найдена' });
  });

  return app;
}
