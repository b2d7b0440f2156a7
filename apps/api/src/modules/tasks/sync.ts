import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { TASK } from '@kolos/domain';
import { TASK_MSG, isOpenTask, type TaskWire } from '@kolos/domain/tasks';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { JobRun } from '../../platform/jobs';
import { postOutbound, RESERVED_ADDRESS } from '../../platform/outbound';
import { reach } from '../../platform/scope';
import { findTask, findWebhook } from './queries';
import { moveToError } from './status';
import { toWire } from './wire';

export const SYNC_JOB = 'tasks.sync';
/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-kolos-signature';
/** One delivery waits this long for the purchaser's system before it counts as failed. */
export const SYNC_TIMEOUT_MS = 10_000;
/** Retries after the first failure, 2 s, 4 s, … apart (pg-boss backoff): about a minute in all. */
export const SYNC_RETRIES = 5;

/** What a job carries: the task and the change it was sent for; a deleted task carries its last state. */
export interface SyncJob {
  taskUuid: string;
  version: number;
  deleted?: { companyUuid: string; task: TaskWire };
}

/** What the purchaser's system receives. */
export interface SyncPayload {
  event: 'task.changed' | 'task.deleted';
  version: number;
  task: TaskWire;
}

/** The signature of one delivery: the timestamp is signed with the body, so a replay can be told by its age. */
export function signBody(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

/** The system job reads every company's tasks. */
const EVERY_TASK = reach({ userType: 'admin', companyUuid: null }, TASK);

/** POSTs one payload; throws with the reason (Russian) unless the receiver answers 2xx in time. */
export async function deliver(
  url: string,
  secret: string,
  payload: SyncPayload,
  timeoutMs: number,
  allowReserved: boolean,
) {
  const body = JSON.stringify(payload);
  let status: number;
  try {
    status = await postOutbound(url, {
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(secret, body),
        'x-kolos-event': payload.event,
      },
      body,
      timeoutMs,
      allowReserved,
    });
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new Error(TASK_MSG.syncTimeout(timeoutMs / 1000));
    if (code === RESERVED_ADDRESS) throw new Error(TASK_MSG.webhookReserved);
    throw new Error(TASK_MSG.syncNetwork(String(code ?? (error as Error).message)));
  }
  if (status < 200 || status > 299) throw new Error(TASK_MSG.syncHttp(status));
}

const stillVersion = (db: Database, uuid: string, version: number) =>
  db.updateTable('tasks').where('uuid', '=', uuid).where('syncVersion', '=', version);

/**
 * One attempt to send a task to its purchaser's system: PENDING → IN_PROGRESS → SUCCESS, or back
 * to PENDING with the reason while retries remain; after the last, FAILED and the task ERROR
 * (an open one) with the reason. A job for an older version gives way to the newer one's job.
 * Throws on failure so that the queue retries it with backoff.
 */
export async function syncTask(deps: Deps, data: SyncJob, run: JobRun, timeoutMs = SYNC_TIMEOUT_MS) {
  const { db } = deps;
  if (data.deleted) {
    const hook = await findWebhook(db, data.deleted.companyUuid);
    if (hook)
      await deliver(
        hook.url,
        hook.secret,
        { event: 'task.deleted', version: data.version, task: data.deleted.task },
        timeoutMs,
        deps.config.WEBHOOK_ALLOW_PRIVATE,
      );
    return;
  }
  const row = await findTask(db, EVERY_TASK, data.taskUuid);
  if (!row || row.syncVersion !== data.version) return;
  const hook = await findWebhook(db, row.aggregatorCompanyUuid);
  if (!hook) {
    await stillVersion(db, row.uuid, data.version)
      .set({ syncStatus: 'SUCCESS', syncError: null, syncedAt: sql<Date>`now()` })
      .execute();
    return;
  }
  await stillVersion(db, row.uuid, data.version)
    .set({ syncStatus: 'IN_PROGRESS', syncAttempts: sql<number>`sync_attempts + 1` })
    .execute();
  try {
    await deliver(
      hook.url,
      hook.secret,
      { event: 'task.changed', version: data.version, task: toWire(row) },
      timeoutMs,
      deps.config.WEBHOOK_ALLOW_PRIVATE,
    );
  } catch (error) {
    const reason = (error as Error).message;
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('tasks')
        .set({ syncStatus: run.lastAttempt ? 'FAILED' : 'PENDING', syncError: reason })
        .where('uuid', '=', row.uuid)
        .where('syncVersion', '=', data.version)
        .returning('status')
        .executeTakeFirst();
      if (marked && run.lastAttempt && isOpenTask(marked.status)) {
        await moveToError(trx, row.uuid, marked.status, reason);
      }
    });
    throw error;
  }
  await stillVersion(db, row.uuid, data.version)
    .set({ syncStatus: 'SUCCESS', syncError: null, syncedAt: sql<Date>`now()` })
    .execute();
}

/**
 * Sends a change in the caller's transaction: a job when the company has a webhook, or — with
 * nothing to send to — SUCCESS at once.
 */
export async function enqueueSync(
  deps: Deps,
  trx: Database,
  task: { uuid: string; companyUuid: string; version: number },
) {
  const hook = await findWebhook(trx, task.companyUuid);
  if (!hook) {
    await stillVersion(trx, task.uuid, task.version)
      .set({ syncStatus: 'SUCCESS', syncError: null, syncedAt: sql<Date>`now()` })
      .execute();
    return;
  }
  await deps.jobs.enqueue(trx, SYNC_JOB, { taskUuid: task.uuid, version: task.version } satisfies SyncJob);
}
