import type { FastifyInstance } from 'fastify';
import { priceBoardQuery, priceBoardReply } from '@kolos/domain/prices';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import { priceBoard } from './service';

/**
 * Issue 29 point 21, «Цены»: the farmer's price board. Route Prices asks the tenders list's read
 * right, as the tenders it lists; a farm's own screen (companyOnly): staff and the admin, who have
 * no farm to price from, are refused (docs/prices.md).
 */
export default async function pricesRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  app.get(
    '/prices/board',
    {
      config: { access: { route: 'Prices' as const } },
      schema: {
        operationId: 'prices.board',
        summary: 'Доска цен',
        tags: ['prices'],
        querystring: priceBoardQuery,
        response: { 200: priceBoardReply },
      },
    },
    async (req) => priceBoard(deps, authOf(req), req.query),
  );
}
