import type { SlotFieldChange } from './history';
import type { SlotStatus } from './statuses';
import type { SlotDocsStatus, TripDocumentCode } from '../trip-documents';

/** A slot as the API answers it (issue 17 "The model"); times are UTC ISO strings. */
export interface SlotWire {
  uuid: string;
  /** The sequential number people see. */
  id: number;
  locationUuid: string;
  locationName: string;
  startAt: string;
  endAt: string;
  offerUuid: string | null;
  taskUuid: string | null;
  /** The deal's people-facing number: the offer's or the task's. */
  dealNumber: number | null;
  farmerCompanyUuid: string;
  farmerCompanyName: string;
  /** The farmer company's no-shows over the last NO_SHOW_WINDOW_DAYS days. */
  farmerNoShows: number;
  plannedVolume: number;
  car: { number: string; trailerNumber: string; plannedVolume: number } | null;
  driver: { fullname: string; phone: string } | null;
  status: SlotStatus;
  arrivedAt: string | null;
  /** 'EARLY' or 'LATE' when the arrival was confirmed outside the window. */
  arrivalNote: 'EARLY' | 'LATE' | null;
  unloadStartAt: string | null;
  unloadedVolume: number | null;
  /** Issue 30: the version of the truck's acceptance at the gate in force, null before it. */
  acceptanceVersion: number | null;
  /** How many times the farmer has moved this slot (SLOT_TRANSFER_MAX). */
  transfers: number;
  /** Issue 20: the trip documents' status (an icon on the Slots and Transport screens). */
  docsStatus: SlotDocsStatus;
  /** The point's required documents the slot still lacks (the icon's tooltip). */
  docsMissing: TripDocumentCode[];
}

/** One history row of a slot: who, when, what (`{field, from, to}` in words). */
export interface SlotHistoryWire {
  uuid: string;
  at: string;
  userName: string | null;
  status: SlotStatus | null;
  /** In words through describeSlotChange. */
  changes: SlotFieldChange[];
}

/** The queue settings of a point for one date: the schedule with the day's override applied. */
export interface QueueDayWire {
  locationUuid: string;
  date: string;
  closed: boolean;
  openAt: string;
  closeAt: string;
  slotInterval: number;
  carsInSlot: number;
  arrivalTime: number;
  /** t/day */
  quantity: number;
  /** The point's zone (its region's, `utcOffsetMinutes`): openAt and closeAt are its wall clock. */
  utcOffsetMinutes: number;
  /** What the day's override changes (null: the schedule as it is). */
  override: {
    closed: boolean;
    openAt: string | null;
    closeAt: string | null;
    quantity: number | null;
    carsInSlot: number | null;
  } | null;
  bookedVolume: number;
}

/** POST /free-slots-quantity answer item. */
export interface FreeSlotsItem {
  locationUuid: string;
  date: string;
  freeSlots: number;
  freeVolume: number;
}

/** The 409 body of code 35742. */
export interface NotEnoughSlotsBody {
  code: 35742;
  detail: number;
  message: string;
  nearestFreeDates: string[];
}
