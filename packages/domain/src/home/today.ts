import { DEFAULT_TIME_ZONE } from '../common/constants';
import { zoneOffsetMinutes } from '../transport/zone';

const DAY_MS = 86_400_000;

/**
 * The end of today on the platform's clock (Moscow, the zone of every text that leaves the app):
 * a tender "closes today" when it ends by then. A farmer's phone knows his zone; the home's count
 * must not depend on it, and Russia's grain belt is within an hour or two of Moscow.
 */
export function endOfToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const offset = (zoneOffsetMinutes(timeZone, now.getTime()) ?? 0) * 60_000;
  const localMidnightAfter = Math.floor((now.getTime() + offset) / DAY_MS + 1) * DAY_MS;
  return new Date(localMidnightAfter - offset);
}
