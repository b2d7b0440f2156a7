import { inclusiveDays, ruDateToIso } from './dates';

/**
 * SPEC 5 Contract form: daily volume equals total volume divided by the inclusive count of
 * days, rounded to an integer (the whole volume if one day). Null while the inputs are
 * incomplete or the end precedes the start, so the read-only field stays empty.
 */
export function dailyVolume(
  quantity: number | null | undefined,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): number | null {
  if (quantity == null || !Number.isFinite(quantity) || !startDate || !endDate) return null;
  const start = ruDateToIso(startDate);
  const end = ruDateToIso(endDate);
  if (!start || !end) return null;
  const days = inclusiveDays(start, end);
  if (days === 0) return null;
  return days === 1 ? quantity : Math.round(quantity / days);
}
