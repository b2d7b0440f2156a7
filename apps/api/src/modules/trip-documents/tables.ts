import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { GrainPurpose, SlotDocsStatus, TripDocumentCode } from '@kolos/domain/trip-documents';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** Migration 0033: a point's required trip documents (no row: the default). */
export interface TripDocsSettingsTable {
  locationUuid: string;
  required: JSONColumnType<string[], string, string>;
  updatedBy: string | null;
  updatedAt: Generated<Date>;
}

/** A slot's documents as a whole; `uuid` is the slot's. */
export interface SlotTripDocsTable {
  uuid: string;
  status: Generated<SlotDocsStatus>;
  declineReason: string | null;
  purpose: GrainPurpose | null;
  overrideReason: string | null;
  statusAt: Generated<Date>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SlotDocumentsTable {
  uuid: string;
  slotUuid: string;
  code: TripDocumentCode;
  number: string | null;
  fileUuids: JSONColumnType<string[], string, string>;
  uploadedBy: string | null;
  replacedAt: Instant | null;
  createdAt: Generated<Date>;
}

export interface SlotDocsHistoryTable {
  uuid: string;
  slotUuid: string;
  kind: 'UPLOAD' | 'REPLACE' | 'DECISION' | 'OVERRIDE';
  code: TripDocumentCode | null;
  fromStatus: SlotDocsStatus | null;
  toStatus: SlotDocsStatus | null;
  reason: string | null;
  sdizNumber: string | null;
  fileUuids: JSONColumnType<string[], string, string>;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    tripDocsSettings: TripDocsSettingsTable;
    slotTripDocs: SlotTripDocsTable;
    slotDocuments: SlotDocumentsTable;
    slotDocsHistory: SlotDocsHistoryTable;
  }
}
