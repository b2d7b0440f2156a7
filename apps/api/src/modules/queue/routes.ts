import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  allocateExtraSlotsBody,
  allocateSlotsBody,
  allocateSlotsNowBody,
  bookedSlotsReply,
  bookedSlotWire,
  freeSlotsBody,
  freeSlotsReply,
  freeTimesQuery,
  freeTimesReply,
  queueDay,
  queueDayBody,
  queueDayWire,
  slotCreateBody,
  slotDealsReply,
  slotTransferBody,
} from '@kolos/domain/queue';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed } from '../../platform/http';
import { freeTimes } from './free-times';
import * as service from './service';
import { slotRoutes } from './slot-routes';

const tags = ['slots'];
const purchaser = ['purchaser' as const];
/** Staff of a purchaser with 'Электронная очередь' (Slots); an admin passes. */
const staff = { access: { route: 'Slots' as const, userTypes: purchaser } };
/**
 * Booking and cancelling by hand change the queue: 'Электронная очередь' with update, as the
 * screen shows these actions (issue 28 point 9; a read-only Slots policy or 'Настройки очереди'
 * alone may look, not book).
 */
const staffWrite = { access: { route: 'Slots' as const, rights: ['update' as const], userTypes: purchaser } };
/** The transfer and the free times: staff, or the farmer (his company's slots and deals only, in the service). */
const transfer = {
  access: { route: 'Slots' as const, userTypes: ['purchaser' as const, 'farmer' as const] },
};
/**
 * Booking one slot and cancelling it: staff with Slots update as above, and since issue 29 point
 * 15 the farmer with his Slots update, for his own deals and slots (scoped in the service).
 */
const bookWrite = {
  access: {
    route: 'Slots' as const,
    rights: ['update' as const],
    userTypes: ['purchaser' as const, 'farmer' as const],
  },
};
/** 'Настройки очереди': Slots with create; the service checks showSlotsParams (403 without it). */
const settings = { access: { route: 'Slots' as const, rights: ['create' as const], userTypes: purchaser } };
const dayParams = z.object({ id: z.uuid(), date: queueDay() });

/** SPEC 7 Slots: allocation, manual add, cancel, transfer, a day's settings; and /free-slots-quantity. */
export default async function queueRoutes(root: FastifyInstance) {
  await slotRoutes(root);
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/allocate-slots',
    {
      config: { ...staffWrite, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'slots.allocate',
        summary: 'Распределить слоты',
        tags,
        body: allocateSlotsBody,
        response: { 200: bookedSlotsReply },
      },
    },
    async (req) => service.allocateSlots(deps, authOf(req), req.body),
  );
  app.post(
    '/allocate-extra-slots',
    {
      config: { ...staffWrite, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'slots.allocateExtra',
        summary: 'Добавить слоты сверх распределённых',
        tags,
        body: allocateExtraSlotsBody,
        response: { 200: bookedSlotsReply },
      },
    },
    async (req) => service.allocateExtraSlots(deps, authOf(req), req.body),
  );
  app.post(
    '/allocate-slots-now',
    {
      config: { ...staffWrite, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'slots.allocateNow',
        summary: 'Распределить слоты сразу',
        tags,
        body: allocateSlotsNowBody,
        response: { 200: bookedSlotsReply },
      },
    },
    async (req) => service.allocateSlotsNow(deps, authOf(req), req.body),
  );
  app.post(
    '/free-slots-quantity',
    {
      config: staff,
      schema: {
        operationId: 'slots.freeQuantity',
        summary: 'Свободные тонны пункта по дням',
        tags,
        body: freeSlotsBody,
        response: { 200: freeSlotsReply },
      },
    },
    async (req) => service.freeSlotsQuantity(deps, authOf(req), req.body),
  );
  app.get(
    '/slot-deals/:id',
    {
      config: staff,
      schema: {
        operationId: 'slots.deals',
        summary: 'Сделки со слотами',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: slotDealsReply },
      },
    },
    async (req) => service.slotDeals(deps, authOf(req), req.params.id),
  );
  app.get(
    '/slots/free',
    {
      config: transfer,
      schema: {
        operationId: 'slots.free',
        summary: 'Свободное время пункта',
        tags,
        querystring: freeTimesQuery,
        response: { 200: freeTimesReply },
      },
    },
    async (req) => freeTimes(deps, authOf(req), req.query),
  );
  app.post(
    '/slots',
    {
      config: { ...bookWrite, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'slots.create',
        summary: 'Создать слот',
        tags,
        body: slotCreateBody,
        response: { 200: bookedSlotWire },
      },
    },
    async (req) => service.addSlot(deps, authOf(req), req.body),
  );
  app.delete(
    '/slots/:id',
    {
      config: bookWrite,
      schema: {
        operationId: 'slots.delete',
        summary: 'Удалить слот',
        tags,
        params: z.object({ id: text().max(100) }),
        response: { 200: bookedSlotWire },
      },
    },
    async (req) => service.cancelSlot(deps, authOf(req), req.params.id, metaOf(req)),
  );
  app.post(
    '/slots/transfer',
    {
      config: { ...transfer, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'slots.transfer',
        summary: 'Перенести слоты',
        tags,
        body: slotTransferBody,
        response: { 200: bookedSlotWire },
      },
    },
    async (req) => service.transferSlot(deps, authOf(req), req.body, metaOf(req)),
  );
  app.get(
    '/settings/location/:id/date/:date',
    {
      config: staff,
      schema: {
        operationId: 'slots.daySettings.get',
        summary: 'Настройки дня пункта приёмки',
        tags,
        params: dayParams,
        response: { 200: queueDayWire },
      },
    },
    async (req) => service.getDaySettings(deps, authOf(req), req.params.id, req.params.date),
  );
  app.put(
    '/settings/location/:id/date/:date',
    {
      config: settings,
      schema: {
        operationId: 'slots.daySettings.update',
        summary: 'Изменить настройки дня пункта приёмки',
        tags,
        params: dayParams,
        body: queueDayBody,
        response: { 200: queueDayWire },
      },
    },
    async (req) =>
      service.putDaySettings(deps, authOf(req), req.params.id, req.params.date, req.body, metaOf(req)),
  );
}
