import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import { getUser } from './service';

/** SPEC 7 Users. */
export default async function usersRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.get('/user/:id', { schema: { tags: ['users'], params: uuidParam } }, async (req) =>
    getUser(root.deps, authOf(req), req.params.id),
  );
}
