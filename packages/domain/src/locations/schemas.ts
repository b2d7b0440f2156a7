import { z } from 'zod';
import { WIRE_DATE_FORMATS, dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT, SORT_DIRECTIONS } from '../common/constants';
import { MSG } from '../common/messages';
import {
  CAR_TYPES,
  LOAD_TYPES,
  LOCATION_KINDS,
  LOCATION_MSG,
  LOCATION_TYPES,
  POSTS_MAX,
  POSTS_MIN,
  WORKING_DAYS,
} from './constants';
import { isOpenBeforeClose } from './rules';

/** An empty form control (null or absent) is refused with the given text; anything else goes on. */
const filled =
  (message: string) =>
  <T>(value: T | null | undefined, ctx: z.RefinementCtx): T => {
    if (value === null || value === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  };

const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: LOCATION_MSG.tooLong });

/** A number the form may hold as null while the field is empty. */
const requiredNumber = (inner: z.ZodNumber, message: string = MSG.required) =>
  z.number({ error: message }).nullish().transform(filled(message)).pipe(inner);

const positive = () =>
  requiredNumber(
    z.number().positive({ error: LOCATION_MSG.positive }).max(1_000_000, { error: LOCATION_MSG.tooLong }),
  );

export const positionSchema = z.object({
  latitude: requiredNumber(
    z.number().min(-90, { error: LOCATION_MSG.latitude }).max(90, { error: LOCATION_MSG.latitude }),
  ),
  longitude: requiredNumber(
    z.number().min(-180, { error: LOCATION_MSG.longitude }).max(180, { error: LOCATION_MSG.longitude }),
  ),
});

const timeSchema = z
  .string({ error: MSG.required })
  // An empty time is only 'required', not also malformed.
  .min(1, { error: MSG.required, abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: LOCATION_MSG.time })
  .describe(WIRE_DATE_FORMATS.clock);

/** SPEC 5: opening before closing, each field with its own text; the weighing point follows the same rule. */
function refineHours(value: { openAt: string; closeAt: string }, ctx: z.RefinementCtx): void {
  if (isOpenBeforeClose(value.openAt, value.closeAt)) return;
  ctx.addIssue({ code: 'custom', path: ['openAt'], message: LOCATION_MSG.openAfterClose });
  ctx.addIssue({ code: 'custom', path: ['closeAt'], message: LOCATION_MSG.closeBeforeOpen });
}

const queueSetting = z.number().int().min(0).max(10_000).optional();

export const scheduleSchema = z
  .object({
    openAt: timeSchema,
    closeAt: timeSchema,
    workingDays: z
      .array(z.enum(WORKING_DAYS), { error: LOCATION_MSG.workingDays })
      .min(1, { error: LOCATION_MSG.workingDays })
      // One canonical order, Monday first, whatever order the days were ticked in.
      .transform((days) => WORKING_DAYS.filter((d) => days.includes(d))),
    // Queue settings belong to the slots issue; kept as given.
    slotInterval: queueSetting,
    carsInSlot: queueSetting,
    arrivalTime: queueSetting,
  })
  .superRefine(refineHours);

/** SPEC 3 scales: required as a whole once the weighing point is shown (SPEC 5). */
export const scalesSchema = z.object({
  uuid: text().uuid().optional(),
  address: requiredText(500),
  position: positionSchema,
  schedule: z.object({ openAt: timeSchema, closeAt: timeSchema }).superRefine(refineHours),
  length: positive(),
  warehouseHeight: positive(),
  isActive: z.boolean().default(true),
});

/**
 * SPEC 3 Location and 5 Shipping point: the body of POST /locations and the shipping-point form.
 * Empty controls come as null and are refused with 'Заполните поле'; unknown fields are dropped.
 */
