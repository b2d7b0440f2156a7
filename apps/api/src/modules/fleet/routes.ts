import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  fleetCarBody,
  fleetCarsReply,
  fleetCarWire,
  fleetDriverBody,
  fleetDriversReply,
  fleetDriverWire,
  slotAssignBody,
  slotAssignReply,
} from '@kolos/domain/fleet';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import * as service from './service';

const tags = ['fleet'];
const users = ['farmer' as const, 'purchaser' as const];
/**
 * The fleet is what slots are filled with, so it follows the Slots screen's right ('Электронная
 * очередь'), as the transport's trucks do (ADR 0092): reading needs it, saving and assigning need
 * its update — the farmer's role and the queue staff's have both.
 */
const fleetRead = { access: { route: 'Slots' as const, userTypes: users } };
const fleetWrite = { access: { route: 'Slots' as const, rights: ['update' as const], userTypes: users } };
const removed = z.object({ uuid: text() });

/** Issue 29 point 16: the company's saved trucks and drivers, and one truck onto several slots. */
export default async function fleetRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/fleet/cars',
    {
      config: fleetRead,
      schema: {
        operationId: 'fleet.cars.list',
        summary: 'Машины своего автопарка',
        tags,
        response: { 200: fleetCarsReply },
      },
    },
    async (req) => service.listCars(deps, authOf(req)),
  );
  app.post(
    '/fleet/cars',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.cars.create',
        summary: 'Добавить машину',
        tags,
        body: fleetCarBody,
        response: { 200: fleetCarWire },
      },
    },
    async (req) => service.addCar(deps, authOf(req), req.body),
  );
  app.put(
    '/fleet/cars/:id',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.cars.update',
        summary: 'Изменить машину',
        tags,
        params: uuidParam,
        body: fleetCarBody,
        response: { 200: fleetCarWire },
      },
    },
    async (req) => service.updateCar(deps, authOf(req), req.params.id, req.body),
  );
  app.delete(
    '/fleet/cars/:id',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.cars.delete',
        summary: 'Удалить машину',
        tags,
        params: uuidParam,
        response: { 200: removed },
      },
    },
    async (req) => {
      await service.deleteCar(deps, authOf(req), req.params.id);
      return { uuid: req.params.id };
    },
  );
  app.get(
    '/fleet/drivers',
    {
      config: fleetRead,
      schema: {
        operationId: 'fleet.drivers.list',
        summary: 'Водители своего автопарка',
        tags,
        response: { 200: fleetDriversReply },
      },
    },
    async (req) => service.listDrivers(deps, authOf(req)),
  );
  app.post(
    '/fleet/drivers',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.drivers.create',
        summary: 'Добавить водителя',
        tags,
        body: fleetDriverBody,
        response: { 200: fleetDriverWire },
      },
    },
    async (req) => service.addDriver(deps, authOf(req), req.body),
  );
  app.put(
    '/fleet/drivers/:id',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.drivers.update',
        summary: 'Изменить водителя',
        tags,
        params: uuidParam,
        body: fleetDriverBody,
        response: { 200: fleetDriverWire },
      },
    },
    async (req) => service.updateDriver(deps, authOf(req), req.params.id, req.body),
  );
  app.delete(
    '/fleet/drivers/:id',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.drivers.delete',
        summary: 'Удалить водителя',
        tags,
        params: uuidParam,
        response: { 200: removed },
      },
    },
    async (req) => {
      await service.deleteDriver(deps, authOf(req), req.params.id);
      return { uuid: req.params.id };
    },
  );
  app.post(
    '/slots/assign',
    {
      config: fleetWrite,
      schema: {
        operationId: 'fleet.assign',
        summary: 'Назначить машину и водителя на слоты',
        tags,
        body: slotAssignBody,
        response: { 200: slotAssignReply },
      },
    },
    async (req) => service.assign(deps, authOf(req), req.body, metaOf(req)),
  );
}
