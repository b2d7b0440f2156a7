/**
 * The user's clock (SPEC 9: dates on the user's timezone, an IANA name such as 'Europe/Moscow').
 * Russia keeps no summer time, but the zones offered include others, so the offset is asked of
 * Intl at the instant rather than kept in a table.
 */

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = FORMATS.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return null; // not a zone Intl knows
    }
    FORMATS.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone's wall clock is ahead of UTC at `atMs`; null for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, atMs: number): number | null {
  const format = formatOf(timeZone);
  if (!format) return null;
  const at = Math.floor(atMs / 1000) * 1000;
  // one formatting of the instant, read part by part (formatToParts is the costly call)
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of format.formatToParts(new Date(at))) parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - at) / 60_000);
}

export const isTimeZone = (timeZone: string): boolean => formatOf(timeZone) !== null;

/** 'DD.MM.YYYY HH:mm' as SPEC 9 writes date-times. */
export const TRANSPORT_DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/**
 * 'DD.MM.YYYY HH:mm' on the zone's wall clock → Unix seconds; null when it is not such a text or
 * not a real date (31.02) or the zone is unknown.
 */
export function parseTransportDateTime(text: string, timeZone: string): number | null {
  const m = TRANSPORT_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const d = new Date(wall);
  if (d.getUTCDate() !== day || d.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return null;
  const first = zoneOffsetMinutes(timeZone, wall);
  if (first === null) return null;
  // the offset at the instant itself, not at the wall time read as UTC (they differ near a shift)
  const offset = zoneOffsetMinutes(timeZone, wall - first * 60_000) ?? first;
  return (wall - offset * 60_000) / 1000;
}
