import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ArrivalNote, SlotFieldChange, SlotStatus } from '@kolos/domain/queue';

/** A local day 'YYYY-MM-DD' (the DATE type parser keeps it text on both drivers). */
type DayColumn = ColumnType<string, string, string>;
type Instant = ColumnType<Date, Date | string, Date | string>;

/** Migration 0025: one row per point and day with an override or bookings — the row allocations lock. */
export interface QueueDaysTable {
  locationUuid: string;
  day: DayColumn;
  closed: Generated<boolean>;
  openAt: string | null;
  closeAt: string | null;
  quantity: number | null;
  carsInSlot: number | null;
  /** Tonnes of the day's capacity-holding slots, kept in the transaction that books or frees them. */
  bookedVolume: Generated<number>;
  updatedBy: string | null;
  updatedAt: Generated<Date>;
}

export interface SlotsTable {
  uuid: string;
  id: ColumnType<number, never, never>;
  locationUuid: string;
  day: DayColumn;
  startAt: Instant;
  endAt: Instant;
  offerUuid: string | null;
  taskUuid: string | null;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  plannedVolume: Generated<number>;
  carNumber: string | null;
  trailerNumber: string | null;
  driverFullname: string | null;
  driverPhone: string | null;
  status: Generated<SlotStatus>;
  arrivedAt: Instant | null;
  arrivalNote: ArrivalNote | null;
  unloadStartAt: Instant | null;
  unloadedVolume: number | null;
  /** Issue 30: the version of the slot's acceptance in force (the acceptance area writes it). */
  acceptanceVersion: Generated<number | null>;
  transfers: Generated<number>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SlotHistoryTable {
  uuid: string;
  slotUuid: string;
  previousStatus: SlotStatus | null;
  status: SlotStatus | null;
  changes: JSONColumnType<SlotFieldChange[], string | undefined, string>;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

/** Migration 0041: the driver's link of a slot (issue 29 point 17), its token and code hashed. */
export interface DriverLinksTable {
  slotUuid: string;
  tokenHash: string;
  codeHash: string;
  driverFullname: string;
  driverPhone: string;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    queueDays: QueueDaysTable;
    slots: SlotsTable;
    slotHistory: SlotHistoryTable;
    driverLinks: DriverLinksTable;
  }
}
