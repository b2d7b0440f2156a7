/**
 * Spreadsheet-safe CSV for Russian Excel: a cell that begins with = + - @ (or a tab or carriage
 * return, which Excel strips before looking) would run as a formula, so it gets a leading
 * apostrophe. Numbers pass as they are: they are values, not text a user typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Russian Excel opens UTF-8 only with a byte-order mark, and splits on ';'. */
export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
