import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  LOCATION_KINDS,
  locationInputSchema,
  locationSchema,
  locationUpdateSchema,
  placeOfShipmentQuery,
  placeOfShipmentReply,
} from '@kolos/domain/locations';
import { publicConfigSchema } from '@kolos/domain/reference';
import { demoOutbox } from '../../config';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import { repeated } from '../../platform/list';
import { createLocation, deleteLocation, deleteLocations, updateLocation } from './commands';
import {
  getCompanyLocations,
  getLocation,
  getLocationsByIds,
  getPersonalLocations,
  getRegionLocations,
  listPlaces,
} from './service';

/**
 * Lookups other screens need (the contract form, filters) are open to any logged-in user and
 * scoped by company in the query; managing points takes the SPEC 6 'Точки отгрузки' rights.
 */
const lookup = { access: {} };
const tags = ['locations'];
const list = z.array(locationSchema);
const removal = z.object({ uuid: text(), archived: z.boolean() });
// A wildcard, not ':ids': Fastify caps a named parameter at 100 characters, under three uuids.
const idsParam = z.object({
  '*': z
    .string()
    .describe('Идентификаторы через запятую, не больше 200')
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(text().uuid({ error: 'Неверный идентификатор' })).max(200)),
});

/** SPEC 7 Locations and regions: the location calls. */
export default async function locationsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/config/public',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'config.public',
        summary: 'Открытые настройки для веб-клиента',
        tags: ['config'],
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({ mapTileUrl: deps.config.MAP_TILE_URL, demoOutbox: demoOutbox(deps.config) }),
  );

  app.get(
    '/user/personal/locations',
    {
      config: lookup,
      schema: {
        operationId: 'locations.mine',
        summary: 'Свои пункты и места',
        tags,
        querystring: z.object({ kind: z.enum(LOCATION_KINDS).optional() }),
        response: { 200: list },
      },
    },
    async (req) => getPersonalLocations(deps, authOf(req), req.query.kind),
  );

  app.get(
    '/locations/:id',
    {
      config: lookup,
      schema: {
        operationId: 'locations.get',
        summary: 'Пункт или место',
        tags,
        params: uuidParam,
        response: { 200: locationSchema },
      },
    },
    async (req) => getLocation(deps, authOf(req), req.params.id),
  );

  app.post(
    '/locations/locations-by-ids/*',
    // SPEC 7 names the segment {ids}: a wildcard, since 200 ids exceed the router's 100-character parameter.
    {
      config: { ...lookup, wildcard: 'ids' },
      schema: {
        operationId: 'locations.byIds',
        summary: 'Пункты и места по списку идентификаторов',
        tags,
        params: idsParam,
        response: { 200: list },
      },
    },
    async (req) => getLocationsByIds(deps, authOf(req), req.params['*']),
  );

  const companyOps = {
    '/locations/company/:id': { operationId: 'locations.byCompany', summary: 'Пункты и места компании' },
    '/locations-by-company/:id': {
      operationId: 'locations.byCompanyLegacy',
      summary: 'Пункты и места компании (второй путь SPEC)',
    },
  };
  for (const [path, op] of Object.entries(companyOps)) {
    app.get(
      path,
      { config: lookup, schema: { ...op, tags, params: uuidParam, response: { 200: list } } },
      async (req) => getCompanyLocations(deps, authOf(req), req.params.id),
    );
  }

  app.get(
    '/locations/region/:id',
    {
      config: lookup,
      schema: {
        operationId: 'locations.byRegion',
        summary: 'Пункты и места региона',
        tags,
        params: uuidParam,
        response: { 200: list },
      },
    },
    async (req) => getRegionLocations(deps, authOf(req), req.params.id),
  );

  app.post(
    '/v2/locations/place-of-shipment',
    {
      config: { access: { route: 'ShippingPointsList' } },
      schema: {
        operationId: 'locations.places',
        summary: 'Места отгрузки с фильтрами',
        tags,
        body: placeOfShipmentQuery,
        response: { 200: placeOfShipmentReply },
      },
    },
    async (req) => listPlaces(deps, authOf(req), req.body),
  );

  app.post(
    '/locations',
    {
      config: { access: { route: 'ShippingPointView', rights: ['create'] } },
      schema: {
        operationId: 'locations.create',
        summary: 'Создать пункт или место',
        tags,
        body: locationInputSchema,
        response: { 200: locationSchema },
      },
    },
    async (req) => createLocation(deps, authOf(req), req.body),
  );

  app.put(
    '/locations',
    {
      config: { access: { route: 'ShippingPointView', rights: ['update'] } },
      schema: {
        operationId: 'locations.update',
        summary: 'Изменить пункт или место',
        tags,
        body: locationUpdateSchema,
        response: { 200: locationSchema },
      },
    },
    async (req) => updateLocation(deps, authOf(req), req.body),
  );

  app.delete(
    '/locations/:id',
    {
      config: { access: { route: 'ShippingPointView', rights: ['delete'] } },
      schema: {
        operationId: 'locations.delete',
        summary: 'Удалить пункт или место',
        tags,
        params: uuidParam,
        response: { 200: removal },
      },
    },
    async (req) => deleteLocation(deps, authOf(req), req.params.id),
  );

  app.delete(
    '/locations',
    {
      config: { access: { route: 'ShippingPointView', rights: ['delete'] } },
      schema: {
        operationId: 'locations.deleteMany',
        summary: 'Удалить несколько пунктов или мест',
        tags,
        querystring: z.object({
          uuid: repeated(text().uuid({ error: 'Неверный идентификатор' })).pipe(
            z
              .array(text(), { error: 'Укажите точки для удаления' })
              .min(1, { error: 'Укажите точки для удаления' })
              .max(200),
          ),
        }),
        response: { 200: z.object({ items: z.array(removal) }) },
      },
    },
    async (req) => ({ items: await deleteLocations(deps, authOf(req), req.query.uuid) }),
  );
}
