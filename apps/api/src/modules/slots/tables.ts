import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ArrivalNote, SlotFieldChange, SlotStatus } from '@kolos/domain/queue';

type DayColumn = ColumnType<string | Date, string, string>;

/** Migration 0025: a slot of a point's queue (docs/queue.md). */
export interface SlotsTable {
  uuid: string;
  id: ColumnType<number, never, never>;
  locationUuid: string;
  day: DayColumn;
  startAt: ColumnType<Date, Date | string, Date | string>;
  endAt: ColumnType<Date, Date | string, Date | string>;
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
  arrivedAt: Date | null;
  arrivalNote: ArrivalNote | null;
  unloadStartAt: Date | null;
  unloadedVolume: number | null;
  transfers: Generated<number>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** Migration 0025: every change of a slot — who, when, the status it moved to, the fields. */
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

/** Migration 0025: a point's day — its override of the schedule and the tonnes booked. */
export interface SlotsQueueDaysTable {
  locationUuid: string;
  day: DayColumn;
  closed: Generated<boolean>;
  openAt: string | null;
  closeAt: string | null;
  quantity: number | null;
  carsInSlot: number | null;
  bookedVolume: Generated<number>;
  updatedBy: string | null;
  updatedAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    slots: SlotsTable;
    slotHistory: SlotHistoryTable;
    queueDays: SlotsQueueDaysTable;
  }
}
