import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CSV_DELIMITER, CSV_NEWLINE, csvCellText, type CsvCell } from '@kolos/domain/csv';
import { timeSlices } from '../time-slices';

export type CsvRows = Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>;

/**
 * The one CSV writer (ADR 0041, 0063): a file Russian Excel opens as it is — UTF-8 with a BOM,
 * ';' between cells, CRLF — and every cell under the one formula rule of `@kolos/domain/csv`
 * (numbers the writer formats stay numbers, text that could run gets an apostrophe). csv-stringify
 * quotes per RFC 4180. Streamed: rows are pulled as the reader of the stream (a reply, gzip) takes
 * them, and the event loop is given back every few milliseconds, so a million-row export or a
 * megabyte error file never blocks other requests. Text chunks (utf8).
 */
export function csvStream(
  header: readonly string[],
  rows: CsvRows,
  options: { bom?: boolean } = {},
): Readable {
  const cells = async function* () {
    const pause = timeSlices();
    yield header.map(csvCellText);
    for await (const row of rows) {
      yield row.map(csvCellText);
      await pause();
    }
  };
  const out = stringify({
    delimiter: CSV_DELIMITER,
    record_delimiter: CSV_NEWLINE,
    bom: options.bom ?? true,
    // the cells are text already (csvCellText): a number was formatted and neutralising is done
    escape_formulas: false,
  });
  out.setEncoding('utf8');
  // an error on either side destroys both: the reply or the reader sees it, nothing is left open
  pipeline(Readable.from(cells()), out, () => undefined);
  return out;
}

/** The whole file as one text: for the small files (a template, a test). */
export async function csvText(header: readonly string[], rows: CsvRows, options: { bom?: boolean } = {}) {
  const parts: string[] = [];
  for await (const part of csvStream(header, rows, options)) parts.push(part as string);
  return parts.join('');
}
