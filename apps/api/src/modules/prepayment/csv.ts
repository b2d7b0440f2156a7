import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { csvRecord, restoreCsvCell, type CsvCell } from '@kolos/domain/csv';
import { mapLimitHeader, type HeaderMap } from '@kolos/domain/prepayment';
import { timeSlices } from '../../platform/time-slices';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Bytes decoded at a time: turning 5 MB of Cyrillic into a string in one go took 90–190 ms. */
const DECODE_SLICE = 64 * 1024;

/**
 * The bytes of an uploaded file as text: UTF-8 with or without BOM, otherwise Windows-1251,
 * which is what Russian Excel writes when asked for "CSV (разделители — точка с запятой)".
 * `isUtf8` is a SIMD scan; the decoding itself goes a slice at a time (ADR 0042), the
 * decoder carrying a character cut in two over to the next slice.
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

const DELIMITERS = [';', ',', '\t'] as const;
/** Characters handed to the CSV reader at a time: a few milliseconds of parsing. */
const SLICE = 8 * 1024;

export interface CsvLine {
  /** Line number in the file, the header being line 1. */
  line: number;
  cells: string[];
}

export interface LimitsFile {
  header: string[];
  columns: HeaderMap;
  lines: CsvLine[];
  /** Lines the CSV reader could not take apart (a broken quote): reported, not imported. */
  broken: { line: number; raw: string }[];
}

const newlines = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

/** The first non-blank line, found without splitting the whole file. */
function firstLine(text: string): string {
  const lineBreak = /\r\n|\n|\r/g;
  let start = 0;
  for (;;) {
    const found = lineBreak.exec(text);
    const line = text.slice(start, found ? found.index : text.length);
    if (line.trim() !== '' || !found) return line;
    start = lineBreak.lastIndex;
  }
}

function parseHeader(line: string, delimiter: string): string[] {
  try {
    const rows = parseSync(line, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
    return rows[0] ?? [];
  } catch {
    return [];
  }
}

interface Parsed {
  record: string[];
  info: { lines: number };
}

/**
 * csv-parse fed a slice at a time, the event loop given back between slices (ADR 0042); each
 * record becomes a line as it comes. Wholly empty lines (Excel's trailing ';;;;') are not lines
 * at all; a cell our own writer neutralised (an exported or an error file) reads back as it was.
 * With `relax_quotes` the one record csv-parse cannot take apart is an unclosed quote, which runs
 * to the end of the file: it is reported from its first line.
 */
async function readLines(text: string, delimiter: string) {
  const pause = timeSlices();
  const lines: CsvLine[] = [];
  const broken: LimitsFile['broken'] = [];
  let header = true;
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    raw: true,
    on_skip: (_error, raw) => {
      const record = (raw ?? '').replace(/(\r\n|\n|\r)$/, '');
      // its last occurrence is the one: it runs to the end of the file
      const start = Math.max(0, text.lastIndexOf(record));
      broken.push({ line: newlines(text.slice(0, start)) + 1, raw: record });
      return undefined;
    },
  });
  parser.on('data', ({ record, info }: Parsed) => {
    if (header) header = false;
    else if (record.some((cell) => cell.trim() !== '')) {
      lines.push({ line: info.lines, cells: record.map(restoreCsvCell) });
    }
  });
  // every record error is skipped and reported; anything else makes the file unusable (null)
  let failed = false;
  const done = new Promise<void>((resolve) => {
    parser.on('end', resolve).on('error', () => {
      failed = true;
      resolve();
    });
  });
  for (let i = 0; i < text.length && !failed; i += SLICE) {
    parser.write(text.slice(i, i + SLICE));
    await pause();
  }
  if (!failed) parser.end();
  await done;
  return failed ? null : { lines, broken };
}

/**
 * Reads the limits file: finds the separator by the header row (';', ',' or tab) and the
 * columns in any order. Null when no separator gives a header with every column, or the
 * reader fails outright: the file is unusable as a whole.
 */
export async function readLimitsFile(text: string): Promise<LimitsFile | null> {
  const headerLine = firstLine(text);
  for (const delimiter of DELIMITERS) {
    const header = parseHeader(headerLine, delimiter).map(restoreCsvCell);
    const columns = mapLimitHeader(header);
    if (!columns) continue;
    const read = await readLines(text, delimiter);
    return read && { header, columns, ...read };
  }
  return null;
}

/** Records joined this many at a time between pauses. */
const BATCH = 500;

/**
 * A file Russian Excel opens as it is: ';'-separated, CRLF, every cell under the one rule of
 * ADR 0041. Yielded a batch of records at a time, the event loop given back between batches:
 * an error file of a big import runs to megabytes.
 */
export async function* csvChunks(header: string[], rows: Iterable<CsvCell[]>): AsyncGenerator<string> {
  const pause = timeSlices();
  let batch = [csvRecord(header)];
  for (const row of rows) {
    batch.push(csvRecord(row));
    if (batch.length < BATCH) continue;
    yield batch.join('');
    batch = [];
    await pause();
  }
  if (batch.length > 0) yield batch.join('');
}

/** The whole file as one text (the export). */
export async function writeCsv(header: string[], rows: CsvCell[][]): Promise<string> {
  const parts: string[] = [];
  for await (const chunk of csvChunks(header, rows)) parts.push(chunk);
  return parts.join('');
}
