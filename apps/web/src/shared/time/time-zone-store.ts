import { DEFAULT_TIME_ZONE, TIME_ZONES, type TimeZoneId } from '@kolos/domain';
import { dayjs } from './dayjs';
import { readSavedZone } from './time-zone-storage';

export { clearTimeZone, saveZone, setTimeZone, subscribeTimeZone } from './time-zone-storage';

/** A browser zone further than this from every offered zone falls back to the default. */
const MAX_GUESS_DISTANCE_MINUTES = 60;

export function isTimeZoneId(value: unknown): value is TimeZoneId {
  return TIME_ZONES.some((z) => z.id === value);
}

/** The UTC offset of a zone right now, in minutes. */
export function zoneOffsetMinutes(zone: string, at: Date = new Date()): number {
  return dayjs(at).tz(zone).utcOffset();
}

/**
 * SPEC 9: the default zone is guessed from the browser — the browser's own zone when offered,
 * else the offered zone with the nearest offset, else DEFAULT_TIME_ZONE.
 */
export function guessTimeZone(
  browserZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
  at: Date = new Date(),
): TimeZoneId {
  if (isTimeZoneId(browserZone)) return browserZone;
  let own: number;
  try {
    own = browserZone ? zoneOffsetMinutes(browserZone, at) : -at.getTimezoneOffset();
  } catch {
    own = -at.getTimezoneOffset();
  }
  let best: { id: TimeZoneId; distance: number } | null = null;
  for (const zone of TIME_ZONES) {
    const distance = Math.abs(zoneOffsetMinutes(zone.id, at) - own);
    if (!best || distance < best.distance) best = { id: zone.id, distance };
  }
  return best && best.distance <= MAX_GUESS_DISTANCE_MINUTES ? best.id : DEFAULT_TIME_ZONE;
}

/**
 * The user's zone: the saved one, else the guess. Reading never writes: the clock reads it every
 * second, and a write here put the zone back in storage right after sign-out had cleared it
 * (SPEC 4). The guess is saved once, by useTimeZone.
 */
export function getTimeZone(): TimeZoneId {
  const saved = readSavedZone();
  return isTimeZoneId(saved) ? saved : guessTimeZone();
}
