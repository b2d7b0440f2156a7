import { TRANSPORT_DEFAULT_HOUR, TRANSPORT_WINDOW_MAX_DAYS } from './constants';
import { TRANSPORT_MSG } from './messages';
import { MSG } from '../common/messages';

const DAY_S = 86_400;

/** A delivery window in Unix seconds, as the filter, the page, the import and the export take it. */
export interface TransportWindow {
  start: number;
  end: number;
}

/**
 * SPEC 5 Transport filter: both ends required, the end not before the start, at most 7 days.
 * The message of the first rule broken, or null; the same on the form and on the server.
 */
export function transportWindowRefusal(start: number | null | undefined, end: number | null | undefined) {
  if (start == null || end == null || !Number.isFinite(start) || !Number.isFinite(end)) return MSG.required;
  if (end < start) return TRANSPORT_MSG.endBeforeStart;
  if (end - start > TRANSPORT_WINDOW_MAX_DAYS * DAY_S) return TRANSPORT_MSG.windowTooLong;
  return null;
}

/** SPEC 5: choosing a start sets the end to the start plus one day. */
export const windowEndFor = (start: number): number => start + DAY_S;

/**
 * SPEC 9: today 15:00 to tomorrow 15:00 in the user's zone, given as its offset from UTC in
 * minutes at `now` (Moscow: 180).
 */
export function defaultTransportWindow(now: Date, utcOffsetMinutes: number): TransportWindow {
  const local = now.getTime() + utcOffsetMinutes * 60_000;
  const localMidnight = Math.floor(local / (DAY_S * 1000)) * DAY_S * 1000;
  const start = (localMidnight - utcOffsetMinutes * 60_000) / 1000 + TRANSPORT_DEFAULT_HOUR * 3600;
  return { start, end: windowEndFor(start) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC 9: DD.MM.YYYY HH:mm of a Unix-seconds instant on a wall clock `utcOffsetMinutes` from UTC. */
export function formatTransportDateTime(seconds: number, utcOffsetMinutes: number): string {
  const d = new Date(seconds * 1000 + utcOffsetMinutes * 60_000);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
