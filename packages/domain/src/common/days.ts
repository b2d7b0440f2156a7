/**
 * A day as 'YYYY-MM-DD' (UTC): of an instant (a Date or epoch milliseconds), or a DATE column as
 * the driver hands it over — a Date from pg, already the text from PGlite.
 */
export const isoDay = (value: string | Date | number): string =>
  typeof value === 'string' ? value : new Date(value).toISOString().slice(0, 10);
