import { sql, type Transaction } from 'kysely';
import { canAccess, OWNED, SLOT, UUID } from '@kolos/domain';
import {
  allocateNow,
  datesBetween,
  effectiveDay,
  farmerBookingRefusal,
  farmerCancelRefusal,
  freeSlots,
  pointDate,
  QUEUE_MSG,
  showsSlotsParams,
  slotTimeAt,
  slotTimes,
  slotTimeText,
  SLOTS_NOW_LOOKAHEAD_DAYS,
  FREE_CAPACITY_DAYS,
  addDays,
  transferRefusal,
  WAITING_SLOT_STATUSES,
  type BookedSlotWire,
  type QueueDayBody,
  type QueueDayWire,
} from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { moveStatus } from '../../platform/status-machine';
import { canChange } from '../../platform/scope';
import {
  allocateAcceptedOffers,
  allocateDeals,
  dealsAtPoint,
  offerRequest,
  offersForSlots,
  slottedVolume,
  type OfferForSlots,
} from './allocate';
import { Ledger, loadPoint, readDays, toBooked, todayAt, type Point } from './capacity';
import { SLOT_STATUS, writeSlotHistory } from './history';
import { publishSlot, publishSlots } from './live';
import { noticeSlotFarmers } from '../notifications';

const pointNotFound = () => notFound(QUEUE_MSG.pointNotFound);
const offerNotFound = () => notFound(QUEUE_MSG.offerNotFound);
const slotNotFound = () => notFound(QUEUE_MSG.slotNotFound);

/** An acceptance point of the caller's company (an admin's: any); another company's is 404. */
async function managedPoint(deps: Deps, auth: AuthContext, uuid: string): Promise<Point> {
  const point = UUID.test(uuid) ? await loadPoint(deps.db, uuid) : undefined;
  if (!point || !canChange(auth, OWNED, { owner: point.ownerCompanyUuid })) throw pointNotFound();
  return point;
}

/**
 * An accepted offer the caller books for: on an auction of his company (staff), or his company's
 * own (a farmer, issue 29 point 15) — the deal has the parties of its slots (SLOT); else 404.
 */
export async function managedOffer(deps: Deps, auth: AuthContext, uuid: string): Promise<OfferForSlots> {
  const [offer] = await offersForSlots(deps.db, [uuid], false);
  if (!offer || !canChange(auth, SLOT, { owner: offer.ownerCompanyUuid, farmer: offer.farmerCompanyUuid }))
    throw offerNotFound();
  if (offer.status !== 'OFFER_ACCEPTED') throw conflict(QUEUE_MSG.offerNotAccepted);
  return offer;
}

/** POST allocate-slots: each accepted offer's volume without slots gets them (nothing left: none). */
export async function allocateSlots(deps: Deps, auth: AuthContext, body: { offers: string[] }) {
  const uuids = [...new Set(body.offers)];
  for (const uuid of uuids) await managedOffer(deps, auth, uuid);
  const items = await deps.db.transaction().execute(async (trx) => {
    const booked = await allocateAcceptedOffers(trx, uuids, auth);
    await publishSlots(deps, trx, booked, auth.userUuid);
    return booked;
  });
  return { items };
}

/**
 * POST allocate-extra-slots: `volume` t more for the deal, spread over its delivery window. The
 * volume is given, not derived from the offer, so only the point-days are locked.
 */
export async function allocateExtraSlots(
  deps: Deps,
  auth: AuthContext,
  body: { offerUuid: string; volume: number },
) {
  const offer = await managedOffer(deps, auth, body.offerUuid);
  const request = await offerRequest(deps.db, offer, body.volume);
  const items = await deps.db.transaction().execute(async (trx) => {
    const booked = await allocateDeals(trx, [request], auth);
    await publishSlots(deps, trx, booked, auth.userUuid);
    return booked;
  });
  return { items };
}

/** POST allocate-slots-now: `count` urgent trucks in the first free slot times from now. */
export async function allocateSlotsNow(
  deps: Deps,
  auth: AuthContext,
  body: { offerUuid: string; count: number },
) {
  const offer = await managedOffer(deps, auth, body.offerUuid);
  const { point, deal } = await offerRequest(deps.db, offer, 0);
  const now = new Date();
  const today = todayAt(point, now);
  const dates = datesBetween(today, addDays(today, SLOTS_NOW_LOOKAHEAD_DAYS - 1));
  const items = await deps.db.transaction().execute(async (trx) => {
    const ledger = await Ledger.lock(
      trx,
      dates.map((date) => ({ point, date })),
    );
    const result = allocateNow({ count: body.count, days: ledger.window(point, dates), now });
    if (!result.ok) throw await ledger.refuse(point, result.detail, dates.at(-1)!, now);
    const booked = await ledger.book(deal, result.slots, auth);
    await publishSlots(deps, trx, booked, auth.userUuid);
    return booked;
  });
  return { items };
}

