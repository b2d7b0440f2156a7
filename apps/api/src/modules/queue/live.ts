import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { publishEvent } from '../../platform/events';

/**
 * Publishes `slot.changed` in the change's transaction (ADR 0067; a rolled-back change publishes
 * nothing), with the slot's fields as they are now in it. The point's company staff hear every
 * slot of the point, a farmer only his company's (receiver.ts). Every write of a slot calls it —
 * this area's and the queue's (booking, transfer, cancel).
 */
export async function publishSlot(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  slotUuid: string,
  /** The user who made the change; null for the server's own moves (the no-show job). */
  actor: string | null,
): Promise<void> {
  const s = await trx
    .selectFrom('slots')
    .select([
      'id',
      'locationUuid',
      'ownerCompanyUuid',
      'farmerCompanyUuid',
      'offerUuid',
      'taskUuid',
      'status',
      'startAt',
      'endAt',
      'plannedVolume',
      'carNumber',
      'arrivalNote',
      'unloadStartAt',
      'unloadedVolume',
    ])
    .where('uuid', '=', slotUuid)
    .executeTakeFirstOrThrow();
  await publishEvent(deps, trx, {
    type: 'slot.changed',
    slotUuid,
    locationUuid: s.locationUuid,
    ownerCompanyUuid: s.ownerCompanyUuid,
    farmerCompanyUuid: s.farmerCompanyUuid,
    actorUuid: actor,
    fields: {
      id: Number(s.id),
      offerUuid: s.offerUuid,
      taskUuid: s.taskUuid,
      status: s.status,
      startAt: new Date(s.startAt).toISOString(),
      endAt: new Date(s.endAt).toISOString(),
      plannedVolume: Number(s.plannedVolume),
      carNumber: s.carNumber,
      arrivalNote: s.arrivalNote,
      unloadStartAt: s.unloadStartAt && new Date(s.unloadStartAt).toISOString(),
      unloadedVolume: s.unloadedVolume === null ? null : Number(s.unloadedVolume),
    },
  });
}

/** Every slot a write booked or changed, one event each (the screens refresh on any of them). */
export async function publishSlots(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  slots: readonly { uuid: string }[],
  actor: string | null,
): Promise<void> {
  for (const slot of slots) await publishSlot(deps, trx, slot.uuid, actor);
}
