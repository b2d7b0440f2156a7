import { slotTimes, type QueueDayWire, type SlotWire } from '@kolos/domain/queue';
import { pointDay } from './dates';

/** One row of a day's timeline: a slot time of the grid and the trucks booked in it. */
export interface TimelineRow {
  startAt: string;
  endAt: string;
  slots: SlotWire[];
  /** Trucks holding the slot time (canceled ones free it at once and are not shown). */
  used: number;
  /** Places left for more trucks: carsInSlot minus used, never below zero. */
  free: number;
}

const shown = (s: SlotWire) => s.status !== 'SLOT_CANCELED';

/** The slots of a point's day among those of a range (the API answers a week at once). */
export const slotsOfDay = (day: QueueDayWire, items: SlotWire[]): SlotWire[] =>
  items.filter((s) => pointDay(s.startAt, day.utcOffsetMinutes) === day.date);

/**
 * The day's rows: every slot time of the grid (`slotTimes`), and, after a day's hours were cut
 * back, the times of trucks still booked off the grid, so no truck disappears from the queue.
 */
export function timelineRows(day: QueueDayWire, items: SlotWire[]): TimelineRow[] {
  const rows = new Map<number, { startAt: string; endAt: string; slots: SlotWire[] }>();
  for (const t of slotTimes(day)) {
    rows.set(t.startAt.getTime(), {
      startAt: t.startAt.toISOString(),
      endAt: t.endAt.toISOString(),
      slots: [],
    });
  }
  for (const slot of slotsOfDay(day, items).filter(shown)) {
    const key = Date.parse(slot.startAt);
    const row = rows.get(key) ?? { startAt: slot.startAt, endAt: slot.endAt, slots: [] };
    row.slots.push(slot);
    rows.set(key, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const slots = row.slots.sort((a, b) => a.id - b.id);
      return { ...row, slots, used: slots.length, free: Math.max(0, day.carsInSlot - slots.length) };
    });
}

/** The day's tonnes: booked of the daily volume, and what is still free. */
export function dayUsage(day: QueueDayWire): { booked: number; quantity: number; free: number } {
  return {
    booked: day.bookedVolume,
    quantity: day.quantity,
    free: Math.max(0, day.quantity - day.bookedVolume),
  };
}

/**
 * Where a slot may be moved on a day: slot times not yet started that have a free place, other
 * than its own; none when the day is closed or (another day) has no tonnes left for its load.
 */
export function freeTimes(day: QueueDayWire, items: SlotWire[], slot: SlotWire, now: number): TimelineRow[] {
  const sameDay = slotsOfDay(day, [slot]).length > 0;
  if (!sameDay && dayUsage(day).free < slot.plannedVolume) return [];
  return timelineRows(day, items).filter(
    (r) =>
      r.free > 0 &&
      r.startAt !== new Date(slot.startAt).toISOString() &&
      Date.parse(r.startAt) > now &&
      slotTimes(day).some((t) => t.startAt.toISOString() === r.startAt),
  );
}
