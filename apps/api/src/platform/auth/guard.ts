import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess } from '@kolos/domain';
import { AppError } from '../errors';
import { loadAuthContext, type AuthContext } from './context';
import type { TokenSigner } from './tokens';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * The one guard: every /api route declares `config.access`; public routes pass, every other
 * route needs a live session (401), and a route with a name needs the right of SPEC 6 (403).
 */
export function registerGuard(app: FastifyInstance, signer: TokenSigner): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!request.url.startsWith('/api/') || access?.public || request.is404) return;
    if (request.url.startsWith('/api/docs')) return; // the OpenAPI description is public
    const token = bearer(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const claims = await signer.verify(token);
    const auth = await loadAuthContext(app.db, claims.sid);
    if (!auth) throw new AppError('UNAUTHORIZED', 'Сессия завершена, войдите снова');
    request.auth = auth;
    if (access?.route && !canAccess(auth.subject, access.route, pick(access))) {
      throw new AppError('FORBIDDEN');
    }
    if (
      !access?.route &&
      access?.userTypes &&
      auth.userType !== 'admin' &&
      !access.userTypes.includes(auth.userType)
    ) {
      throw new AppError('FORBIDDEN');
    }
  });
}

function pick(access: NonNullable<FastifyRequest['routeOptions']['config']['access']>) {
  return {
    ...(access.rights ? { rights: access.rights } : {}),
    ...(access.userTypes ? { userTypes: access.userTypes } : {}),
  };
}

/** The caller of a guarded route; throws if a public route asks for it by mistake. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
