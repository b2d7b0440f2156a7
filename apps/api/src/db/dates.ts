/**
 * A DATE column as 'YYYY-MM-DD' whichever way the driver hands it over. Here, below every area,
 * because the auctions and the queue both read their delivery days with it (ADR 0072).
 */
export const isoDay = (value: string | Date): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;
