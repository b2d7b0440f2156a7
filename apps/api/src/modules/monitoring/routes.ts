import type { FastifyInstance } from 'fastify';
import { monitoringQuery, monitoringReply, yardReply } from '@kolos/domain/monitoring';
import { authOf } from '../../platform/auth/guard';
import { onReplica } from '../../platform/read-routing';
import { typed } from '../../platform/http';
import * as service from './service';

/** SPEC 6 'Мониторинг' (read; the restricted item is read with hidePrice and hideActions). */
const read = {
  access: { route: 'Monitoring' as const, rights: ['read' as const], userTypes: ['purchaser' as const] },
};

/** Issue 16 point 3: the Monitoring board in one call. */
export default async function monitoringRoutes(root: FastifyInstance) {
  const app = typed(root);
  app.get(
    '/monitoring',
    {
      config: read,
      schema: {
        operationId: 'monitoring.overview',
        summary: 'Мониторинг площадки',
        tags: ['monitoring'],
        querystring: monitoringQuery,
        response: { 200: monitoringReply },
      },
    },
    async (req) => onReplica(req, (d) => service.board(d, authOf(req), req.query)),
  );
  // Issue 29 point 20: the yard — today's trucks per acceptance point and the deals they deliver.
  app.get(
    '/monitoring/yard',
    {
      config: read,
      schema: {
        operationId: 'monitoring.yard',
        summary: 'Двор пункта приёмки',
        tags: ['monitoring'],
        response: { 200: yardReply },
      },
    },
    async (req) => service.yard(root.deps, authOf(req)),
  );
}
