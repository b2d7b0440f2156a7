import { sql, type Transaction } from 'kysely';
import { SLOT_DOCS_MACHINE, TRIP_DOCS_MSG, type SlotDocsStatus } from '@kolos/domain/trip-documents';
import type { DB } from '../../db/types';
import { newId } from '../../platform/ids';
import { movedByColumns, type StatusSubject } from '../../platform/status-machine';
import type { HistoryInsert } from './queries';
import './tables';

/** The one writer of slot_docs_history: every upload, replacement, decision and override. */
export async function writeDocsHistory(trx: Transaction<DB>, e: HistoryInsert): Promise<void> {
  await trx
    .insertInto('slotDocsHistory')
    .values({
      uuid: newId(),
      slotUuid: e.slotUuid,
      kind: e.kind,
      code: e.code ?? null,
      fromStatus: (e.fromStatus ?? null) as SlotDocsStatus | null,
      toStatus: (e.toStatus ?? null) as SlotDocsStatus | null,
      reason: e.reason ?? null,
      sdizNumber: e.sdizNumber ?? null,
      fileUuids: JSON.stringify(e.fileUuids ?? []),
      ...movedByColumns(e.by),
    })
    .execute();
}

/** What a move of a slot's documents says: why (a decline), or the change that sent them back. */
export type DocsNote = Omit<HistoryInsert, 'slotUuid' | 'by' | 'fromStatus' | 'toStatus'>;

/** The slot documents' status on the platform helper (ADR 0064): history row and audit. */
export const SLOT_DOCS_STATUS: StatusSubject<SlotDocsStatus, 'slotTripDocs', DocsNote> = {
  machine: SLOT_DOCS_MACHINE,
  table: 'slotTripDocs',
  notFound: TRIP_DOCS_MSG.slotNotFound,
  auditAction: 'slot.docs.status',
  also: (move) => ({
    statusAt: sql<Date>`now()`,
    updatedAt: sql<Date>`now()`,
    declineReason: move.to === 'SLOT_DOCS_DECLINED' ? (move.note.reason ?? null) : null,
  }),
  history: (trx, move) =>
    writeDocsHistory(trx, {
      ...move.note,
      slotUuid: move.uuid,
      fromStatus: move.from,
      toStatus: move.to,
      by: move.by,
    }),
};
