import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hidesAnyPrice } from '@kolos/domain';
import {
  deliveryPriceQuery,
  deliveryPriceSchema,
  tariffInputSchema,
  tariffSchema,
} from '@kolos/domain/tariffs';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import { getLocation } from '../locations';
import { computeDeliveryPrice, saveTariff, tariffsByRegion } from './service';

const tags = ['tariffs'];

/** SPEC 7 Tariffs and delivery price. */
export default async function tariffsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/tariffs/by-region/:id',
    {
      config: { access: {} },
      schema: {
        operationId: 'tariffs.byRegion',
        summary: 'Тарифы региона',
        tags,
        params: uuidParam,
        response: { 200: z.array(tariffSchema) },
      },
    },
    async (req) => tariffsByRegion(deps, req.params.id),
  );

  // Tariffs are the platform's, the same for every purchaser: only its admins set them.
  app.post(
    '/v2/tariffs',
    {
      config: { access: { userTypes: ['admin'] } },
      schema: {
        operationId: 'tariffs.save',
        summary: 'Сохранить тарифы',
        tags,
        body: tariffInputSchema,
        response: { 200: tariffSchema },
      },
    },
    async (req) => saveTariff(deps, authOf(req), req.body, req.ip),
  );

  app.get(
    '/delivery/price',
    {
      // SPEC 3 Delivery price result: the price of the whole amount, in kopecks.
      config: { access: {}, money: { price: 'kopecks' } },
      schema: {
        operationId: 'tariffs.deliveryPrice',
        summary: 'Цена доставки',
        tags,
        querystring: deliveryPriceQuery,
        response: { 200: deliveryPriceSchema },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const q = req.query;
      // Both ends must be places the caller may see: another company's point answers 404.
      await getLocation(deps, auth, q.fromLocationUuid);
      await getLocation(deps, auth, q.toLocationUuid);
      const quote = await computeDeliveryPrice(deps, q.fromLocationUuid, q.toLocationUuid, {
        amountTons: q.amountTons,
        cachePolicy: q.distanceCachePolicy,
      });
      // issue 28 point 4: a role that hides prices gets the distance and the tariff, no money
      if (!hidesAnyPrice(auth.subject)) return quote;
      const { price: _hidden, ...rest } = quote;
      return rest;
    },
  );
}
