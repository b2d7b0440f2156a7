import { TASK, type Viewer, UUID } from '@kolos/domain';
import { CONTRACT_MSG, ruDateToIso } from '@kolos/domain/contracts';
import {
  canRetrySync,
  contractVolumeRefusal,
  EDITABLE_TASK_STATUSES,
  TASK_ACTIONS,
  TASK_MSG,
  TASK_STATUS_MACHINE,
  type TaskActionKey,
  type TaskBody,
  type TaskDetailsWire,
  type TaskListQuery,
  type TaskListReply,
  type TaskUpdateBody,
} from '@kolos/domain/tasks';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { pageWithTotal } from '../../platform/list';
import { reach } from '../../platform/scope';
import { moveStatus, startHistory, type Mover } from '../../platform/status-machine';
import { authorName, readHistory } from '../../platform/status-history';
import { allocateTaskSlots, releaseTaskSlots } from '../queue';
import * as q from './queries';
import { TASK_STATUS } from './status';
import { enqueueSync, SYNC_JOB, type SyncJob } from './sync';
import { toWire } from './wire';

const APPROVED = 'APPROVED';
const taskNotFound = () => notFound(TASK_MSG.notFound);
/** A 400 that names the field, in the shape schema validation answers. */
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Who writes a task: a person of the purchaser (or an admin), or the purchaser's system by its key. */
export interface TaskWriter {
  viewer: Viewer;
  by: Mover;
  /** The partner system's name when a key creates it; null for a person. */
  source: string | null;
  ip: string | null;
}

export const writerOf = (auth: AuthContext, ip: string): TaskWriter => ({
  viewer: auth,
  by: { userUuid: auth.userUuid, actorUuid: auth.actorUuid },
  source: null,
  ip,
});

const seeScope = (viewer: Viewer) => reach(viewer, TASK, 'see');
const changeScope = (viewer: Viewer) => reach(viewer, TASK, 'change');

export async function listTasks(deps: Deps, auth: AuthContext, query: TaskListQuery): Promise<TaskListReply> {
  const { offset, limit, sortField, sortDirection, ...filters } = query;
  const { rows, total } = await pageWithTotal(
    q.listTasks(deps.db, seeScope(auth), filters, { field: sortField, direction: sortDirection }),
    { offset, limit },
  );
  return { tasks: rows.map(toWire), totalCount: total };
}

async function details(deps: Deps, viewer: Viewer, uuid: string): Promise<TaskDetailsWire> {
  const row = await q.findTask(deps.db, seeScope(viewer), uuid);
  if (!row) throw taskNotFound();
  const history = await readHistory(deps.db, 'taskStatusHistory', 'taskUuid', uuid);
  return {
    ...toWire(row),
    history: history.map((h) => ({
      status: h.status,
      previousStatus: h.previousStatus,
      reason: h.statusReason,
      createdAt: new Date(h.createdAt).toISOString(),
      userName: authorName(h),
    })),
  };
}

export async function getTask(deps: Deps, auth: AuthContext, uuid: string): Promise<TaskDetailsWire> {
  if (!UUID.test(uuid)) throw taskNotFound();
  return details(deps, auth, uuid);
}

/**
 * The rules beyond the form's: the acceptance point is the writer's company's, the crop and the
 * farmer exist (and passed moderation), an FCA address is the farmer's and readable, a REROUTE
 * names an accepted deal of the company with that farmer, a CONTRACT_FOR_OFFERS a confirmed
 * contract with that farmer and crop whose remaining tonnes hold the quantity (locked: two tasks
 * never both take the last tonnes). Answers the columns to store.
 */
