import type { Generated, JSONColumnType } from 'kysely';

/** Migration 0015: one row per stored file, written once its bytes are stored whole. */
export interface FilesTable {
  uuid: string;
  ownerUserUuid: string;
  ownerCompanyUuid: string | null;
  /** Sanitised for display and Content-Disposition; never used as a path. */
  name: string;
  size: number;
  contentType: string;
  /** Ours (uuid-based), the file's address in the storage. */
  storageKey: string;
  createdAt: Generated<Date>;
}

/** Migration 0045: what the first request of an upload key stored (ADR 0099). */
export interface UploadKeysTable {
  userUuid: string;
  key: string;
  fileUuids: JSONColumnType<string[], string, string>;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    files: FilesTable;
    uploadKeys: UploadKeysTable;
  }
}