/**
 * POST /free-slots-quantity: free truck places and tonnes of the caller's points by day; without
 * dates, each point's FREE_CAPACITY_DAYS from its own today (the point's zone decides the day,
 * not the caller's clock: docs/queue.md "Free capacity").
 */
export async function freeSlotsQuantity(
  deps: Deps,
  auth: AuthContext,
  body: { locationUuids: string[]; dateFrom?: string | undefined; dateTo?: string | undefined },
) {
  const now = new Date();
  const items = [];
  for (const uuid of [...new Set(body.locationUuids)]) {
    const point = await managedPoint(deps, auth, uuid);
    const from = body.dateFrom ?? todayAt(point, now);
    const dates = datesBetween(from, body.dateTo ?? addDays(from, FREE_CAPACITY_DAYS - 1));
    for (const day of await readDays(deps.db, point, dates))
      items.push({ locationUuid: uuid, ...freeSlots(day, now) });
  }
  return { items };
}

/** GET /slot-deals/{locationUuid}: the accepted deals the point's queue books for (issue 28 point 9). */
export async function slotDeals(deps: Deps, auth: AuthContext, locationUuid: string) {
  const point = await managedPoint(deps, auth, locationUuid);
  return { items: await dealsAtPoint(deps.db, point, todayAt(point, new Date())) };
}

/**
 * POST slots: staff add one slot by hand at a slot time of their point; a farmer books one for his
 * own deal (issue 29 point 15) at its point, 3 h ahead, within its window and the tonnes it has
 * left — both under the same point-day lock and capacity rules. The farmer's deal row is locked
 * first (as the allocation does), so parallel bookings never book more than the deal.
 */
export async function addSlot(
  deps: Deps,
  auth: AuthContext,
  body: { offerUuid: string; locationUuid?: string | undefined; startAt: string; plannedVolume: number },
): Promise<BookedSlotWire> {
  const farmer = auth.userType === 'farmer';
  const offer = await managedOffer(deps, auth, body.offerUuid);
  const point =
    farmer || !body.locationUuid
      ? (await offerRequest(deps.db, offer, 0)).point
      : await managedPoint(deps, auth, body.locationUuid);
  if (point.ownerCompanyUuid !== offer.ownerCompanyUuid) throw pointNotFound();
  if (body.locationUuid && body.locationUuid !== point.uuid && farmer) throw pointNotFound();
  const startAt = new Date(body.startAt);
  const date = pointDate(startAt, point.settings.utcOffsetMinutes);
  const [booked] = await deps.db.transaction().execute(async (trx) => {
    let volume = body.plannedVolume;
    if (farmer) {
      const [now] = await offersForSlots(trx, [offer.uuid], true);
      if (now?.status !== 'OFFER_ACCEPTED') throw conflict(QUEUE_MSG.offerNotAccepted);
      const refusal = farmerBookingRefusal({ now: new Date(), startAt, date, from: now.from, to: now.to });
      if (refusal) throw conflict(refusal);
      const left = now.acceptedVolume - ((await slottedVolume(trx, [offer.uuid])).get(offer.uuid) ?? 0);
      if (left < 1e-6) throw conflict(QUEUE_MSG.nothingToAllocate);
      volume = Math.min(volume, Math.round(left * 1000) / 1000);
    }
    const ledger = await Ledger.lock(trx, [{ point, date }]);
    const day = ledger.day(point, date);
    const time = slotTimeAt(day.day, startAt);
    if (!time) throw badRequest(QUEUE_MSG.notASlotTime);
    if ((day.used[time.startAt.toISOString()] ?? 0) >= day.day.carsInSlot)
      throw conflict(QUEUE_MSG.slotTimeFull);
    const free = Math.max(0, day.day.quantity - day.day.bookedVolume);
    if (free + 1e-6 < volume) throw await ledger.refuse(point, Math.floor(free), date, new Date());
    const added = await ledger.book(
      {
        offerUuid: offer.uuid,
        taskUuid: null,
        ownerCompanyUuid: offer.ownerCompanyUuid,
        farmerCompanyUuid: offer.farmerCompanyUuid,
        locationUuid: point.uuid,
      },
      [{ date, startAt: time.startAt, endAt: time.endAt, plannedVolume: volume }],
      auth,
    );
    await publishSlots(deps, trx, added, auth.userUuid);
    return added;
  });
  return booked!;
}

