import {
  DEFAULT_CLOSE_AT,
  DEFAULT_OPEN_AT,
  DEFAULT_PLANNED_VOLUME,
  DEFAULT_POINT_QUANTITY,
  NEAREST_FREE_DATES,
  QUEUE_DEFAULTS,
  SLOT_TRANSFER_MAX,
  SLOT_TRANSFER_MIN_HOURS,
} from './constants';
import { slotTimes, type SlotTime } from './grid';
import { QUEUE_MSG } from './messages';
import type { QueueDayWire } from './wire';

/** What a point carries for its queue: locations.schedule (SPEC 3), locations.quantity and its zone. */
export interface PointQueueSettings {
  schedule: {
    openAt?: string;
    closeAt?: string;
    slotInterval?: number;
    carsInSlot?: number;
    arrivalTime?: number;
    workingDays?: readonly string[];
  } | null;
  /** t/day; null: DEFAULT_POINT_QUANTITY. */
  quantity: number | null;
  utcOffsetMinutes: number;
}

/** One date's override (a queue_days row); null columns keep the schedule. */
export type QueueDayOverride = NonNullable<QueueDayWire['override']>;

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const DAY_MS = 86_400_000;

/** The weekday of an ISO date as locations.schedule.workingDays spells it. */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** The ISO date `days` after `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every ISO date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The point's local date of an instant: the day whose capacity a slot starting then uses. */
export const pointDate = (instant: Date, utcOffsetMinutes: number) =>
  new Date(instant.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

const isOverride = (o: QueueDayOverride | null): o is QueueDayOverride =>
  o !== null &&
  (o.closed || o.openAt !== null || o.closeAt !== null || o.quantity !== null || o.carsInSlot !== null);

/**
 * The queue settings of a point for one date: the schedule (QUEUE_DEFAULTS, DEFAULT_OPEN_AT,
 * DEFAULT_CLOSE_AT where it names none; every weekday works when it names no working days), the
 * point's daily volume (DEFAULT_POINT_QUANTITY without one), then the day's override. A weekday
 * outside workingDays is closed; an override closes a day, it cannot open a non-working one.
 */
export function effectiveDay(
  locationUuid: string,
  date: string,
  point: PointQueueSettings,
  override: QueueDayOverride | null,
  bookedVolume = 0,
): QueueDayWire {
  const s = point.schedule ?? {};
  const o = isOverride(override) ? override : null;
  const working = !s.workingDays?.length || s.workingDays.includes(weekdayOf(date));
  return {
    locationUuid,
    date,
    closed: !working || (o?.closed ?? false),
    openAt: o?.openAt ?? s.openAt ?? DEFAULT_OPEN_AT,
    closeAt: o?.closeAt ?? s.closeAt ?? DEFAULT_CLOSE_AT,
    slotInterval: s.slotInterval ?? QUEUE_DEFAULTS.slotInterval,
    carsInSlot: o?.carsInSlot ?? s.carsInSlot ?? QUEUE_DEFAULTS.carsInSlot,
    arrivalTime: s.arrivalTime ?? QUEUE_DEFAULTS.arrivalTime,
    quantity: o?.quantity ?? point.quantity ?? DEFAULT_POINT_QUANTITY,
    utcOffsetMinutes: point.utcOffsetMinutes,
    override: o,
    bookedVolume,
  };
}

/** A day as the allocation sees it: its settings (with bookedVolume) and the cars per slot time. */
export interface CapacityDay {
  day: QueueDayWire;
  /** Capacity-holding slots per slot time, keyed by the start's ISO string. */
  used: Readonly<Record<string, number>>;
}

/** A slot the allocation places: the point's date, the slot time and the truck's tonnes. */
export interface PlannedSlot {
  date: string;
  startAt: Date;
  endAt: Date;
  plannedVolume: number;
}

export type AllocationResult =
  { ok: true; slots: PlannedSlot[] } | { ok: false; detail: number; nearestFreeDates: string[] };

const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** Tonnes compare with a tolerance below the column's precision (numeric(10,3)). */
const EPS = 1e-6;

interface Room {
  date: string;
  freeTonnes: number;
  times: { time: SlotTime; used: number; free: number }[];
  assigned: number;
}

/** What is left of a day: its tonnes and its slot times after `now` with free places. */
function roomOf({ day, used }: CapacityDay, now: Date): Room {
  const times = slotTimes(day)
    .filter((t) => t.startAt.getTime() > now.getTime())
    .map((time) => {
      const taken = used[time.startAt.toISOString()] ?? 0;
      return { time, used: taken, free: Math.max(0, day.carsInSlot - taken) };
    });
  return {
    date: day.date,
    freeTonnes: Math.max(0, round3(day.quantity - day.bookedVolume)),
    times,
    assigned: 0,
  };
}

const carPlaces = (r: Room) => r.times.reduce((s, t) => s + t.free, 0);
const fits = (r: Room, volume: number) => r.freeTonnes + EPS >= volume && carPlaces(r) > 0;
/** Whole trucks of `planned` t the day still takes: the lesser of its car places and its tonnes. */
const wholeTrucks = (r: Room, planned: number) =>
  Math.min(carPlaces(r), Math.floor((r.freeTonnes + EPS) / planned));

/** Books one truck on the day: the slot time with the fewest cars (the earliest of equals). */
function place(r: Room, volume: number): PlannedSlot {
  let best: Room['times'][number] | undefined;
  for (const t of r.times) if (t.free > 0 && (!best || t.used < best.used)) best = t;
  if (!best) throw new Error('place() on a day without a free place');
  best.used++;
  best.free--;
  r.freeTonnes = round3(r.freeTonnes - volume);
  r.assigned++;
  return { date: r.date, startAt: best.time.startAt, endAt: best.time.endAt, plannedVolume: volume };
}

/** ceil(volume / planned) trucks: each `planned` t, the last one the rest. */
export function truckLoads(volume: number, planned = DEFAULT_PLANNED_VOLUME): number[] {
  const n = Math.ceil(round3(volume / planned) - EPS);
  if (n <= 0) return [];
  return [...Array<number>(n - 1).fill(planned), round3(volume - (n - 1) * planned)];
}

/**
 * The days after the window with room for at least one truck of `planned` t, nearest first
 * (at most NEAREST_FREE_DATES): what the 35742 answer offers the trader to widen the window.
 */
export function nearestFreeDates(after: readonly CapacityDay[], now: Date, planned = DEFAULT_PLANNED_VOLUME) {
  return after
    .map((d) => roomOf(d, now))
    .filter((r) => wholeTrucks(r, planned) > 0)
    .slice(0, NEAREST_FREE_DATES)
    .map((r) => r.date);
}

/**
 * Issue 17 point 1: `volume` t become ceil(volume / planned) trucks spread evenly over the working
 * days of the window — each day its share first (trucks placed as evenly as a line is drawn),
 * what a full day cannot take goes to the days with the fewest trucks — never more than
 * carsInSlot cars per slot time nor more tonnes a day than quantity − booked, and only in slot
 * times after `now`. Within a day each truck takes the emptiest slot time. All or nothing: when
 * it does not fit, `detail` is the tonnes that still fit in the window (whole trucks × planned,
 * at most the volume) and `nearestFreeDates` the nearest days of `after` with room.
 */
export function allocate(input: {
  volume: number;
  plannedVolume?: number;
  window: readonly CapacityDay[];
  after?: readonly CapacityDay[];
  now: Date;
}): AllocationResult {
  const planned = input.plannedVolume ?? DEFAULT_PLANNED_VOLUME;
  const pending = truckLoads(input.volume, planned);
  const rooms = input.window.map((d) => roomOf(d, input.now)).filter((r) => r.times.length > 0);
  const slots: PlannedSlot[] = [];
  const n = pending.length;
  const days = rooms.length;
  for (const [k, room] of rooms.entries()) {
    const share = Math.round(((k + 1) * n) / days) - Math.round((k * n) / days);
    for (let i = 0; i < share && pending.length > 0 && fits(room, pending[0]!); i++)
      slots.push(place(room, pending.shift()!));
  }
  while (pending.length > 0) {
    const volume = pending[0]!;
    let best: Room | undefined;
    for (const r of rooms) if (fits(r, volume) && (!best || r.assigned < best.assigned)) best = r;
    if (!best) {
      const whole = input.window
        .map((d) => wholeTrucks(roomOf(d, input.now), planned))
        .reduce((s, w) => s + w, 0);
      return {
        ok: false,
        detail: Math.min(input.volume, round3(whole * planned)),
        nearestFreeDates: nearestFreeDates(input.after ?? [], input.now, planned),
      };
    }
    slots.push(place(best, pending.shift()!));
  }
  slots.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  return { ok: true, slots };
}

/**
 * POST allocate-slots-now: `count` urgent trucks of `planned` t in the first free slot times from
 * `now` (earliest first, not spread), within the days given; all or nothing, as `allocate`.
 */
export function allocateNow(input: {
  count: number;
  plannedVolume?: number;
  days: readonly CapacityDay[];
  now: Date;
}): AllocationResult {
  const planned = input.plannedVolume ?? DEFAULT_PLANNED_VOLUME;
  const slots: PlannedSlot[] = [];
  for (const room of input.days.map((d) => roomOf(d, input.now))) {
    for (const t of room.times) {
      while (slots.length < input.count && t.free > 0 && room.freeTonnes + EPS >= planned) {
        t.used++;
        t.free--;
        room.freeTonnes = round3(room.freeTonnes - planned);
        slots.push({ date: room.date, startAt: t.time.startAt, endAt: t.time.endAt, plannedVolume: planned });
      }
    }
  }
  if (slots.length === input.count) return { ok: true, slots };
  return { ok: false, detail: round3(slots.length * planned), nearestFreeDates: [] };
}

/**
 * POST /free-slots-quantity, one day: `freeSlots` the whole trucks of `planned` t it still takes
 * (car places and tonnes both), `freeVolume` its tonnes left (quantity − booked), 0 when no car
 * place is left or the day is closed; `closed` a day off. Slot times before `now` are gone.
 */
export function freeSlots(day: CapacityDay, now: Date, planned = DEFAULT_PLANNED_VOLUME) {
  const room = roomOf(day, now);
  return {
    date: day.day.date,
    // a day off reads «выходной» on the screen, not a full day
    closed: day.day.closed,
    freeSlots: wholeTrucks(room, planned),
    freeVolume: carPlaces(room) > 0 ? room.freeTonnes : 0,
  };
}

/**
 * Issue 17 point 2, POST /slots/transfer: a farmer moves his own slot only to a start at least
 * SLOT_TRANSFER_MIN_HOURS ahead and at most SLOT_TRANSFER_MAX times; staff any time. Answers the
 * refusal's text, or null. (That the slot still waits for its truck and that the target time is
 * free are checked beside it.)
 */
export function transferRefusal(input: {
  staff: boolean;
  now: Date;
  startAt: Date;
  transfers: number;
}): string | null {
  if (input.staff) return null;
  if (input.transfers >= SLOT_TRANSFER_MAX) return QUEUE_MSG.transferLimit(SLOT_TRANSFER_MAX);
  if (input.startAt.getTime() < input.now.getTime() + SLOT_TRANSFER_MIN_HOURS * 3_600_000)
    return QUEUE_MSG.transferTooSoon(SLOT_TRANSFER_MIN_HOURS);
  return null;
}

/**
 * Issue 29 point 15: a farmer books and cancels his own slots on the transfer's notice — no
 * sooner than SLOT_TRANSFER_MIN_HOURS before the start — and books within his deal's delivery
 * window (staff add trucks by hand at any time). Answers the refusal's text, or null.
 */
export function farmerBookingRefusal(input: {
  now: Date;
  startAt: Date;
  date: string;
  from: string;
  to: string;
}): string | null {
  if (input.startAt.getTime() < farmerEarliestStart(input.now).getTime())
    return QUEUE_MSG.bookTooSoon(SLOT_TRANSFER_MIN_HOURS);
  if (input.date < input.from || input.date > input.to) return QUEUE_MSG.outsideDeliveryWindow;
  return null;
}

/** The same notice for a farmer's cancel: no later than SLOT_TRANSFER_MIN_HOURS before the start. */
export const farmerCancelRefusal = (input: { now: Date; startAt: Date }): string | null =>
  input.startAt.getTime() < farmerEarliestStart(input.now).getTime()
    ? QUEUE_MSG.cancelTooSoon(SLOT_TRANSFER_MIN_HOURS)
    : null;

/** The earliest start a farmer may book or move to. */
export const farmerEarliestStart = (now: Date) =>
  new Date(now.getTime() + SLOT_TRANSFER_MIN_HOURS * 3_600_000);

/**
 * The day's start times a truck of `volume` t may take — a free car place and the day's tonnes —
 * starting at or after `earliest`. Times only: what a farmer may be shown (no one else's slots).
 */
export function freeStartTimes(day: CapacityDay, earliest: Date, volume: number): PlannedSlot[] {
  const room = roomOf(day, new Date(earliest.getTime() - 1));
  if (day.day.closed || room.freeTonnes + EPS < volume) return [];
  return room.times
    .filter((t) => t.free > 0)
    .map((t) => ({ date: room.date, startAt: t.time.startAt, endAt: t.time.endAt, plannedVolume: volume }));
}

/** Whether `startAt` is one of the day's slot times, and which. */
export const slotTimeAt = (day: QueueDayWire, startAt: Date) =>
  slotTimes(day).find((t) => t.startAt.getTime() === startAt.getTime());
