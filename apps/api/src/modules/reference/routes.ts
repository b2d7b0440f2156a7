import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cultureSchema, entitiesCulturesSchema, kladrItemSchema } from '@kolos/domain/reference';
import { typed, uuidParam } from '../../platform/http';
import { areaNames, cultures, regionNames } from './service';

/** Reference data every logged-in user's screens need: address data (SPEC 7) and products. */
const anyUser = { access: {} };

export default async function referenceRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;
  const names = z.array(kladrItemSchema);

  app.get(
    '/kladr/locations/regions/names',
    {
      config: anyUser,
      schema: {
        operationId: 'reference.regions',
        summary: 'Названия регионов',
        tags: ['reference'],
        response: { 200: names },
      },
    },
    async () => regionNames(deps),
  );

  app.get(
    '/kladr/locations/areas/:id/names',
    {
      config: anyUser,
      schema: {
        operationId: 'reference.areas',
        summary: 'Названия районов региона',
        tags: ['reference'],
        params: uuidParam,
        response: { 200: names },
      },
    },
    async (req) => areaNames(deps, req.params.id),
  );

  app.get(
    '/cultures',
    {
      config: anyUser,
      schema: {
        operationId: 'reference.cultures',
        summary: 'Культуры',
        tags: ['reference'],
        response: { 200: z.array(cultureSchema) },
      },
    },
    async () => cultures(deps),
  );

  // A product is a crop as traded; the product uuid is the culture uuid (docs/reference.md).
  app.get(
    '/entities/cultures',
    {
      config: anyUser,
      schema: {
        operationId: 'reference.culturesLegacy',
        summary: 'Культуры (второй путь SPEC)',
        tags: ['reference'],
        response: { 200: entitiesCulturesSchema },
      },
    },
    async () => {
      const list = await cultures(deps);
      return {
        cultures: list,
        products: list.map((c) => ({ uuid: c.uuid, cultureUuid: c.uuid, payload: c.payload })),
      };
    },
  );
}