/** A slot the caller may change (SLOT: staff their points', a farmer his own), else 404. */
async function changeableSlot(deps: Deps, auth: AuthContext, id: string) {
  const slot = await deps.db
    .selectFrom('slots')
    .selectAll()
    .where(UUID.test(id) ? 'uuid' : 'id', '=', UUID.test(id) ? id : Number(/^\d{1,15}$/.test(id) ? id : -1))
    .executeTakeFirst();
  if (!slot || !canChange(auth, SLOT, { owner: slot.ownerCompanyUuid, farmer: slot.farmerCompanyUuid }))
    throw slotNotFound();
  return slot;
}

/** The slot again, after the lock of its days: its status and time as they are now. */
const reread = (trx: Transaction<DB>, uuid: string) =>
  trx.selectFrom('slots').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

/**
 * DELETE slots/{id}: the slot is canceled and its capacity free again at once (same transaction).
 * A farmer cancels his own waiting slot, no later than 3 h before its start (issue 29 point 15).
 */
export async function cancelSlot(deps: Deps, auth: AuthContext, id: string, meta: RequestMeta) {
  const slot = await changeableSlot(deps, auth, id);
  const point = await loadPoint(deps.db, slot.locationUuid);
  if (!point) throw slotNotFound();
  const row = await deps.db.transaction().execute(async (trx) => {
    const ledger = await Ledger.lock(trx, [{ point, date: slot.day }]);
    const now = await reread(trx, slot.uuid);
    if (auth.userType === 'farmer') {
      if (!(WAITING_SLOT_STATUSES as readonly string[]).includes(now.status))
        throw conflict(QUEUE_MSG.cancelNotWaiting);
      const refusal = farmerCancelRefusal({ now: new Date(), startAt: new Date(now.startAt) });
      if (refusal) throw conflict(refusal);
    }
    await moveStatus(trx, SLOT_STATUS, {
      uuid: slot.uuid,
      from: now.status,
      to: 'SLOT_CANCELED',
      by: auth,
      ip: meta.ip,
      note: { changes: [] },
    });
    await ledger.addBooked(slot.locationUuid, slot.day, -Number(now.plannedVolume));
    await publishSlot(deps, trx, slot.uuid, auth.userUuid);
    if (auth.userType !== 'farmer')
      await noticeSlotFarmers(
        deps,
        trx,
        now,
        {
          kind: 'slot.canceled',
          text: `Слот № ${now.id} на ${slotTimeText(new Date(now.startAt).toISOString(), point.settings.utcOffsetMinutes)} отменён`,
        },
        auth.userUuid,
      );
    return { ...now, status: 'SLOT_CANCELED' as const };
  });
  return toBooked(row);
}

/**
 * POST /slots/transfer: to a free slot time of the same point. A farmer moves his own slot only
 * SLOT_TRANSFER_MIN_HOURS ahead and at most SLOT_TRANSFER_MAX times (counted); staff any time.
 * Both days are locked (date order); tonnes move with the slot when the day changes.
 */