export const locationInputSchema = z.object({
  companyUuid: text().uuid().optional(),
  type: z.enum(LOCATION_TYPES).default('ELEVATOR'),
  loadType: z.enum(LOAD_TYPES).default('DOWNLOAD'),
  name: requiredText(200),
  address: requiredText(500),
  position: positionSchema,
  quantity: positive(),
  warehouseHeight: positive(),
  scalesLength: positive(),
  maxCarLength: z.number().positive({ error: LOCATION_MSG.positive }).max(100).nullish(),
  carType: z
    .enum(CAR_TYPES, { error: LOCATION_MSG.carType })
    .nullish()
    .transform(filled(LOCATION_MSG.carType)),
  postsQuantity: z
    .number({ error: LOCATION_MSG.posts })
    .int({ error: LOCATION_MSG.posts })
    .min(POSTS_MIN, { error: LOCATION_MSG.posts })
    .max(POSTS_MAX, { error: LOCATION_MSG.posts })
    .default(POSTS_MIN),
  schedule: scheduleSchema,
  scales: scalesSchema.nullish().transform((s) => s ?? null),
});

/** PUT /locations: the same, naming the point. */
export const locationUpdateSchema = locationInputSchema.extend({ uuid: text().uuid() });

export type LocationDraft = z.input<typeof locationInputSchema>;
export type LocationInput = z.output<typeof locationInputSchema>;
export type LocationUpdate = z.output<typeof locationUpdateSchema>;

const wirePosition = z.object({ latitude: z.number(), longitude: z.number() });

/** SPEC 3 Location as the API answers it. */
export const locationSchema = z.object({
  uuid: text(),
  companyUuid: text(),
  companyName: text().nullable(),
  /** The purchaser who entered a farmer's point for them; null when the owner did. */
  authorCompanyUuid: text().nullable(),
  kind: z.enum(LOCATION_KINDS),
  type: text(),
  loadType: text(),
  name: text(),
  address: text(),
  position: wirePosition,
  quantity: z.number().nullable(),
  warehouseHeight: z.number().nullable(),
  scalesLength: z.number().nullable(),
  maxCarLength: z.number().nullable(),
  postsQuantity: z.number(),
  carType: text().nullable(),
  schedule: z.object({
    openAt: dateOut('clock').optional(),
    closeAt: dateOut('clock').optional(),
    slotInterval: z.number().optional(),
    carsInSlot: z.number().optional(),
    arrivalTime: z.number().optional(),
    workingDays: z.array(text()).default([]),
  }),
  scales: z
    .object({
      uuid: text(),
      address: text(),
      position: wirePosition,
      schedule: z.object({ openAt: dateOut('clock'), closeAt: dateOut('clock') }),
      length: z.number().nullable(),
      warehouseHeight: z.number().nullable(),
      isActive: z.boolean(),
    })
    .nullable(),
  /** The purchase territory of an acceptance point; all zeros when it has none (SPEC 3). */
  regionUuid: text(),
  fedRegionUuid: text().nullable(),
  fedRegionName: text().nullable(),
  areaUuid: text().nullable(),
  isDeleted: z.boolean(),
  updatedAt: dateOut('wireInstant'),
});
export type Location = z.infer<typeof locationSchema>;

/** POST /v2/locations/place-of-shipment: the list of places with search, paging and total. */
export const LOCATION_SORT_FIELDS = ['name', 'address', 'updatedAt'] as const;
export type LocationSortField = (typeof LOCATION_SORT_FIELDS)[number];
export const placeOfShipmentQuery = z.object({
  kind: z.enum(LOCATION_KINDS).default('SHIPPING'),
  any: text().trim().max(200).optional(),
  companyUuid: text().uuid().optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  sortField: z.enum(LOCATION_SORT_FIELDS).optional(),
  sortDirection: z.enum(SORT_DIRECTIONS).default('ASC'),
});
export type PlaceOfShipmentQuery = z.input<typeof placeOfShipmentQuery>;
export const placeOfShipmentReply = z.object({ locations: z.array(locationSchema), total: z.number() });
