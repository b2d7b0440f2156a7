import type { FastifyInstance } from 'fastify';
import { todoReply } from '@kolos/domain/home';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import * as service from './service';

/**
 * Issue 29 point 13: the home's items. Every signed-in user asks for his own; which items he gets
 * is decided per item by the rights of the screen it opens (todoKindsFor), not by this route.
 */
export default async function homeRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.get(
    '/user/personal/todo',
    {
      config: { access: {} },
      schema: {
        operationId: 'home.todo',
        summary: 'Дела на главной',
        tags: ['home'],
        response: { 200: todoReply },
      },
    },
    async (req) => service.todo(root.deps, authOf(req)),
  );
}
