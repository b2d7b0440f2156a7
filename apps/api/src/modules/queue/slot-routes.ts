import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkInBody,
  driverPageWire,
  queueDay,
  mySlotsQuery,
  slotDetailsReply,
  slotListReply,
  slotsByLocationQuery,
  slotsOfPointReply,
  slotUpdateBody,
  slotWireSchema,
} from '@kolos/domain/queue';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { hitRateLimit } from '../../platform/rate-limit';
import { driverPage } from './driver-link';
import { sendCached } from '../../platform/read-cache';
import * as reads from './slot-reads';
import * as service from './slot-changes';

const tags = ['slots'];
/** The Slots screen: staff of the point's company and the farmer, each in his own scope. */
const slotsRead = { access: { route: 'Slots' as const } };
/** Car and driver (a farmer), status marks (staff): the rights of docs/queue.md. */
const slotsUpdate = {
  access: {
    route: 'Slots' as const,
    rights: ['update' as const],
    userTypes: ['farmer' as const, 'purchaser' as const],
  },
};

/** The gate's arrival mark: staff with Slots update (the arrival right of PUT slots). */
const gate = {
  access: { route: 'Slots' as const, rights: ['update' as const], userTypes: ['purchaser' as const] },
};

/** SPEC 7 Slots: the reads and PUT (issue 17 points 2 and 4); writes of capacity are the queue's. */
export async function slotRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/slots-by-offer/:id',
    {
      config: slotsRead,
      schema: {
        operationId: 'slots.byOffer',
        summary: 'Слоты предложения',
        tags,
        params: uuidParam,
        response: { 200: slotListReply },
      },
    },
    async (req) => reads.slotsByOffer(deps, authOf(req), req.params.id),
  );
  app.get(
    '/slots-by-location/:loc/date/:start/:end',
    {
      config: slotsRead,
      schema: {
        operationId: 'slots.byLocation',
        summary: 'Слоты пункта приёмки за дни',
        tags,
        params: z.object({
          loc: z.uuid({ error: 'Неверный идентификатор' }),
          start: queueDay(),
          end: queueDay(),
        }),
        querystring: slotsByLocationQuery,
        response: { 200: slotsOfPointReply },
      },
    },
    async (req, reply) =>
      sendCached(
        req,
        reply,
        await reads.slotsByLocation(
          deps,
          authOf(req),
          req.params.loc,
          req.params.start,
          req.params.end,
          req.query.companyOwnerUuid,
        ),
      ),
  );
  app.get(
    '/slots',
    {
      config: slotsRead,
      schema: {
        operationId: 'slots.list',
        summary: 'Список слотов',
        tags,
        querystring: mySlotsQuery,
        response: { 200: slotListReply },
      },
    },
    async (req) => reads.mySlots(deps, authOf(req), req.query.dateFrom, req.query.dateTo),
  );
  app.get(
    '/slots/upcoming',
    {
      config: slotsRead,
      schema: {
        operationId: 'slots.upcoming',
        summary: 'Ближайшие слоты',
        tags,
        response: { 200: slotListReply },
      },
    },
    async (req) => reads.upcomingSlots(deps, authOf(req)),
  );
  app.get(
    '/slots/:id',
    {
      config: slotsRead,
      schema: {
        operationId: 'slots.get',
        summary: 'Слот',
        tags,
        params: uuidParam,
        response: { 200: slotDetailsReply },
      },
    },
    async (req) => reads.getSlot(deps, authOf(req), req.params.id),
  );
  app.put(
    '/slots',
    {
      config: slotsUpdate,
      schema: {
        operationId: 'slots.update',
        summary: 'Изменить слот',
        tags,
        body: slotUpdateBody,
        response: { 200: slotWireSchema },
      },
    },
    async (req) => service.updateSlot(deps, authOf(req), req.body, metaOf(req)),
  );
  app.post(
    '/slots/check-in',
    {
      config: gate,
      schema: {
        operationId: 'slots.checkIn',
        summary: 'Отметить прибытие машины',
        tags,
        body: checkInBody,
        response: { 200: slotWireSchema },
      },
    },
    async (req) => service.checkIn(deps, authOf(req), req.body, metaOf(req)),
  );
  // issue 29 point 17: the driver's page, no login — the token is the key, so the address is
  // limited per client like the sign-in (a guessed token is 2^256 away; the limit keeps it so)
  app.get(
    '/driver/:token',
    {
      config: { errors: ['TOO_MANY_REQUESTS'], access: { public: true } },
      schema: {
        operationId: 'slots.driverLink',
        summary: 'Слоты водителя по его ссылке',
        tags,
        security: [],
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: driverPageWire },
      },
    },
    async (req) => {
      await hitRateLimit(deps.db, `ip:driver:${req.ip}`, deps.config.RATE_LIMIT_IP_PER_MINUTE, 60);
      return driverPage(deps, req.params.token);
    },
  );
}
