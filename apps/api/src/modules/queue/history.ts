import { sql, type Transaction } from 'kysely';
import { QUEUE_MSG, SLOT_STATUS_MACHINE, type SlotStatus } from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import { newId } from '../../platform/ids';
import { movedByColumns, type MovedBy, type StatusSubject } from '../../platform/status-machine';
import type { SlotFieldChange } from '@kolos/domain/queue';

/** One history row of a slot: who, when, the status it moved to (null: none), what changed. */
export interface SlotHistoryEntry {
  slotUuid: string;
  from: SlotStatus | null;
  to: SlotStatus | null;
  by: MovedBy;
  changes: SlotFieldChange[];
}

/** The slot_history rows of entries: the one shape of a history row, for every writer. */
export const slotHistoryRows = (entries: readonly SlotHistoryEntry[]) =>
  entries.map((e) => ({
    uuid: newId(),
    slotUuid: e.slotUuid,
    previousStatus: e.from,
    status: e.to,
    changes: JSON.stringify(e.changes),
    ...movedByColumns(e.by),
  }));

/**
 * The writer of slot_history (issue 17 "every change in a history") for every slot write of the
 * queue but a booking (`Ledger.book` writes its rows in the booking's own statement): one row
 * per entry, in the caller's transaction.
 */
export async function writeSlotHistory(trx: Transaction<DB>, entries: readonly SlotHistoryEntry[]) {
  if (entries.length === 0) return;
  await trx.insertInto('slotHistory').values(slotHistoryRows(entries)).execute();
}

/** What a slot's status move says beyond from and to: the fields it changed; the system's, why. */
export type SlotNote = { changes: SlotFieldChange[]; reason?: string };

/** A slot's status on the platform's status helper (ADR 0064): history row and 'slot.status' audit. */
export const SLOT_STATUS: StatusSubject<SlotStatus, 'slots', SlotNote> = {
  machine: SLOT_STATUS_MACHINE,
  table: 'slots',
  notFound: QUEUE_MSG.slotNotFound,
  auditAction: 'slot.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    writeSlotHistory(trx, [
      { slotUuid: move.uuid, from: move.from, to: move.to, by: move.by, changes: move.note.changes },
    ]),
};
