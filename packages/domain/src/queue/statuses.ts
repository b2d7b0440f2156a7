import { statusMachine } from '../status-machine';

/** Issue 17: a slot's statuses (SPEC 3 does not show them; the issue fixes them). */
export const SLOT_STATUSES = [
  'SLOT_BOOKED',
  'SLOT_CAR_ASSIGNED',
  'SLOT_ARRIVED',
  'SLOT_UNLOADED',
  'SLOT_REFUSED',
  'SLOT_NO_SHOW',
  'SLOT_CANCELED',
] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const SLOT_STATUS_LABELS: Record<SlotStatus, string> = {
  SLOT_BOOKED: 'Забронирован',
  SLOT_CAR_ASSIGNED: 'Машина назначена',
  SLOT_ARRIVED: 'Машина прибыла',
  SLOT_UNLOADED: 'Разгружена',
  SLOT_REFUSED: 'Отказано в приёмке',
  SLOT_NO_SHOW: 'Неявка',
  SLOT_CANCELED: 'Отменён',
};

/** Slots that hold capacity of their point and day: every one but a canceled one. */
export const CAPACITY_HOLDING_SLOT_STATUSES = SLOT_STATUSES.filter((s) => s !== 'SLOT_CANCELED');

/** Slots still waiting for their truck: the no-show job and transfers look at these. */
export const WAITING_SLOT_STATUSES = ['SLOT_BOOKED', 'SLOT_CAR_ASSIGNED'] as const;

const labelOf = (status: string) =>
  (SLOT_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;

/**
 * The moves of a slot. Booked → car assigned happens when the car and driver are named (and back
 * when they are cleared); arrival and unloaded are marked by staff (unloading started is
 * `unloadStartAt` on an arrived slot, not a status); no-show by the job
 * (or staff); cancel from any waiting status. Issue 30: the gate's acceptance moves an arrived slot
 * to unloaded, or turns the truck away (refused, with a reason) when its grain is over a limit.
 */
export const SLOT_STATUS_MACHINE = statusMachine<SlotStatus>({
  moves: {
    SLOT_BOOKED: ['SLOT_CAR_ASSIGNED', 'SLOT_ARRIVED', 'SLOT_NO_SHOW', 'SLOT_CANCELED'],
    SLOT_CAR_ASSIGNED: ['SLOT_BOOKED', 'SLOT_ARRIVED', 'SLOT_NO_SHOW', 'SLOT_CANCELED'],
    SLOT_ARRIVED: ['SLOT_UNLOADED', 'SLOT_REFUSED'],
    SLOT_UNLOADED: [],
    SLOT_REFUSED: [],
    SLOT_NO_SHOW: [],
    SLOT_CANCELED: [],
  },
  refusal: (from, to) => `Нельзя перевести слот из статуса «${labelOf(from)}» в «${labelOf(to)}»`,
});
