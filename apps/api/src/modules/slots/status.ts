import { sql } from 'kysely';
import { QUEUE_MSG, SLOT_STATUS_MACHINE, type SlotFieldChange, type SlotStatus } from '@kolos/domain/queue';
import type { StatusSubject } from '../../platform/status-machine';
import { writeSlotHistory } from './queries';

/** What a move says beyond from and to: the fields it changed with it, for the history. */
export type SlotNote = { changes: SlotFieldChange[] };

/**
 * A slot's status on the platform's status helper (ADR 0064): every move writes a slot_history
 * row with the fields it changed, and a 'slot.status' audit record.
 */
export const SLOT_STATUS: StatusSubject<SlotStatus, 'slots', SlotNote> = {
  machine: SLOT_STATUS_MACHINE,
  table: 'slots',
  notFound: QUEUE_MSG.slotNotFound,
  auditAction: 'slot.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    writeSlotHistory(trx, { uuid: move.uuid, from: move.from, to: move.to, by: move.by }, move.note.changes),
};
