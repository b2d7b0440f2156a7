import { sql, type Transaction } from 'kysely';
import { TASK_MSG, TASK_STATUS_MACHINE, type StoredTaskStatus } from '@kolos/domain/tasks';
import type { DB } from '../../db/types';
import { newId } from '../../platform/ids';
import { movedByColumns, moveStatus, SYSTEM, type StatusSubject } from '../../platform/status-machine';
import { insertHistory } from './queries';

/** A move's note: the reason of a move to ERROR (the sync failure), kept in the history. */
export interface TaskNote extends Record<string, unknown> {
  reason?: string;
}

/**
 * A task's status (issue 17) on the platform's status helper: a move stamps updatedAt; its
 * history is task_status_history, which GET /offers/task/{id} answers.
 */
export const TASK_STATUS: StatusSubject<StoredTaskStatus, 'tasks', TaskNote> = {
  machine: TASK_STATUS_MACHINE,
  table: 'tasks',
  notFound: TASK_MSG.notFound,
  auditAction: 'task.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    insertHistory(trx, {
      uuid: newId(),
      taskUuid: move.uuid,
      previousStatus: move.from,
      status: move.to,
      statusReason: move.note.reason ?? null,
      ...movedByColumns(move.by),
    }),
};

/**
 * The sync job's move to ERROR: the system's (no user in the history, no actor in the audit),
 * keeping the status 'Повторить' returns to. A task already in error stays so.
 */
export async function moveToError(
  trx: Transaction<DB>,
  uuid: string,
  from: StoredTaskStatus,
  reason: string,
) {
  if (!TASK_STATUS_MACHINE.allows(from, 'ERROR')) return;
  await moveStatus(trx, TASK_STATUS, {
    uuid,
    from,
    to: 'ERROR',
    by: SYSTEM,
    note: { reason },
    set: { statusBeforeError: from as 'INACTIVE' | 'ACTIVE' | 'SUSPENDED' },
  });
}
