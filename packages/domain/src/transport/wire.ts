import { z } from 'zod';
import { dateOut, unixSecondsOut } from '../common/wire-dates';
import { CAR_TYPES } from '../locations/constants';
import { SLOT_STATUSES } from '../queue/statuses';
import { SLOT_DOCS_STATUSES, TRIP_DOCUMENT_CODES } from '../trip-documents';

/**
 * SPEC 3 "Transport delivery record" as GET /cars/distributions/fca/page answers it: one record
 * per deal (accepted offer, third-party deal or large contract) with slots in the window. The
 * fields SPEC 3 lists are kept as named; `kind`, `dealUuid` and the slot's `uuid`, times and
 * status are ours (the edit dialog changes a slot by its uuid).
 */
export const transportSlotWire = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  /** Unix seconds, the slot's time at the point. */
  startAt: unixSecondsOut(),
  endAt: unixSecondsOut(),
  status: z.enum(SLOT_STATUSES),
  /** plannedVolume in tonnes (the slot's planned load when no truck is named yet). */
  car: z.object({ number: z.string(), trailerNumber: z.string(), plannedVolume: z.number() }),
  /** Empty strings while the farmer has not named the driver. */
  driver: z.object({ fullname: z.string(), phone: z.string() }),
  /** Unix seconds; null until unloading started. */
  unloadStartAt: unixSecondsOut().nullable(),
  /** Issue 20: the trip documents' status and the required ones still missing (icon and tooltip). */
  docsStatus: z.enum(SLOT_DOCS_STATUSES),
  docsMissing: z.array(z.enum(TRIP_DOCUMENT_CODES)),
});
export type TransportSlotWire = z.infer<typeof transportSlotWire>;

export const transportDeliveryWire = z.object({
  uuid: z.uuid(),
  kind: z.enum(['OFFER', 'TASK', 'CONTRACT']),
  /** In the asked zone: the day of the deal's first slot in the window. */
  deliveryDate: dateOut('specDay'),
  contractNumber: z.string(),
  deliveryType: z.enum(['FCA', 'CPT']),
  product: z.object({ name: z.string(), totalVolume: z.number() }),
  warehouses: z.object({
    loadingAddr: z.string(),
    intermediateLoadingAddr: z.string(),
    unloadingAddr: z.string(),
  }),
  participants: z.object({ farmerCompany: z.string(), purchaserCompany: z.string() }),
  /** Ours: the farmer company delivering, whose trucks the trip dialog offers (GET /cars?ownerUuid). */
  farmerCompanyUuid: z.uuid(),
  /** Unix seconds: the loading point's hours on deliveryDate (the receiving point's without one). */
  shipperWorkHours: z.object({ startAt: unixSecondsOut(), endAt: unixSecondsOut() }),
  slots: z.array(transportSlotWire),
});
export type TransportDeliveryWire = z.infer<typeof transportDeliveryWire>;

/** One page of a window's deliveries, oldest first slot first; `total` counts deliveries. */
export const distributionsPageReply = z.object({
  items: z.array(transportDeliveryWire),
  total: z.number().int(),
});
export type DistributionsPage = z.infer<typeof distributionsPageReply>;

/** A company's truck as kept once per plate (POST /cars, GET /cars, POST /cars-by-slots). */
export const carWire = z.object({
  uuid: z.uuid(),
  ownerUuid: z.uuid(),
  registrationNumber: z.string(),
  trailers: z.array(z.string()),
  /** kg: planned tonnes × CAR_CAPACITY_KG_PER_TONNE. */
  capacity: z.number().int(),
  type: z.enum(CAR_TYPES),
  driver: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
export type CarWire = z.infer<typeof carWire>;

export const carsReply = z.object({ items: z.array(carWire) });
/** POST /cars-by-slots: each asked slot the caller may see, with its truck (null when none named). */
export const carsBySlotsReply = z.object({
  items: z.array(z.object({ slotUuid: z.uuid(), car: carWire.nullable() })),
});
/** PUT of an import: how many slots the confirmed lines changed. */
export const transportImportApplied = z.object({ updated: z.number().int() });
