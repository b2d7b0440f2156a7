import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { mapLimitHeader, type HeaderMap } from '@kolos/domain/prepayment';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes of an uploaded file as text: UTF-8 with or without BOM, otherwise Windows-1251,
 * which is what Russian Excel writes when asked for "CSV (разделители — точка с запятой)".
 */
export function decodeCsv(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return bytes.subarray(3).toString('utf8');
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1251');
  }
}

const DELIMITERS = [';', ',', '\t'] as const;

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

const lineCount = (text: string) => text.split(/\r\n|\n|\r/).length - 1;
const firstLine = (text: string) => text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';

function parseHeader(line: string, delimiter: string): string[] {
  try {
    return (parse(line, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][])[0] ?? [];
  } catch {
    return [];
  }
}

/**
 * Reads the limits file: finds the separator by the header row (';', ',' or tab) and the
 * columns in any order. Null when no separator gives a header with every column: the file
 * is unusable as a whole. Wholly empty lines (Excel's trailing ';;;;') are not lines at all.
 */
export function readLimitsFile(text: string): LimitsFile | null {
  const headerLine = firstLine(text);
  for (const delimiter of DELIMITERS) {
    const header = parseHeader(headerLine, delimiter);
    const columns = mapLimitHeader(header);
    if (!columns) continue;
    const broken: LimitsFile['broken'] = [];
    const records = parse(text, {
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
        // a broken record runs to the end of the file as a rule: its last occurrence is the one
        const start = Math.max(0, text.lastIndexOf(record));
        broken.push({ line: lineCount(text.slice(0, start)) + 1, raw: record });
        return undefined;
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const lines = records
      .slice(1)
      .filter((r) => r.record.some((cell) => cell.trim() !== ''))
      .map((r) => ({ line: r.info.lines, cells: r.record }));
    return { header, columns, lines, broken };
  }
  return null;
}

/**
 * A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection).
 * A lone '-' stays: it is how the file says "no insurer".
 */
export function sanitizeCell(value: string): string {
  return /^[=+@\t\r]/.test(value) || /^-[^\d]/.test(value) ? `'${value}` : value;
}

/** A file Russian Excel opens as it is: ';'-separated, CRLF, every cell sanitised. */
export function writeCsv(header: string[], rows: (string | number)[][]): string {
  return stringify(
    [header, ...rows].map((r) => r.map((c) => sanitizeCell(String(c)))),
    {
      delimiter: ';',
      record_delimiter: 'windows',
    },
  );
}
