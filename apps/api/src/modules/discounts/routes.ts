import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  discountCreateBody,
  discountListQuery,
  discountListReply,
  discountUpdateBody,
  discountWire,
} from '@kolos/domain/discounts';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import * as service from './service';

const tags = ['discounts'];
/** SPEC 6: the Discounts route ('Премии по районам'); changes need the matching right. */
const access = (rights?: ('create' | 'update' | 'delete')[]) => ({
  access: { route: 'Discounts' as const, ...(rights ? { rights } : {}) },
});

/** SPEC 7 Discounts. */
export default async function discountsRoutes(root: FastifyInstance) {
  const app = typed(root);

  app.get(
    '/discounts/fca/areas',
    {
      config: access(),
      schema: {
        operationId: 'discounts.list',
        summary: 'Премии по районам',
        tags,
        querystring: discountListQuery,
        response: { 200: discountListReply },
      },
    },
    async (req) => service.listDiscounts(root.deps, authOf(req), req.query),
  );

  app.post(
    '/discounts/fca/area',
    {
      config: access(['create']),
      schema: {
        operationId: 'discounts.create',
        summary: 'Добавить премию района',
        tags,
        body: discountCreateBody,
        response: { 200: discountWire },
      },
    },
    async (req) => service.createDiscount(root.deps, authOf(req), req.body),
  );

  app.put(
    '/discounts/fca/area',
    {
      config: access(['update']),
      schema: {
        operationId: 'discounts.update',
        summary: 'Изменить премию района',
        tags,
        body: discountUpdateBody,
        response: { 200: discountWire },
      },
    },
    async (req) => service.updateDiscount(root.deps, authOf(req), req.body),
  );

  app.delete(
    '/discounts/fca/area/:id',
    {
      config: access(['delete']),
      schema: {
        operationId: 'discounts.delete',
        summary: 'Удалить премию района',
        tags,
        params: uuidParam,
        response: { 200: z.object({ uuid: text() }) },
      },
    },
    async (req) => service.deleteDiscount(root.deps, authOf(req), req.params.id),
  );
}
