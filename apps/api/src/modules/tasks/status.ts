import { sql, type Transaction } from 'kysely';
import { TASK_MSG, TASK_STATUS_MACHINE, type StoredTaskStatus } from '@kolos/domain/tasks';
import type { DB } from '../../db/types';
import { writeAudit } from '../../platform/audit';
import { newId } from '../../platform/ids';
import type { StatusSubject } from '../../platform/status-machine';
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
      userUuid: move.by.userUuid,
      actorUuid: move.by.actorUuid,
    }),
};

/**
 * The sync job's own move to ERROR: nobody made it, so it names no user (the status helper's
 * moves are people's). Same table check and compare-and-swap; keeps the status to return to on
 * 'Повторить'. Answers false when the task is no longer where the job found it.
 */
export async function moveToError(
  trx: Transaction<DB>,
  uuid: string,
  from: StoredTaskStatus,
  reason: string,
): Promise<boolean> {
  if (!TASK_STATUS_MACHINE.allows(from, 'ERROR') || from === 'ERROR') return false;
  const swapped = await trx
    .updateTable('tasks')
    .set({
      status: 'ERROR',
      statusBeforeError: from as 'INACTIVE' | 'ACTIVE' | 'SUSPENDED',
      updatedAt: sql<Date>`now()`,
    })
    .where('uuid', '=', uuid)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(swapped.numUpdatedRows) !== 1) return false;
  await insertHistory(trx, {
    uuid: newId(),
    taskUuid: uuid,
    previousStatus: from,
    status: 'ERROR',
    statusReason: reason,
    userUuid: null,
    actorUuid: null,
  });
  await writeAudit(trx, {
    action: 'task.status',
    actorUuid: null,
    targetUuid: uuid,
    detail: { from, to: 'ERROR', reason },
  });
  return true;
}
