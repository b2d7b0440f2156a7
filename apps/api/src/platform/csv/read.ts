import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { restoreCsvCell } from '@kolos/domain/csv';
import { timeSlices } from '../time-slices';

/**
 * The one CSV reader (ADR 0040, 0063). Files come from Russian Excel: "CSV (разделители — точка
 * с запятой)" in Windows-1251, or UTF-8 with a BOM, sometimes with commas; the header names the
 * columns in any order. Everything is done in time slices (ADR 0042): a 5 MB file never holds
 * the event loop for more than a few milliseconds at a time.
 */

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Bytes decoded at a time: turning 5 MB of Cyrillic into a string in one go took 90–190 ms. */
const DECODE_SLICE = 64 * 1024;
/** Characters handed to csv-parse at a time: a few milliseconds of parsing. */
const PARSE_SLICE = 8 * 1024;
/** Tried in this order; the first whose header row the caller accepts is the file's. */
const DELIMITERS = [';', ',', '\t'] as const;

/**
 * Bytes as text: a UTF-8 BOM or bytes that are strict UTF-8 → UTF-8, anything else → Windows-1251.
 * `isUtf8` is a SIMD scan; the decoding goes a slice at a time, the decoder carrying a character
 * cut in two over to the next slice.
 */
export async function decodeCsv(bytes: Buffer): Promise<string> {
  const bom = bytes.subarray(0, 3).equals(UTF8_BOM);
  const body = bom ? bytes.subarray(3) : bytes;
  const decoder = bom || isUtf8(body) ? new StringDecoder('utf8') : iconv.getDecoder('win1251');
  const pause = timeSlices();
  const parts: string[] = [];
  for (let i = 0; i < body.length; i += DECODE_SLICE) {
    parts.push(decoder.write(body.subarray(i, i + DECODE_SLICE)));
    await pause();
  }
  parts.push(decoder.end() ?? '');
  return parts.join('');
}

export interface CsvLine {
  /** The line of the file where the record starts, the header being line 1 (blank lines count). */
  line: number;
  cells: string[];
}

export interface CsvFile<Columns> {
  delimiter: string;
  /** The header row as written (a cell our writer neutralised restored). */
  header: string[];
  /** What the caller made of the header: where its columns are. */
  columns: Columns;
  /** Data records; wholly blank ones (Excel's trailing ';;;;') are not lines at all. */
  lines: CsvLine[];
  /** Records the reader could not take apart (an unclosed quote): reported, never applied. */
  broken: { line: number; raw: string }[];
}

const LINE_BREAK = /\r\n|\n|\r/g;
const newlines = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/** The first non-blank line, found without splitting the whole file. */
function firstLine(text: string): string {
  const lineBreak = new RegExp(LINE_BREAK.source, 'g');
  let start = 0;
  for (;;) {
    const found = lineBreak.exec(text);
    const line = text.slice(start, found ? found.index : text.length);
    if (line.trim() !== '' || !found) return line;
    start = lineBreak.lastIndex;
  }
}

function headerCells(line: string, delimiter: string): string[] {
  try {
    const rows = parseSync(line, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
    return (rows[0] ?? []).map(restoreCsvCell);
  } catch {
    return [];
  }
}

/**
 * Where each record starts, as a line number: csv-parse's own `info.lines` is where a record ends,
 * and counts a quoted CRLF twice. Each record's raw text is found in the file from where the last
 * one ended, and the line breaks in between are counted.
 */
function lineCounter(text: string) {
  let cursor = 0;
  let line = 1;
  return (raw: string): number => {
    const content = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
    const at = content ? text.indexOf(content, cursor) : -1;
    if (at < 0) return line;
    line += newlines(text.slice(cursor, at));
    const start = line;
    line += newlines(content);
    cursor = at + content.length;
    return start;
  };
}

/**
 * csv-parse's stream parser fed a slice at a time. `relax_quotes` takes `ООО "Нива"` unquoted;
 * the one record it still cannot take apart is an unclosed quote, which runs to the end of the
 * file: it is reported from its first line. Null when the reader fails outright.
 */
async function records(text: string, delimiter: string) {
  const pause = timeSlices();
  const lineOf = lineCounter(text);
  const lines: CsvLine[] = [];
  const broken: CsvFile<unknown>['broken'] = [];
  let header = true;
  const parser = parse({
    delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    raw: true,
    on_skip: (_error, raw) => {
      const record = (raw ?? '').replace(/(\r\n|\n|\r)+$/, '');
      broken.push({ line: lineOf(record), raw: record.replace(/^(\r\n|\n|\r)+/, '') });
      return undefined;
    },
  });
  parser.on('data', ({ record, raw }: { record: string[]; raw: string }) => {
    const line = lineOf(raw);
    if (header) header = false;
    else if (record.some((cell) => cell.trim() !== ''))
      lines.push({ line, cells: record.map(restoreCsvCell) });
  });
  let failed = false;
  const done = new Promise<void>((resolve) => {
    parser.on('end', resolve).on('error', () => {
      failed = true;
      resolve();
    });
  });
  for (let i = 0; i < text.length && !failed; i += PARSE_SLICE) {
    parser.write(text.slice(i, i + PARSE_SLICE));
    await pause();
  }
  if (!failed) parser.end();
  await done;
  return failed ? null : { lines, broken };
}

/**
 * Reads a CSV file: decodes it, finds the separator as the first of ';', ',' and tab whose header
 * row `columns` accepts (it finds its columns by name, in any order, and answers null when one is
 * missing), then reads every record. Null when no separator gives an accepted header, or the
 * reader fails outright: the file is unusable as a whole.
 */
export async function readCsv<Columns>(
  bytes: Buffer,
  columns: (header: string[]) => Columns | null,
): Promise<CsvFile<Columns> | null> {
  const text = await decodeCsv(bytes);
  const headerLine = firstLine(text);
  for (const delimiter of DELIMITERS) {
    const header = headerCells(headerLine, delimiter);
    const found = header.length > 0 ? columns(header) : null;
    if (found === null) continue;
    const read = await records(text, delimiter);
    return read && { delimiter, header, columns: found, ...read };
  }
  return null;
}
