/** The one CSV reader and writer (ADR 0063); the formula rule itself is `@kolos/domain/csv`. */
export { decodeCsv, readCsv, type CsvFile } from './read';
export { csvStream, csvText } from './write';
