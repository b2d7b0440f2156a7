import { z } from 'zod';
import { text } from '../common/text';
import { WIRE_DATE_FORMATS } from '../common/wire-dates';
import { CAR_TYPES } from '../locations/constants';
import { slotCarSchema, slotDriverSchema } from '../queue/driver';
import { TRANSPORT_EXPORT_TYPES, TRANSPORT_PAGE_SIZE } from './constants';
import { TRANSPORT_MSG } from './messages';
import { isTimeZone } from './zone';

/** Unix seconds from 1970 to 9999: a date a database and a Date hold. */
const MAX_SECONDS = 253_402_300_799;
const unixSeconds = () => z.number().int().min(0).max(MAX_SECONDS).describe(WIRE_DATE_FORMATS.unixSeconds);
const seconds = () => z.coerce.number().int().min(0).max(MAX_SECONDS).describe(WIRE_DATE_FORMATS.unixSeconds);

/** Path of the page and the export: point and window in Unix seconds (SPEC 7). */
export const distributionsParams = z.object({
  location: z.uuid(),
  start: seconds(),
  end: seconds(),
});
export const exportParams = distributionsParams.extend({
  type: z.enum(TRANSPORT_EXPORT_TYPES, { error: TRANSPORT_MSG.badExportType }),
});

/** An IANA zone Intl knows ('Europe/Moscow'); anything else is a 400, not a wrong clock. */
const zoneName = () => text().max(64).refine(isTimeZone, { error: TRANSPORT_MSG.badTimeZone });

/** `timeZone` is an IANA zone (the user's, SPEC 9); dates in answers and files are on its clock. */
export const transportZoneQuery = z.object({ timeZone: zoneName().default('Europe/Moscow') });
export const distributionsQuery = transportZoneQuery.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(TRANSPORT_PAGE_SIZE).default(TRANSPORT_PAGE_SIZE),
});

/** SPEC 7 POST /cars: a truck of a company; plates by the SPEC 5 rule, capacity in kg. */
export const carInput = z.object({
  capacity: z.number().int().min(1).max(100_000),
  ownerUuid: z.uuid(),
  registrationNumber: slotCarSchema.shape.number,
  trailers: z.array(slotCarSchema.shape.number).max(3).default([]),
  driver: z.object({ phone: slotDriverSchema.shape.phone, name: slotDriverSchema.shape.fullname }),
  type: z.enum(CAR_TYPES),
});
export const carsBody = z.object({ cars: z.array(carInput).min(1).max(500) });
export type CarInput = z.output<typeof carInput>;

export const carsQuery = z.object({ ownerUuid: z.uuid() });
export const carsBySlotsBody = z.object({ slotUuids: z.array(z.uuid()).min(1).max(500) });

/** SPEC 7 POST /cars/distributions/fca/import/csv; dates in Unix seconds, data the file in base64. */
export const transportImportBody = z.object({
  unloadingWarehouseLocationUuid: z.uuid(),
  startDate: unixSeconds(),
  endDate: unixSeconds(),
  data: z.string().min(1),
  timeZone: zoneName().default('Europe/Moscow'),
  /** Ours, optional: the chosen file's name, checked like the client does (SPEC 5 '.csv'). */
  fileName: text()
    .max(255)
    .refine((name) => /\.csv$/i.test(name.trim()), { error: TRANSPORT_MSG.notCsv })
    .optional(),
});
export type TransportImportBody = z.output<typeof transportImportBody>;

/** PUT of an import: the path's importUuid. */
export const transportImportParams = z.object({ importUuid: z.uuid() });
