import { z } from 'zod';
import { MSG } from '../common/messages';
import { text } from '../common/text';
import { WIRE_DATE_FORMATS, dateOut, wireDay, wireInstant } from '../common/wire-dates';
import { FIELD_MSG, requiredOr, uuidField } from '../common/fields';
import { DEFAULT_PLANNED_VOLUME } from './constants';
import { QUEUE_MSG } from './messages';
import { SLOT_STATUSES } from './statuses';

const id = uuidField;
/** A local day that exists in the calendar, answered 'YYYY-MM-DD' (ADR 0077: DD.MM.YYYY is read too). */
export const queueDay = () => wireDay(QUEUE_MSG.badDate);
const hhmm = () =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Время в формате ЧЧ:ММ' })
    .describe(WIRE_DATE_FORMATS.clock);
const whole = (max: number) =>
  z
    .number(requiredOr(FIELD_MSG.number))
    .int({ error: FIELD_MSG.integer })
    .min(0, { error: FIELD_MSG.number })
    .max(max, { error: FIELD_MSG.number });
const tonnes = (max: number) =>
  z
    .number(requiredOr(FIELD_MSG.number))
    .positive({ error: FIELD_MSG.number })
    .max(max, { error: FIELD_MSG.number });
/** A truck's planned tonnes (POST slots, PUT slots): at most 100 t. */
export const plannedVolumeField = tonnes(100);
/** The longest period POST /free-slots-quantity answers for. */
export const FREE_SLOTS_MAX_DAYS = 93;

/** POST allocate-slots: accepted offers whose volume without slots gets them. */
export const allocateSlotsBody = z.object({ offers: z.array(id()).min(1, { error: MSG.required }).max(100) });
/** POST allocate-extra-slots: more trucks for a deal, in its delivery window. */
export const allocateExtraSlotsBody = z.object({ offerUuid: id(), volume: tonnes(100_000) });
/** POST allocate-slots-now: urgent trucks in the first free slot times from now. */
export const allocateSlotsNowBody = z.object({
  offerUuid: id(),
  count: whole(50).min(1, { error: FIELD_MSG.number }),
});

/**
 * POST /free-slots-quantity: the points' days from dateFrom to dateTo; without both, each point's
 * FREE_CAPACITY_DAYS from its own today (issue 28 point 10: the server knows the point's day).
 */
export const freeSlotsBody = z
  .object({
    locationUuids: z.array(id()).min(1, { error: MSG.required }).max(50),
    dateFrom: queueDay().optional(),
    dateTo: queueDay().optional(),
  })
  .refine((b) => (b.dateFrom === undefined) === (b.dateTo === undefined), {
    error: QUEUE_MSG.halfPeriod,
    path: ['dateTo'],
  })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom <= b.dateTo, {
    error: QUEUE_MSG.badPeriod,
    path: ['dateTo'],
  })
  .refine(
    (b) =>
      !b.dateFrom ||
      !b.dateTo ||
      Date.parse(b.dateTo) - Date.parse(b.dateFrom) < FREE_SLOTS_MAX_DAYS * 86_400_000,
    { error: `Период не длиннее ${FREE_SLOTS_MAX_DAYS} дней`, path: ['dateTo'] },
  );
export const freeSlotsReply = z.object({
  items: z.array(
    z.object({
      locationUuid: text(),
      date: dateOut('wireDay'),
      closed: z.boolean(),
      freeSlots: z.number(),
      freeVolume: z.number(),
    }),
  ),
});
export type FreeSlotsDay = z.infer<typeof freeSlotsReply>['items'][number];

/**
 * GET /slot-deals/{locationUuid} (issue 28 point 9): the accepted deals a point's queue books for,
 * so staff pick one to add trucks by hand. `slottedVolume` is the tonnes of its capacity-holding
 * slots: below `acceptedVolume` after a cancel, and allocate-slots books the rest again.
 */
export const slotDealWire = z.object({
  offerUuid: text(),
  number: z.number(),
  farmerCompanyName: text(),
  acceptedVolume: z.number(),
  slottedVolume: z.number(),
  deliveryDateStart: dateOut('wireDay'),
  deliveryDateEnd: dateOut('wireDay'),
});
export type SlotDealWire = z.infer<typeof slotDealWire>;
export const slotDealsReply = z.object({ items: z.array(slotDealWire) });

