import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import { getGroup, getRole } from './service';

/** SPEC 7 Roles and groups. */
export default async function rolesRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.get('/roles/:id', { schema: { tags: ['roles'], params: uuidParam } }, async (req) =>
    getRole(root.deps, authOf(req), req.params.id),
  );
  app.get('/groups/:id', { schema: { tags: ['roles'], params: uuidParam } }, async (req) =>
    getGroup(root.deps, authOf(req), req.params.id),
  );
}
