import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { REGISTRATION_ROUTES, canAccess } from '@kolos/domain';
import { MODERATION_MSG } from '@kolos/domain/moderation';
import { AppError } from '../errors';
import {
  loadAuthContext,
  registrationDecision,
  type AuthContext,
  type DeclaredRoute,
  type RouteAccessConfig,
} from './context';
import type { TokenSigner } from './tokens';

/** The OpenAPI description and its viewer (@fastify/swagger-ui) live under this prefix. */
const DOCS_PREFIX = '/api/docs';
const PUBLIC: RouteAccessConfig = { public: true };

/** The guard's result: the caller of each request that passed a guarded route. */
const callers = new WeakMap<FastifyRequest, AuthContext>();

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Routes the framework's plugins add without a declaration, all public: the OpenAPI viewer and
 * description, and the files of @fastify/static (it marks each file route with its root).
 * Anything else without `config.access` stops the start.
 */
function frameworkAccess(route: RouteOptions & { prefix: string }): RouteAccessConfig {
  const docs = route.prefix === DOCS_PREFIX || route.prefix.startsWith(`${DOCS_PREFIX}/`);
  const staticFile = route.config !== undefined && 'rootPath' in route.config;
  if (docs || staticFile) return PUBLIC;
  throw new Error(`Маршрут ${String(route.method)} ${route.url} не объявляет config.access`);
}

/** SPEC 4 Login: the one-time link's session reaches its own calls and the Registration routes only. */
function openToRegistration(access: RouteAccessConfig): boolean {
  return (
    access.registration === true || (access.route !== undefined && REGISTRATION_ROUTES.includes(access.route))
  );
}

/** SPEC 6: what the route asks of this caller. */
function admits(auth: AuthContext, access: RouteAccessConfig): boolean {
  if (auth.scope === 'registration' && !openToRegistration(access)) return false;
  if (access.route) {
    return canAccess(auth.subject, access.route, {
      ...(access.rights ? { rights: access.rights } : {}),
      ...(access.userTypes ? { userTypes: access.userTypes } : {}),
    });
  }
  return !access.userTypes || auth.userType === 'admin' || access.userTypes.includes(auth.userType);
}

/**
 * The one guard (ADR 0012). Access is decided from the route the router matched — its
 * `config.access` — never from the URL string, so every spelling the router accepts for a path
 * (percent-encoding, duplicate slashes when allowed, …) meets the same decision. Every route
 * declares access or the app does not start; public routes pass, every other route needs a live
 * session (401) and what the route asks of it (403).
 * Registered before any plugin that adds routes, so its onRoute check sees them all.
 */
export function registerGuard(app: FastifyInstance, signer: TokenSigner): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? frameworkAccess(route);
    route.config = { ...route.config, access };
    const streams = route.config?.streams === true;
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access, streams });
  });
  app.addHook('onRequest', async (request, reply) => {
    // No route matched: the not-found handler answers 404 (or the web app's page), no handler runs.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new AppError('FORBIDDEN'); // fail closed; onRoute makes this unreachable
    if (access.public) return;
    const token = bearer(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const claims = await signer.verify(token);
    const auth = await loadAuthContext(app.db, claims.sid);
    if (!auth) throw await endedSession(app, claims.sid);
    if (!admits(auth, access)) throw new AppError('FORBIDDEN');
    callers.set(request, auth);
    // Every later line of this request, Fastify's "request completed" among them, names the caller.
    request.log = request.log.child({ userUuid: auth.userUuid, companyUuid: auth.companyUuid });
    reply.log = request.log;
  });
}

/** The 401 for a session that has ended: a registration ended by the moderator's decision says which. */
async function endedSession(app: FastifyInstance, sessionUuid: string): Promise<AppError> {
  const decision = await registrationDecision(app.db, sessionUuid);
  if (!decision) return new AppError('UNAUTHORIZED', 'Сессия завершена, войдите снова');
  const message =
    decision === 'APPROVED' ? MODERATION_MSG.registrationApproved : MODERATION_MSG.registrationDeclined;
  return new AppError('UNAUTHORIZED', message, { decision });
}

/** The caller the guard admitted, if any: for platform hooks that run on every route (read routing). */
export const callerOf = (request: FastifyRequest): AuthContext | undefined => callers.get(request);

/**
 * The caller the guard admitted — the only way a handler learns who calls. Never null on a
 * guarded route; a public route asking for it is refused with 401 rather than served anonymously.
 */
export function authOf(request: FastifyRequest): AuthContext {
  const auth = callers.get(request);
  if (!auth) throw new AppError('UNAUTHORIZED');
  return auth;
}
