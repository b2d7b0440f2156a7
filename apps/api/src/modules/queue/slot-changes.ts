import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import {
  ARRIVAL_CONFIRM_MSG,
  arrivalNoteAt,
  QUEUE_DEFAULTS,
  QUEUE_MSG,
  SLOT_STATUS_MACHINE,
  SLOT_UPDATE_MSG,
  slotChanges,
  type ArrivalNote,
  WAITING_SLOT_STATUSES,
  waitingStatusOf,
  type SlotChangeField,
  type SlotCar,
  type SlotDriver,
  type SlotStatus,
  type CheckInBody,
  type SlotUpdateBody,
  type SlotWire,
} from '@kolos/domain/queue';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { moveStatus } from '../../platform/status-machine';
import { followDriver, slotOfCode } from './driver-link';
import { publishSlot } from './live';
import { SLOT_GATE, TRUCK_NAMED } from './slot-hooks';
import * as q from './slot-queries';
import { slotWire } from './slot-reads';
import { Ledger, loadPoint, type Point } from './capacity';
import { SLOT_STATUS, writeSlotHistory } from './history';

const isWaiting = (status: SlotStatus) => (WAITING_SLOT_STATUSES as readonly string[]).includes(status);
/** Slots whose truck came and went, or never will: their car and driver are history. */
const CLOSED: readonly SlotStatus[] = ['SLOT_UNLOADED', 'SLOT_REFUSED', 'SLOT_NO_SHOW', 'SLOT_CANCELED'];
const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const textOf = (v: number | null) => (v === null ? null : String(v));

/** The point and day of a slot the caller may change, to lock before it (else 404). */
async function capacityOf(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
): Promise<{ point: Point; date: string }> {
  const slot = await deps.db
    .selectFrom('slots as s')
    .select(['s.locationUuid', 's.day'])
    .where('s.uuid', '=', uuid)
    .where(q.slotsChangeableBy(auth))
    .executeTakeFirst();
  const point = slot && (await loadPoint(deps.db, slot.locationUuid));
  if (!slot || !point) throw notFound(QUEUE_MSG.slotNotFound);
  return { point, date: slot.day };
}

/** Refusals that need no row: who may send what, and what goes with what. */
function checkBody(auth: AuthContext, body: SlotUpdateBody): void {
  const marks =
    body.plannedVolume !== undefined ||
    body.status !== undefined ||
    body.unloadStart !== undefined ||
    body.unloadedVolume !== undefined ||
    body.confirmOutsideWindow !== undefined ||
    body.docsOverrideReason !== undefined;
  if (!marks && body.car === undefined && body.driver === undefined)
    throw badRequest(SLOT_UPDATE_MSG.nothingToChange);
  if (auth.userType === 'farmer' && marks) throw forbidden(SLOT_UPDATE_MSG.farmerOnlyCarDriver);
  if (body.status === 'SLOT_UNLOADED' && body.unloadedVolume === undefined)
    throw badRequest(SLOT_UPDATE_MSG.unloadedVolumeRequired);
}

/**
 * PUT slots (issue 17 points 2 and 4). A farmer names the car and driver of his company's waiting
 * slots; staff with the Slots update right also mark arrival (inside the window, or confirmed and
 * recorded as early or late), unloading started, unloaded with the weighed volume, and no-show.
 * Naming both car and driver moves a waiting slot to car assigned, clearing either moves it back.
 * The row is locked for the change; history, audit and the live event go in its transaction.
 */
export async function updateSlot(
  deps: Deps,
  auth: AuthContext,
  body: SlotUpdateBody,
  meta: RequestMeta,
): Promise<SlotWire> {
  checkBody(auth, body);
  // Planned tonnes are capacity: the point-day is locked before the slot, in the order every
  // capacity write takes them (docs/queue.md "Locking"), so a cancel beside it cannot deadlock.
  const capacity = body.plannedVolume === undefined ? null : await capacityOf(deps, auth, body.uuid);
  await deps.db.transaction().execute(async (trx) => {
    const ledger = capacity && (await Ledger.lock(trx, [capacity]));
    await changeSlot(deps, trx, auth, body, meta, capacity && ledger ? { ...capacity, ledger } : null);
  });
  return slotWire(deps, auth, body.uuid);
}

