import { dayjs } from '../../../shared/time/dayjs';

/** Days travel as the API writes them (and the URL keeps them): YYYY-MM-DD. */
export const ISO_DAY = 'YYYY-MM-DD';

export type SlotsView = 'day' | 'week';

export const isIsoDay = (value: string | undefined): value is string =>
  value !== undefined && dayjs(value, ISO_DAY, true).isValid();

export const addDays = (day: string, n: number): string => dayjs(day, ISO_DAY).add(n, 'day').format(ISO_DAY);

/** The days a view shows: the day itself, or Monday to Sunday of its week (≤ 7 days, the API's limit). */
export function rangeOf(day: string, view: SlotsView): { start: string; end: string } {
  if (view === 'day') return { start: day, end: day };
  const d = dayjs(day, ISO_DAY);
  const monday = d.subtract((d.day() + 6) % 7, 'day').format(ISO_DAY);
  return { start: monday, end: addDays(monday, 6) };
}

/** 'пн, 10.08' — a day's heading. */
export const dayHeading = (day: string): string => dayjs(day, ISO_DAY).format('dd, DD.MM.YYYY');

/** The point's calendar day of a moment: slots belong to the day of the point's wall clock. */
export const pointDay = (iso: string, utcOffsetMinutes: number): string =>
  new Date(Date.parse(iso) + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
