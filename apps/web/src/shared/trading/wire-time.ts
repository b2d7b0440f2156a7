import { DATE_TIME_FORMAT } from '@kolos/domain';
import { formatUtcDateTime, parseUtcDateTime } from '@kolos/domain/prepayment';
import { dayjs } from '../time/dayjs';

/**
 * Issue 15: startAt and endAt travel as 'DD.MM.YYYY HH:mm' in UTC and are shown, and typed, in
 * the user's zone (the header clock's). The form keeps the zone's wall time in the same format.
 */
export const wireToDate = (wire: string): Date | null => parseUtcDateTime(wire);

/** A wire moment as the user's wall time, 'DD.MM.YYYY HH:mm'; '' for a bad value. */
export function wireToLocal(wire: string, zone: string): string {
  const date = parseUtcDateTime(wire);
  return date ? dayjs(date).tz(zone).format(DATE_TIME_FORMAT) : '';
}

/** The user's wall time 'DD.MM.YYYY HH:mm' in `zone` as the wire's UTC text; null when unreadable. */
export function localToWire(local: string, zone: string): string | null {
  const parsed = dayjs.tz(local, DATE_TIME_FORMAT, zone);
  return parsed.isValid() && parsed.format(DATE_TIME_FORMAT) === local
    ? formatUtcDateTime(parsed.toDate())
    : null;
}
