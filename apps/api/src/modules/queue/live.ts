import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { publishEvents } from '../../platform/events';

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
  await publishSlots(deps, trx, [{ uuid: slotUuid }], actor);
}

/**
 * `publishSlot` for the slots of one change (a deal's trucks booked at once): one read of them and
 * one write of their events, however many — a booking holds its point-days' lock meanwhile.
 */
export async function publishSlots(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  slots: readonly { uuid: string }[],
  actor: string | null,
): Promise<void> {
  if (slots.length === 0) return;
  const rows = await trx
    .selectFrom('slots')
    .select([
      'uuid',
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
    .where(
      'uuid',
      'in',
      slots.map((s) => s.uuid),
    )
    .orderBy('id')
    .execute();
  await publishEvents(
    deps,
    trx,
    rows.map((s) => ({
      type: 'slot.changed' as const,
      slotUuid: s.uuid,
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
    })),
  );
}
