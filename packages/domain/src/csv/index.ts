/**
 * Spreadsheet-safe CSV for Russian Excel, the one rule every CSV we write follows (ADR 0041).
 *
 * A cell is either a number the writer itself formats, or text. A number is a value: it is
 * written as a number (decimal comma, as Russian Excel reads it) and never touched, so '-5' in a
 * limit stays a number. Text is whatever came from people or from the database — names,
 * comments, the lines of a file a user uploaded — and when it begins with = + - @, a tab or a
 * carriage return (Excel strips the last two before looking) a spreadsheet would run it as a
 * formula, so it gets a leading apostrophe (the OWASP "CSV injection" rule), '-1+2' included.
 */
export type CsvCell = number | string | null | undefined;

/**
 * A formula start, or apostrophes before one: text our reader would take for neutralised ('=1)
 * gets one more apostrophe too, so that it reads back as it was. The full-width ＝ ＋ － ＠ count
 * as formula starts too: Apple Numbers and LibreOffice fold them to the ASCII signs.
 */
const NEUTRALISE = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** RFC 4180: a cell holding the separator, a quote or a line break goes in double quotes. */
const NEEDS_QUOTES = /[;"\r\n]/;

/** Russian Excel opens UTF-8 only with a byte-order mark, and splits on ';'. */
export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_NEWLINE = '\r\n';

/** The text of one cell: a number as a number, text neutralised; not yet quoted. */
export function csvCellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  return NEUTRALISE.test(value) ? `'${value}` : value;
}

const quoted = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One record: cells neutralised and quoted, ';'-separated, ending with CRLF. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return cells.map((c) => quoted(csvCellText(c))).join(CSV_DELIMITER) + CSV_NEWLINE;
}

/**
 * The reading side: a cell our writer neutralised loads back as it was, so an exported or an
 * error file imports unchanged. Only an apostrophe in front of (apostrophes and) a formula start is ours.
 */
export function restoreCsvCell(text: string): string {
  return text[0] === "'" && NEUTRALISE.test(text.slice(1)) ? text.slice(1) : text;
}

export {
  IMPORT_MSG,
  importReportSchema,
  importSkipSchema,
  type ImportReport,
  type ImportSkip,
} from './import-report';
