import { sql, type Transaction } from 'kysely';
import { WAITING_SLOT_STATUSES, type BookedSlotWire } from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { moveStatus, type Mover } from '../../platform/status-machine';
import { allocateDeals } from './allocate';
import { Ledger, loadPoint, type Point } from './capacity';
import { SLOT_STATUS } from './history';
import { publishSlots } from './live';

/** A third-party deal as the queue books it (modules/tasks answers it for an ACTIVE task). */
export interface TaskForQueue {
  uuid: string;
  locationUuid: string;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  /** ISO days of the delivery window. */
  deliveryDateStart: string;
  deliveryDateEnd: string;
  quantity: number;
}

/**
 * Issue 17 point 6: an ACTIVE task gets slots like an accepted offer — its quantity less what its
 * slots already hold, over its window at its point, in the caller's transaction (35742 when it
 * does not fit, and the caller's change is rolled back with it).
 */
export async function allocateTaskSlots(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  task: TaskForQueue,
  by: Mover,
): Promise<BookedSlotWire[]> {
  const point = await loadPoint(trx, task.locationUuid);
  if (!point) return [];
  const held = await trx
    .selectFrom('slots')
    .select(sql<number>`coalesce(sum(planned_volume), 0)`.as('volume'))
    .where('taskUuid', '=', task.uuid)
    .where('status', '<>', 'SLOT_CANCELED')
    .executeTakeFirstOrThrow();
  const deal = {
    offerUuid: null,
    taskUuid: task.uuid,
    ownerCompanyUuid: task.ownerCompanyUuid,
    farmerCompanyUuid: task.farmerCompanyUuid,
    locationUuid: task.locationUuid,
  };
  const volume = Math.max(0, task.quantity - Number(held.volume));
  const booked = await allocateDeals(
    trx,
    [{ deal, point, volume, from: task.deliveryDateStart, to: task.deliveryDateEnd }],
    by,
  );
  await publishSlots(deps, trx, booked, by.userUuid);
  return booked;
}

/**
 * A task suspended, completed or canceled gives back the slots still waiting for their truck:
 * each is canceled (history, audit) and its tonnes are free at once; trucks already at the gate
 * keep theirs.
 */
export async function releaseTaskSlots(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  taskUuid: string,
  by: Mover,
): Promise<void> {
  const waiting = await trx
    .selectFrom('slots')
    .select(['uuid', 'locationUuid', 'day', 'status', 'plannedVolume'])
    .where('taskUuid', '=', taskUuid)
    .where('status', 'in', WAITING_SLOT_STATUSES)
    .orderBy('day')
    .execute();
  if (waiting.length === 0) return;
  // the task's point may have changed since they were booked: each slot's own point-day is locked
  const points = new Map<string, Point>();
  for (const uuid of new Set(waiting.map((s) => s.locationUuid))) {
    const point = await loadPoint(trx, uuid);
    if (point) points.set(uuid, point);
  }
  const days = new Map(waiting.map((s) => [`${s.locationUuid}|${s.day}`, s]));
  const ledger = await Ledger.lock(
    trx,
    [...days.values()]
      .filter((s) => points.has(s.locationUuid))
      .map((s) => ({ point: points.get(s.locationUuid)!, date: s.day })),
  );
  for (const slot of waiting) {
    await moveStatus(trx, SLOT_STATUS, {
      uuid: slot.uuid,
      from: slot.status,
      to: 'SLOT_CANCELED',
      by,
      note: { changes: [] },
    });
    // a point deleted since keeps no capacity to give back
    if (points.has(slot.locationUuid))
      await ledger.addBooked(slot.locationUuid, slot.day, -Number(slot.plannedVolume));
  }
  await publishSlots(deps, trx, waiting, by.userUuid);
}
