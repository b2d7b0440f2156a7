import type { QueueDayWire } from './wire';

/** 'UTC+5' (fed_regions.timezone) → +300 minutes; Russia keeps no summer time. Default UTC+3. */
export function utcOffsetMinutes(zone: string | null | undefined): number {
  const m = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/.exec(zone ?? '');
  if (!m) return 180;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One slot time of a point's day: UTC instants. */
export interface SlotTime {
  startAt: Date;
  endAt: Date;
}

/**
 * The slot times of a point's day: from openAt, every slotInterval minutes, each ending no later
 * than closeAt (a tail shorter than the interval is not a slot). Times are the point's local
 * wall clock (`utcOffsetMinutes`); a closed day or a zero interval has none.
 */
export function slotTimes(
  day: Pick<QueueDayWire, 'date' | 'closed' | 'openAt' | 'closeAt' | 'slotInterval' | 'utcOffsetMinutes'>,
): SlotTime[] {
  if (day.closed || day.slotInterval <= 0) return [];
  const midnightUtc = Date.parse(`${day.date}T00:00:00Z`) - day.utcOffsetMinutes * 60_000;
  const open = minutesOf(day.openAt);
  const close = minutesOf(day.closeAt);
  const times: SlotTime[] = [];
  for (let start = open; start + day.slotInterval <= close; start += day.slotInterval) {
    times.push({
      startAt: new Date(midnightUtc + start * 60_000),
      endAt: new Date(midnightUtc + (start + day.slotInterval) * 60_000),
    });
  }
  return times;
}