/**
 * POST /slots/check-in (issue 29 point 17): the gate types the driver's code, and the slot it
 * finds is marked arrived by the arrival action above — its window, confirmation and the papers'
 * gate included.
 */
export async function checkIn(
  deps: Deps,
  auth: AuthContext,
  body: CheckInBody,
  meta: RequestMeta,
): Promise<SlotWire> {
  const uuid = await slotOfCode(deps, auth, body.code);
  const confirm =
    body.confirmOutsideWindow === undefined ? {} : { confirmOutsideWindow: body.confirmOutsideWindow };
  return updateSlot(deps, auth, { uuid, status: 'SLOT_ARRIVED', ...confirm }, meta);
}

/**
 * Issue 29 point 16, POST /slots/assign: a truck and driver named for one slot inside the caller's
 * transaction, by exactly PUT slots' rule (who, which status, history, audit, the truck kept, the
 * live event) — the caller names several slots in one transaction, all or nothing.
 */
export async function nameTruck(
  deps: Deps,
  trx: Transaction<DB>,
  auth: AuthContext,
  change: { uuid: string; car: SlotCar; driver: SlotDriver },
  meta: RequestMeta,
): Promise<void> {
  checkBody(auth, change);
  await changeSlot(deps, trx, auth, change, meta, null);
}