export async function transferSlot(
  deps: Deps,
  auth: AuthContext,
  body: { slotUuid: string; startAt: string },
  meta: RequestMeta,
): Promise<BookedSlotWire> {
  const staff = auth.userType !== 'farmer';
  // staff move trucks like they book them: Slots update (the farmer's own rule is below)
  if (staff && !canAccess(auth.subject, 'Slots', { rights: ['update'] })) throw forbidden();
  const slot = await changeableSlot(deps, auth, body.slotUuid);
  const point = await loadPoint(deps.db, slot.locationUuid);
  if (!point) throw slotNotFound();
  const startAt = new Date(body.startAt);
  const date = pointDate(startAt, point.settings.utcOffsetMinutes);
  const row = await deps.db.transaction().execute(async (trx) => {
    const ledger = await Ledger.lock(trx, [
      { point, date: slot.day },
      { point, date },
    ]);
    const now = await reread(trx, slot.uuid);
    if (!(WAITING_SLOT_STATUSES as readonly string[]).includes(now.status))
      throw conflict(QUEUE_MSG.transferNotWaiting);
    const refusal = transferRefusal({ staff, now: new Date(), startAt, transfers: now.transfers });
    if (refusal) throw conflict(refusal);
    if (new Date(now.startAt).getTime() === startAt.getTime()) throw conflict(QUEUE_MSG.transferSameTime);
    const target = ledger.day(point, date);
    const time = slotTimeAt(target.day, startAt);
    if (!time) throw badRequest(QUEUE_MSG.notASlotTime);
    if ((target.used[time.startAt.toISOString()] ?? 0) >= target.day.carsInSlot)
      throw conflict(QUEUE_MSG.slotTimeFull);
    const volume = Number(now.plannedVolume);
    if (date !== now.day) {
      const free = Math.max(0, target.day.quantity - target.day.bookedVolume);
      if (free + 1e-6 < volume) throw await ledger.refuse(point, Math.floor(free), date, new Date());
      await ledger.addBooked(point.uuid, now.day, -volume);
      await ledger.addBooked(point.uuid, date, volume);
    }
    ledger.moveCar(point.uuid, now.day, new Date(now.startAt), -1);
    ledger.moveCar(point.uuid, date, time.startAt, 1);
    const moved = await trx
      .updateTable('slots')
      .set({
        day: date,
        startAt: time.startAt,
        endAt: time.endAt,
        transfers: staff ? now.transfers : now.transfers + 1,
        updatedAt: sql<Date>`now()`,
      })
      .where('uuid', '=', slot.uuid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeSlotHistory(trx, [
      {
        slotUuid: slot.uuid,
        from: now.status,
        to: null,
        by: auth,
        changes: [
          { field: 'startAt', from: new Date(now.startAt).toISOString(), to: time.startAt.toISOString() },
        ],
      },
    ]);
    await writeAudit(trx, {
      action: 'slot.status',
      actorUuid: auditActor(auth),
      targetUuid: slot.uuid,
      ip: meta.ip,
      detail: { transfer: { from: new Date(now.startAt).toISOString(), to: time.startAt.toISOString() } },
    });
    await publishSlot(deps, trx, slot.uuid, auth.userUuid);
    if (staff)
      await noticeSlotFarmers(
        deps,
        trx,
        moved,
        {
          kind: 'slot.moved',
          text: `Слот № ${moved.id} перенесён на ${slotTimeText(time.startAt.toISOString(), point.settings.utcOffsetMinutes)}`,
        },
        auth.userUuid,
      );
    return moved;
  });
  return toBooked(row);
}

/** GET settings/location/{id}/date/{date}: the day's settings with its override and booked tonnes. */
export async function getDaySettings(deps: Deps, auth: AuthContext, locationUuid: string, date: string) {
  const point = await managedPoint(deps, auth, locationUuid);
  const [day] = await readDays(deps.db, point, [date]);
  return day!.day;
}

/**
 * PUT settings/location/{id}/date/{date}: the day's override (Slots create with showSlotsParams).
 * Under the day's lock; refused (409) when the slots already booked would no longer fit: a closed
 * day with slots, a quantity below the booked tonnes, a slot outside the hours, more cars at a
 * time than the new carsInSlot.
 */
export async function putDaySettings(
  deps: Deps,
  auth: AuthContext,
  locationUuid: string,
  date: string,
  body: QueueDayBody,
  meta: RequestMeta,
): Promise<QueueDayWire> {
  if (!showsSlotsParams(auth.subject)) throw forbidden();
  const point = await managedPoint(deps, auth, locationUuid);
  await deps.db.transaction().execute(async (trx) => {
    const ledger = await Ledger.lock(trx, [{ point, date }]);
    const { day, used } = ledger.day(point, date);
    const next = effectiveDay(point.uuid, date, point.settings, body, day.bookedVolume);
    const booked = Object.entries(used).filter(([, cars]) => cars > 0);
    if (booked.length > 0 && next.closed) throw conflict(QUEUE_MSG.dayClosedWithSlots);
    if (next.quantity < day.bookedVolume) throw conflict(QUEUE_MSG.dayBelowBooked(day.bookedVolume));
    const times = new Set(slotTimes(next).map((t) => t.startAt.toISOString()));
    if (booked.some(([at]) => !times.has(at))) throw conflict(QUEUE_MSG.slotOutsideHours);
    if (booked.some(([, cars]) => cars > next.carsInSlot)) throw conflict(QUEUE_MSG.carsBelowUsed);
    await trx
      .updateTable('queueDays')
      .set({ ...body, updatedBy: auth.userUuid, updatedAt: sql<Date>`now()` })
      .where('locationUuid', '=', point.uuid)
      .where('day', '=', date)
      .execute();
    await writeAudit(trx, {
      action: 'queue.day.update',
      actorUuid: auditActor(auth),
      targetUuid: point.uuid,
      ip: meta.ip,
      detail: { date, ...body },
    });
  });
  return getDaySettings(deps, auth, locationUuid, date);
}
