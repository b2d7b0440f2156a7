/**
 * SPEC 3 and 9: contract dates travel as DD.MM.YYYY; the database keeps ISO dates. Plain string
 * work on purpose: a delivery day has no time zone, so no Date object may shift it.
 */
const RU_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function validDay(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** '31.12.2026' → '2026-12-31'; null for anything that is not a real calendar day. */
export function ruDateToIso(value: string): string | null {
  const m = RU_DATE.exec(value);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validDay(y, mo, d) ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** '2026-12-31' → '31.12.2026'. */
export function isoToRuDate(value: string): string {
  const m = ISO_DATE.exec(value.slice(0, 10));
  return m ? `${m[3]}.${m[2]}.${m[1]}` : value;
}

export const isRuDate = (value: string): boolean => ruDateToIso(value) !== null;

/** Days from start to end counting both ends; 0 when the end precedes the start. */
export function inclusiveDays(startIso: string, endIso: string): number {
  const days = (Date.parse(`${endIso}T00:00:00Z`) - Date.parse(`${startIso}T00:00:00Z`)) / DAY_MS + 1;
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** Compares two DD.MM.YYYY dates: negative when a is earlier, 0 when equal; null if either is invalid. */
export function compareRuDates(a: string, b: string): number | null {
  const x = ruDateToIso(a);
  const y = ruDateToIso(b);
  if (!x || !y) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}