/** One slot's change in the caller's transaction (its point-day already locked for planned tonnes). */
async function changeSlot(
  deps: Deps,
  trx: Transaction<DB>,
  auth: AuthContext,
  body: SlotUpdateBody,
  meta: RequestMeta,
  capacity: { point: Point; date: string; ledger: Ledger } | null,
): Promise<void> {
  const slot = await trx
    .selectFrom('slots as s')
    .selectAll('s')
    .where('s.uuid', '=', body.uuid)
    .where(q.slotsChangeableBy(auth))
    .forUpdate()
    .executeTakeFirst();
  if (!slot) throw notFound(QUEUE_MSG.slotNotFound);
  if (capacity && slot.day !== capacity.date) throw conflict(SLOT_UPDATE_MSG.slotMoved);
  const carOrDriver = body.car !== undefined || body.driver !== undefined;
  if (auth.userType === 'farmer' && !isWaiting(slot.status))
    throw conflict(SLOT_UPDATE_MSG.carOnlyWhileWaiting);
  if (carOrDriver && CLOSED.includes(slot.status)) throw conflict(SLOT_UPDATE_MSG.slotClosed);
  if (body.status && !SLOT_STATUS_MACHINE.allows(slot.status, body.status))
    throw conflict(SLOT_STATUS_MACHINE.refusal(slot.status, body.status));

  const before: Partial<Record<SlotChangeField, string | null>> = {
    carNumber: slot.carNumber,
    trailerNumber: slot.trailerNumber,
    driverFullname: slot.driverFullname,
    driverPhone: slot.driverPhone,
    arrivedAt: isoOf(slot.arrivedAt),
    arrivalNote: slot.arrivalNote,
    unloadStartAt: isoOf(slot.unloadStartAt),
    unloadedVolume: textOf(slot.unloadedVolume),
    plannedVolume: textOf(slot.plannedVolume),
    docsOverride: null,
  };
  const after = { ...before };
  const now = new Date();
  if (capacity && body.plannedVolume !== undefined) {
    if (!isWaiting(slot.status)) throw conflict(SLOT_UPDATE_MSG.plannedOnlyWhileWaiting);
    const delta = body.plannedVolume - Number(slot.plannedVolume);
    const { day } = capacity.ledger.day(capacity.point, slot.day);
    const free = Math.max(0, day.quantity - day.bookedVolume);
    if (delta > 1e-6 && free + 1e-6 < delta)
      throw await capacity.ledger.refuse(capacity.point, Math.floor(free), slot.day, now);
    if (delta !== 0) await capacity.ledger.addBooked(slot.locationUuid, slot.day, delta);
    after.plannedVolume = String(body.plannedVolume);
  }
  if (body.car !== undefined) {
    after.carNumber = body.car?.number ?? null;
    after.trailerNumber = body.car?.trailerNumber || null;
  }
  if (body.driver !== undefined) {
    after.driverFullname = body.driver?.fullname ?? null;
    after.driverPhone = body.driver?.phone ?? null;
  }
  if (body.status === 'SLOT_ARRIVED') {
    const point = await q.pointOfSlot(trx, slot.locationUuid);
    const arrivalTime = point.schedule.arrivalTime ?? QUEUE_DEFAULTS.arrivalTime;
    const note = arrivalNoteAt(
      { startAt: new Date(slot.startAt), endAt: new Date(slot.endAt) },
      arrivalTime,
      now,
    );
    if (note && !body.confirmOutsideWindow) throw conflict(ARRIVAL_CONFIRM_MSG[note], { arrival: note });
    after.arrivedAt = now.toISOString();
    after.arrivalNote = note;
  }
  if (body.unloadStart) {
    if (slot.status !== 'SLOT_ARRIVED' && body.status !== 'SLOT_ARRIVED')
      throw conflict(SLOT_UPDATE_MSG.unloadNotArrived);
    if (slot.unloadStartAt) throw conflict(SLOT_UPDATE_MSG.unloadStarted);
    after.unloadStartAt = now.toISOString();
  }
  if (body.unloadedVolume !== undefined) {
    if (body.status !== 'SLOT_UNLOADED' && slot.status !== 'SLOT_UNLOADED')
      throw badRequest(SLOT_UPDATE_MSG.unloadedVolumeOnlyUnloaded);
    after.unloadedVolume = String(body.unloadedVolume);
  }

  // issue 20, the gate (after the queue's own refusals): the point's required trip documents
  // approved, or an override by 'Настройки очереди' recorded in the history and the audit
  if (body.status === 'SLOT_ARRIVED' || body.status === 'SLOT_UNLOADED' || body.unloadStart)
    after.docsOverride = await deps.hooks.of(SLOT_GATE)(trx, auth, slot, body.docsOverrideReason, meta.ip);
  const changes = slotChanges(before, after);
  const named = (v: string | null | undefined) => v || null;
  const to: SlotStatus =
    body.status ??
    (isWaiting(slot.status) ? waitingStatusOf(after.carNumber, after.driverFullname) : slot.status);
  if (changes.length === 0 && to === slot.status) return;
  const set = {
    carNumber: named(after.carNumber),
    trailerNumber: named(after.trailerNumber),
    driverFullname: named(after.driverFullname),
    driverPhone: named(after.driverPhone),
    arrivedAt: after.arrivedAt ? new Date(after.arrivedAt) : null,
    arrivalNote: (after.arrivalNote ?? null) as ArrivalNote | null,
    unloadStartAt: after.unloadStartAt ? new Date(after.unloadStartAt) : null,
    unloadedVolume: after.unloadedVolume ? Number(after.unloadedVolume) : null,
    plannedVolume: Number(after.plannedVolume),
  };
  if (to !== slot.status) {
    await moveStatus(trx, SLOT_STATUS, {
      uuid: slot.uuid,
      from: slot.status,
      to,
      by: auth,
      ip: meta.ip,
      set,
      note: { changes },
    });
  } else {
    await trx
      .updateTable('slots')
      .set({ ...set, updatedAt: sql<Date>`now()` })
      .where('uuid', '=', slot.uuid)
      .execute();
    await writeSlotHistory(trx, [{ slotUuid: slot.uuid, from: null, to: null, by: auth, changes }]);
    await writeAudit(trx, {
      action: 'slot.update',
      actorUuid: auditActor(auth),
      targetUuid: slot.uuid,
      ip: meta.ip,
      detail: { changes },
    });
  }
  // issue 18: a truck named for a slot is kept for the farmer company and offered next time
  if (carOrDriver && after.carNumber && after.driverFullname && after.driverPhone)
    await deps.hooks.of(TRUCK_NAMED)(
      trx,
      {
        ownerCompanyUuid: slot.farmerCompanyUuid,
        car: { number: after.carNumber, trailerNumber: after.trailerNumber ?? '' },
        driver: { fullname: after.driverFullname, phone: after.driverPhone },
        tonnes: null,
        plannedVolume: Number(after.plannedVolume),
      },
      auth.userUuid,
    );
  // issue 29 point 17: a truck and driver named send the driver his link (once per driver)
  if (carOrDriver) await followDriver(deps, trx, { uuid: slot.uuid, ...set });
  await publishSlot(deps, trx, slot.uuid, auth.userUuid);
}
