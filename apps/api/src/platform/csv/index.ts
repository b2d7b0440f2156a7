/** The one CSV reader and writer (ADR 0063); the formula rule itself is `@kolos/domain/csv`. */
export { decodeCsv, readCsv, type CsvFile, type CsvLine } from './read';
export { csvStream, csvText, type CsvRows } from './write';