async function checked(trx: Transaction<DB>, writer: TaskWriter, body: TaskBody, taskUuid: string | null) {
  const point = await q.findAcceptancePoint(trx, body.aggregatorLocationUuid);
  const company = writer.viewer.userType === 'admin' ? point?.companyUuid : writer.viewer.companyUuid;
  // another company's acceptance point looks exactly like a missing one
  if (!point || point.companyUuid !== company) {
    throw fieldError('aggregatorLocationUuid', CONTRACT_MSG.pointNotFound);
  }
  if (!(await q.cultureExists(trx, body.productUuid)))
    throw fieldError('productUuid', CONTRACT_MSG.productNotFound);
  const farmer = await q.findFarmerCompany(trx, body.farmerCompanyUuid);
  if (!farmer) throw fieldError('farmerCompanyUuid', CONTRACT_MSG.supplierNotFound);
  if (farmer.status !== APPROVED) throw fieldError('farmerCompanyUuid', CONTRACT_MSG.supplierNotApproved);
  let farmerLocationUuid: string | null = null;
  if (body.deliveryType === 'BUYER') {
    const uuid = body.farmerLocationUuid!;
    if (!(await q.findShippingPoint(trx, writer.viewer, uuid, farmer.uuid))) {
      throw fieldError('farmerLocationUuid', CONTRACT_MSG.shippingPointNotFound);
    }
    farmerLocationUuid = uuid;
  }
  let offerUuid: string | null = null;
  if (body.taskType === 'REROUTE') {
    const offer = await q.findAcceptedOffer(trx, point.companyUuid, body.offerUuid!);
    if (!offer || offer.farmerCompanyUuid !== farmer.uuid)
      throw fieldError('offerUuid', TASK_MSG.offerNotFound);
    offerUuid = offer.uuid;
  }
  let contractUuid: string | null = null;
  if (body.taskType === 'CONTRACT_FOR_OFFERS') {
    const contract = await q.lockConfirmedContract(trx, point.companyUuid, body.contractUuid!, taskUuid);
    if (!contract) throw fieldError('contractUuid', TASK_MSG.contractNotFound);
    if (contract.farmerCompanyUuid !== farmer.uuid || contract.productUuid !== body.productUuid) {
      throw fieldError('contractUuid', TASK_MSG.contractMismatch);
    }
    const refusal = contractVolumeRefusal(contract.quantity, contract.taken, body.quantity);
    if (refusal) throw fieldError('quantity', refusal);
    contractUuid = contract.uuid;
  }
  return {
    companyUuid: point.companyUuid,
    columns: {
      aggregatorLocationUuid: point.uuid,
      productUuid: body.productUuid,
      farmerCompanyUuid: farmer.uuid,
      farmerLocationUuid,
      deliveryDateStart: ruDateToIso(body.deliveryDateStart)!,
      deliveryDateEnd: ruDateToIso(body.deliveryDateEnd)!,
      deliveryType: body.deliveryType,
      quantity: body.quantity,
      price: body.price,
      humidity: body.humidity,
      comment: body.comment ?? '',
      taskType: body.taskType,
      withoutAdditionalAgreement: body.withoutAdditionalAgreement ?? false,
      withoutIndication: body.withoutIndication ?? false,
      contractUuid,
      offerUuid,
    },
  };
}

/** POST /personal/offers/task and the partner's create: a new INACTIVE task, sent at once. */
export async function createTask(deps: Deps, writer: TaskWriter, body: TaskBody): Promise<TaskDetailsWire> {
  const uuid = newId();
  await deps.db.transaction().execute(async (trx) => {
    const { companyUuid, columns } = await checked(trx, writer, body, null);
    await q.insertTask(trx, {
      uuid,
      aggregatorCompanyUuid: companyUuid,
      ...columns,
      source: writer.source,
      createdBy: writer.by.userUuid,
    });
    await startHistory(trx, TASK_STATUS, { uuid, status: 'INACTIVE', by: writer.by, note: {} });
    await writeAudit(trx, {
      action: 'task.create',
      actorUuid: auditActor(writer.by),
      targetUuid: uuid,
      ip: writer.ip,
      ...(writer.source ? { detail: { source: writer.source } } : {}),
    });
    await enqueueSync(deps, trx, { uuid, companyUuid, version: 1 });
  });
  return details(deps, writer.viewer, uuid);
}

/** The task the writer may change (404 otherwise, another company's included). */
async function changeable(deps: Deps, viewer: Viewer, uuid: string) {
  if (!UUID.test(uuid)) throw taskNotFound();
  const row = await q.findTask(deps.db, changeScope(viewer), uuid);
  if (!row) throw taskNotFound();
  return row;
}

/** PUT /offers/task: the whole form again, while the task is open and not in ERROR; sent again. */
export async function updateTask(deps: Deps, auth: AuthContext, body: TaskUpdateBody, ip: string) {
  const writer = writerOf(auth, ip);
  const row = await changeable(deps, auth, body.uuid);
  if (!(EDITABLE_TASK_STATUSES as readonly string[]).includes(row.status))
    throw conflict(TASK_MSG.notEditable);
  await deps.db.transaction().execute(async (trx) => {
    const { companyUuid, columns } = await checked(trx, writer, body, row.uuid);
    if (companyUuid !== row.aggregatorCompanyUuid) {
      throw fieldError('aggregatorLocationUuid', CONTRACT_MSG.pointNotFound);
    }
    const version = await q.updateTask(trx, row.uuid, EDITABLE_TASK_STATUSES, columns);
    if (version === undefined) throw conflict(TASK_MSG.notEditable);
    // an active deal's point, window or tonnes changed: its waiting trucks are planned again
    if (row.status === 'ACTIVE') {
      await releaseTaskSlots(deps, trx, row.uuid, writer.by);
      await queueFollows(deps, trx, row.uuid, 'ACTIVE', auth);
    }
    await writeAudit(trx, {
      action: 'task.update',
      actorUuid: auditActor(writer.by),
      targetUuid: row.uuid,
      ip,
    });
    await enqueueSync(deps, trx, { uuid: row.uuid, companyUuid, version });
  });
  return details(deps, auth, row.uuid);
}

