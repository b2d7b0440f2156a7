import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  regionInputSchema,
  regionListQuery,
  regionListSchema,
  regionSchema,
  regionUpdateSchema,
} from '@kolos/domain/regions';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import { createRegion, deleteRegion, getRegion, listRegions, personalRegions, updateRegion } from './service';

const tags = ['regions'];

/** SPEC 7 Locations and regions: purchase territories, under the SPEC 6 'Территории закупки' right. */
export default async function regionsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/regions',
    {
      config: { access: { route: 'RegionsList' } },
      schema: {
        operationId: 'regions.list',
        summary: 'Регионы',
        tags,
        querystring: regionListQuery,
        response: { 200: regionListSchema },
      },
    },
    async (req) => listRegions(deps, authOf(req), req.query),
  );

  // The contracts and transport filters choose a territory: any logged-in user lists their company's.
  app.get(
    '/user/personal/regions',
    {
      config: { access: {} },
      schema: {
        operationId: 'regions.mine',
        summary: 'Свои регионы',
        tags,
        response: { 200: z.array(regionSchema) },
      },
    },
    async (req) => personalRegions(deps, authOf(req)),
  );

  app.get(
    '/regions/:id',
    {
      config: { access: { route: 'RegionsList' } },
      schema: {
        operationId: 'regions.get',
        summary: 'Регион',
        tags,
        params: uuidParam,
        response: { 200: regionSchema },
      },
    },
    async (req) => getRegion(deps, authOf(req), req.params.id),
  );

  app.post(
    '/regions',
    {
      config: { access: { route: 'Region', rights: ['create'] } },
      schema: {
        operationId: 'regions.create',
        summary: 'Создать регион',
        tags,
        body: regionInputSchema,
        response: { 200: regionSchema },
      },
    },
    async (req) => createRegion(deps, authOf(req), req.body),
  );

  app.put(
    '/regions',
    {
      config: { access: { route: 'Region', rights: ['update'] } },
      schema: {
        operationId: 'regions.update',
        summary: 'Изменить регион',
        tags,
        body: regionUpdateSchema,
        response: { 200: regionSchema },
      },
    },
    async (req) => updateRegion(deps, authOf(req), req.body),
  );

  app.delete(
    '/regions/:id',
    {
      config: { access: { route: 'Region', rights: ['delete'] } },
      schema: {
        operationId: 'regions.delete',
        summary: 'Удалить регион',
        tags,
        params: uuidParam,
        response: { 200: z.object({ uuid: text() }) },
      },
    },
    async (req) => deleteRegion(deps, authOf(req), req.params.id),
  );
}
