import { z } from 'zod';
import { text } from '../common/text';
import { slotCarSchema, slotDriverSchema } from './driver';
import { SLOT_CHANGE_FIELDS } from './history';
import { plannedVolumeField, queueDay, queueDayWire } from './schemas';
import { dateOut } from '../common/wire-dates';
import { SLOT_STATUSES } from './statuses';
import type { SlotHistoryWire, SlotWire } from './wire';
import { SLOT_DOCS_STATUSES, TRIP_DOCUMENT_CODES } from '../trip-documents';

/** The statuses staff move a slot to through PUT slots (cancel is DELETE, booked/assigned follow the car). */
export const SLOT_MARKS = ['SLOT_ARRIVED', 'SLOT_UNLOADED', 'SLOT_NO_SHOW'] as const;

/** Unloaded volume of one truck: weighed tonnes, three decimals (numeric(8,3)). */
export const UNLOADED_VOLUME_MAX = 99_999;

/**
 * PUT slots (issue 17 point 2): car and driver (null clears them), a status mark, unloading
 * started, the weighed volume, the confirmation of an arrival outside the window, and the
 * planned tonnes (staff; they move the day's booked volume).
 */
export const slotUpdateBody = z.object({
  uuid: z.uuid({ error: 'Слот не найден' }),
  car: slotCarSchema.nullable().optional(),
  driver: slotDriverSchema.nullable().optional(),
  status: z.enum(SLOT_MARKS, { error: 'Недопустимый статус слота' }).optional(),
  unloadStart: z.literal(true, { error: 'Недопустимое значение' }).optional(),
  unloadedVolume: z
    .number({ error: 'Укажите разгруженный объём' })
    .gt(0, { error: 'Разгруженный объём должен быть больше нуля' })
    .max(UNLOADED_VOLUME_MAX, { error: `Не более ${UNLOADED_VOLUME_MAX} т` })
    .optional(),
  confirmOutsideWindow: z.boolean().optional(),
  /** Staff only, while the truck is awaited: its tonnes move the day's booked volume (35742). */
  plannedVolume: plannedVolumeField.optional(),
  /**
   * Issue 20: let the truck through the gate without approved trip documents ('Настройки очереди'
   * only), with the reason recorded in the slot's history and the audit.
   */
  docsOverrideReason: text().trim().min(1, { error: 'Укажите причину' }).max(500).optional(),
});
export type SlotUpdateBody = z.output<typeof slotUpdateBody>;

/** A point's queue is read a day or a week at a time. */
export const SLOTS_RANGE_MAX_DAYS = 7;
export const SLOT_READ_MSG = {
  rangeTooLong: `Период не может быть длиннее ${SLOTS_RANGE_MAX_DAYS} дней`,
  rangeBackwards: 'Дата окончания не может быть раньше даты начала',
  pointNotFound: 'Пункт приёмки не найден',
  offerNotFound: 'Предложение не найдено',
} as const;

/** Days from start to end inclusive, or null when the end precedes the start. */
export function daysBetween(start: string, end: string): number | null {
  const n = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  return n >= 1 ? n : null;
}

/** GET /slots?dateFrom&dateTo: the caller's own slots (a farmer's Slots view), at most a week. */
export const mySlotsQuery = z.object({ dateFrom: queueDay(), dateTo: queueDay() });

/** GET slots-by-location/{loc}/date/{start}/{end}?timeZone&companyOwnerUuid */
export const slotsByLocationQuery = z.object({
  timeZone: text().max(64).optional(),
  companyOwnerUuid: z.uuid().optional(),
});

/** The refusals of PUT slots, letter for letter on the server and in the slot card. */
export const SLOT_UPDATE_MSG = {
  nothingToChange: 'Укажите, что изменить в слоте',
  farmerOnlyCarDriver: 'Фермер может указать только машину и водителя',
  carOnlyWhileWaiting: 'Машину и водителя можно указать только до прибытия машины',
  slotClosed: 'Слот закрыт: изменить машину и водителя нельзя',
  unloadedVolumeRequired: 'Укажите разгруженный объём',
  unloadedVolumeOnlyUnloaded: 'Разгруженный объём указывается при отметке «Разгружена»',
  unloadNotArrived: 'Разгрузку можно начать только у прибывшей машины',
  unloadStarted: 'Разгрузка уже начата',
  plannedOnlyWhileWaiting: 'Плановый объём меняется только до прибытия машины',
  slotMoved: 'Слот только что перенесли — обновите страницу и повторите',
} as const;

/* The answers' schemas: they serialise the routes' replies and document them (OpenAPI). */
const when = dateOut('wireInstant');
const slotStatus = z.enum(SLOT_STATUSES);
export const slotWireSchema: z.ZodType<SlotWire> = z.object({
  uuid: z.string(),
  id: z.number(),
  locationUuid: z.string(),
  locationName: z.string(),
  startAt: when,
  endAt: when,
  offerUuid: z.string().nullable(),
  taskUuid: z.string().nullable(),
  dealNumber: z.number().nullable(),
  farmerCompanyUuid: z.string(),
  farmerCompanyName: z.string(),
  farmerNoShows: z.number(),
  plannedVolume: z.number(),
  car: z.object({ number: z.string(), trailerNumber: z.string(), plannedVolume: z.number() }).nullable(),
  driver: z.object({ fullname: z.string(), phone: z.string() }).nullable(),
  status: slotStatus,
  arrivedAt: when.nullable(),
  arrivalNote: z.enum(['EARLY', 'LATE']).nullable(),
  unloadStartAt: when.nullable(),
  unloadedVolume: z.number().nullable(),
  acceptanceVersion: z.number().nullable(),
  transfers: z.number(),
  docsStatus: z.enum(SLOT_DOCS_STATUSES),
  docsMissing: z.array(z.enum(TRIP_DOCUMENT_CODES)),
});
export const slotHistoryWireSchema: z.ZodType<SlotHistoryWire> = z.object({
  uuid: z.string(),
  at: when,
  userName: z.string().nullable(),
  status: slotStatus.nullable(),
  changes: z.array(
    z.object({ field: z.enum(SLOT_CHANGE_FIELDS), from: z.string().nullable(), to: z.string().nullable() }),
  ),
});
export const slotListReply = z.object({ items: z.array(slotWireSchema) });
export const slotsOfPointReply = z.object({
  items: z.array(slotWireSchema),
  days: z.array(queueDayWire),
});
export const slotDetailsReply = z.object({ slot: slotWireSchema, history: z.array(slotHistoryWireSchema) });