/**
 * The queue follows the task's status (issue 17 point 6): ACTIVE books its slots like an accepted
 * offer (35742 refuses the move when they do not fit); suspended, completed or canceled gives back
 * the slots still waiting for a truck. Same transaction as the move.
 */
async function queueFollows(deps: Deps, trx: Transaction<DB>, uuid: string, to: string, auth: AuthContext) {
  const by = { userUuid: auth.userUuid, actorUuid: auth.actorUuid };
  if (to === 'ACTIVE') {
    const task = await q.taskForSlots(trx, uuid);
    if (task) await allocateTaskSlots(deps, trx, task, by);
  } else if (to === 'SUSPENDED' || to === 'COMPLETED' || to === 'CANCELED') {
    await releaseTaskSlots(deps, trx, uuid, by);
  }
}

/** A status move a person makes (the row menu), sent to the purchaser's system with it. */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  key: TaskActionKey,
  ip: string,
) {
  const row = await changeable(deps, auth, uuid);
  const action = TASK_ACTIONS.find((a) => a.key === key)!;
  if (!(action.from as readonly string[]).includes(row.status)) {
    throw conflict(TASK_STATUS_MACHINE.refusal(row.status, action.to));
  }
  await deps.db.transaction().execute(async (trx) => {
    await moveStatus(trx, TASK_STATUS, {
      uuid,
      from: row.status,
      to: action.to,
      by: { userUuid: auth.userUuid, actorUuid: auth.actorUuid },
      ip,
      note: {},
    });
    await queueFollows(deps, trx, uuid, action.to, auth);
    const version = await q.markForSync(trx, uuid);
    await enqueueSync(deps, trx, { uuid, companyUuid: row.aggregatorCompanyUuid, version });
  });
  return details(deps, auth, uuid);
}

/**
 * 'Повторить': a sync that failed for good is sent again; a task the failure put in ERROR goes
 * back to the status it had.
 */
export async function retrySync(deps: Deps, auth: AuthContext, uuid: string, ip: string) {
  const row = await changeable(deps, auth, uuid);
  if (!canRetrySync(row.syncStatus)) throw conflict(TASK_MSG.notRetriable);
  await deps.db.transaction().execute(async (trx) => {
    if (row.status === 'ERROR') {
      await moveStatus(trx, TASK_STATUS, {
        uuid,
        from: 'ERROR',
        to: row.statusBeforeError ?? 'INACTIVE',
        by: { userUuid: auth.userUuid, actorUuid: auth.actorUuid },
        ip,
        note: { reason: TASK_MSG.retry },
        set: { statusBeforeError: null },
      });
      await queueFollows(deps, trx, uuid, row.statusBeforeError ?? 'INACTIVE', auth);
    }
    const version = await q.markForSync(trx, uuid);
    await writeAudit(trx, { action: 'task.sync.retry', actorUuid: auditActor(auth), targetUuid: uuid, ip });
    await enqueueSync(deps, trx, { uuid, companyUuid: row.aggregatorCompanyUuid, version });
  });
  return details(deps, auth, uuid);
}

/**
 * DELETE /offers/task/{id}: an INACTIVE task (never active, so never given slots) is deleted and
 * the purchaser's system told; any other open one is CANCELED instead; a closed one is a 409.
 */
export async function deleteTask(deps: Deps, auth: AuthContext, uuid: string, ip: string) {
  const row = await changeable(deps, auth, uuid);
  if (row.status !== 'INACTIVE') {
    return { deleted: false, task: await changeStatus(deps, auth, uuid, 'cancel', ip) };
  }
  await deps.db.transaction().execute(async (trx) => {
    const gone = await q.deleteTask(trx, uuid, 'INACTIVE');
    // moved by someone else meanwhile: refuse on the status it has now
    if (Number(gone.numDeletedRows) !== 1)
      throw conflict(TASK_STATUS_MACHINE.refusal(row.status, 'CANCELED'));
    await writeAudit(trx, { action: 'task.delete', actorUuid: auditActor(auth), targetUuid: uuid, ip });
    if (await q.findWebhook(trx, row.aggregatorCompanyUuid)) {
      const job: SyncJob = {
        taskUuid: uuid,
        version: row.syncVersion + 1,
        deleted: { companyUuid: row.aggregatorCompanyUuid, task: toWire(row) },
      };
      await deps.jobs.enqueue(trx, SYNC_JOB, job);
    }
  });
  return { deleted: true, task: null };
}