/**
 * POST slots: staff add one slot by hand; a farmer books one for his deal (issue 29 point 15) with
 * `{offerUuid, startAt}` — the point is the deal's.
 */
export const slotCreateBody = z.object({
  offerUuid: id(),
  locationUuid: id().optional(),
  startAt: wireInstant(),
  plannedVolume: plannedVolumeField.default(DEFAULT_PLANNED_VOLUME),
});
/** POST /slots/transfer: to another slot time of the same point. */
export const slotTransferBody = z.object({ slotUuid: id(), startAt: wireInstant() });

/** The longest period GET /slots/free answers for. */
export const FREE_TIMES_MAX_DAYS = 31;

/**
 * GET /slots/free (issue 29 point 15): the start times the caller's deal may book, from dateFrom to
 * dateTo (by default its delivery window from today), within the deal's window; with `slotUuid`,
 * the times that slot of the deal may move to (its own tonnes, its own time left out).
 */
export const freeTimesQuery = z
  .object({
    offerUuid: id(),
    dateFrom: queueDay().optional(),
    dateTo: queueDay().optional(),
    slotUuid: id().optional(),
  })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom <= b.dateTo, {
    error: QUEUE_MSG.badPeriod,
    path: ['dateTo'],
  })
  .refine(
    (b) =>
      !b.dateFrom ||
      !b.dateTo ||
      Date.parse(b.dateTo) - Date.parse(b.dateFrom) < FREE_TIMES_MAX_DAYS * 86_400_000,
    { error: `Период не длиннее ${FREE_TIMES_MAX_DAYS} дней`, path: ['dateTo'] },
  );
/** Farmer-safe: the deal's point and what is left to book, and free times only — no one's slots. */
export const freeTimesReply = z.object({
  locationUuid: text(),
  locationName: text(),
  remainingVolume: z.number(),
  plannedVolume: z.number(),
  items: z.array(
    z.object({ date: dateOut('wireDay'), startAt: dateOut('wireInstant'), endAt: dateOut('wireInstant') }),
  ),
});
export type FreeTimesReply = z.infer<typeof freeTimesReply>;

/** PUT settings/location/{id}/date/{date}: the day's override (null keeps the schedule). */
export const queueDayBody = z
  .object({
    closed: z.boolean(),
    openAt: hhmm().nullable(),
    closeAt: hhmm().nullable(),
    quantity: whole(1_000_000).nullable(),
    carsInSlot: whole(1000).nullable(),
  })
  .refine((b) => !b.openAt || !b.closeAt || b.openAt < b.closeAt, {
    error: QUEUE_MSG.openAfterClose,
    path: ['openAt'],
  });
export type QueueDayBody = z.output<typeof queueDayBody>;

export const queueDayWire = z.object({
  locationUuid: text(),
  date: dateOut('wireDay'),
  closed: z.boolean(),
  openAt: dateOut('clock'),
  closeAt: dateOut('clock'),
  slotInterval: z.number(),
  carsInSlot: z.number(),
  arrivalTime: z.number(),
  quantity: z.number(),
  utcOffsetMinutes: z.number(),
  override: z
    .object({
      closed: z.boolean(),
      openAt: dateOut('clock').nullable(),
      closeAt: dateOut('clock').nullable(),
      quantity: z.number().nullable(),
      carsInSlot: z.number().nullable(),
    })
    .nullable(),
  bookedVolume: z.number(),
});

/** A slot as the writes of the queue answer it (the reads of modules/slots answer SlotWire). */
export const bookedSlotWire = z.object({
  uuid: text(),
  id: z.number(),
  locationUuid: text(),
  date: dateOut('wireDay'),
  startAt: dateOut('wireInstant'),
  endAt: dateOut('wireInstant'),
  offerUuid: text().nullable(),
  taskUuid: text().nullable(),
  plannedVolume: z.number(),
  status: z.enum(SLOT_STATUSES),
  transfers: z.number(),
});
export type BookedSlotWire = z.infer<typeof bookedSlotWire>;
export const bookedSlotsReply = z.object({ items: z.array(bookedSlotWire) });
