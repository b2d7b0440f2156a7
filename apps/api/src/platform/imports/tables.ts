import type { ColumnType, Generated } from 'kysely';

/** migrations/0016_imports.sql (ADR 0063). */
export interface ImportsTable {
  uuid: string;
  kind: string;
  userUuid: string | null;
  companyUuid: string | null;
  /** JSON, inserted and read back as text. */
  params: ColumnType<unknown, string, string>;
  total: number;
  valid: number;
  createdAt: Generated<Date>;
  expireAt: ColumnType<Date, Date, Date>;
  confirmedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ImportRowsTable {
  importUuid: string;
  chunk: number;
  /** A JSON array of `{ line, row }`, inserted and read back as text (see queries.ts). */
  rows: ColumnType<unknown, string, string>;
}

declare module '../../db/types' {
  interface DB {
    imports: ImportsTable;
    importRows: ImportRowsTable;
  }
}
