import { SLOT } from '@kolos/domain';
import {
  daysBetween,
  effectiveDay,
  QUEUE_MSG,
  SLOT_READ_MSG,
  SLOTS_RANGE_MAX_DAYS,
  utcOffsetMinutes,
  slotsOfPointReply,
  type QueueDayWire,
  type SlotFieldChange,
  type SlotHistoryWire,
  type SlotWire,
} from '@kolos/domain/queue';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { jsonBytesOf } from '../../platform/http';
import {
  GLOBAL_SCOPE,
  NO_SHOWS_SCOPE,
  pointScope,
  readVersion,
  type CachedAnswer,
} from '../../platform/read-cache';
import { reachSql, reach } from '../../platform/scope';
import { SLOT_DOCS, type SlotDocsState } from './slot-hooks';
import { authorName, readHistory } from '../../platform/status-history';
import * as q from './slot-queries';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const DAY_MS = 86_400_000;

const NO_DOCS: SlotDocsState = { docsStatus: 'SLOT_DOCS_MISSING', docsMissing: [] };

/**
 * The wire of issue 17 "The model"; `noShows` from `noShowCounts` of the same answer, `docs` the
 * trip documents' state (issue 20) from the SLOT_DOCS hook.
 */
export function toSlotWire(
  row: q.SlotRow,
  noShows: q.NoShows,
  docs: Map<string, SlotDocsState> = new Map(),
): SlotWire {
  return {
    uuid: row.uuid,
    id: Number(row.id),
    locationUuid: row.locationUuid,
    locationName: row.locationName,
    startAt: iso(row.startAt)!,
    endAt: iso(row.endAt)!,
    offerUuid: row.offerUuid,
    taskUuid: row.taskUuid,
    dealNumber: row.dealNumber === null ? null : Number(row.dealNumber),
    farmerCompanyUuid: row.farmerCompanyUuid,
    farmerCompanyName: row.farmerCompanyName,
    farmerNoShows: noShows.counts.get(row.farmerCompanyUuid) ?? 0,
    plannedVolume: Number(row.plannedVolume),
    car: row.carNumber
      ? {
          number: row.carNumber,
          trailerNumber: row.trailerNumber ?? '',
          plannedVolume: Number(row.plannedVolume),
        }
      : null,
    driver: row.driverFullname ? { fullname: row.driverFullname, phone: row.driverPhone ?? '' } : null,
    status: row.status,
    arrivedAt: iso(row.arrivedAt),
    arrivalNote: row.arrivalNote,
    unloadStartAt: iso(row.unloadStartAt),
    unloadedVolume: row.unloadedVolume === null ? null : Number(row.unloadedVolume),
    acceptanceVersion: row.acceptanceVersion,
    transfers: Number(row.transfers),
    ...(docs.get(row.uuid) ?? NO_DOCS),
  };
}

/** The wires, and until when they hold without a change (a no-show leaving its window). */
async function wiresOf(deps: Pick<Deps, 'db' | 'hooks'>, rows: q.SlotRow[]) {
  const [noShows, docs] = await Promise.all([
    q.noShowCounts(
      deps.db,
      rows.map((r) => r.farmerCompanyUuid),
    ),
    deps.hooks.of(SLOT_DOCS)(deps.db, rows),
  ]);
  return { items: rows.map((r) => toSlotWire(r, noShows, docs)), validUntil: noShows.until };
}

export const toWires = async (deps: Pick<Deps, 'db' | 'hooks'>, rows: q.SlotRow[]): Promise<SlotWire[]> =>
  (await wiresOf(deps, rows)).items;

/** One slot as its reader may see it, or 404. */
export async function slotWire(
  deps: Pick<Deps, 'db' | 'hooks'>,
  auth: AuthContext,
  uuid: string,
): Promise<SlotWire> {
  const row = await q.findSlot(deps.db, q.slotsVisibleTo(auth), uuid);
  if (!row) throw notFound(QUEUE_MSG.slotNotFound);
  return (await toWires(deps, [row]))[0]!;
}

/** GET slots/{id}: the slot and its history, oldest first. */
export async function getSlot(deps: Deps, auth: AuthContext, uuid: string) {
  const slot = await slotWire(deps, auth, uuid);
  const history: SlotHistoryWire[] = (await readHistory(deps.db, 'slotHistory', 'slotUuid', uuid)).map(
    (h) => ({
      uuid: h.uuid,
      at: new Date(h.createdAt).toISOString(),
      userName: authorName(h),
      status: h.status,
      changes: (typeof h.changes === 'string' ? JSON.parse(h.changes) : h.changes) as SlotFieldChange[],
    }),
  );
  return { slot, history };
}

/**
 * GET slots-by-offer/{id}: the slots of an accepted offer, for the staff of the auction's owner
 * and the offer's farmer company (another's offer: 404).
 */
export async function slotsByOffer(deps: Deps, auth: AuthContext, offerUuid: string) {
  const offer = await deps.db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .select('o.uuid')
    .where('o.uuid', '=', offerUuid)
    .where(reachSql(reach(auth, SLOT), { owner: 'a.ownerCompanyUuid', farmer: 'o.farmerCompanyUuid' }))
    .executeTakeFirst();
  if (!offer) throw notFound(SLOT_READ_MSG.offerNotFound);
  const rows = await q
    .slotRows(deps.db)
    .where('s.offerUuid', '=', offerUuid)
    .where(q.slotsVisibleTo(auth))
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();
  return { items: await toWires(deps, rows) };
}

/** A range of days, checked: end not before start, at most SLOTS_RANGE_MAX_DAYS. */
function rangeOf(start: string, end: string): string[] {
  const n = daysBetween(start, end);
  if (n === null) throw badRequest(SLOT_READ_MSG.rangeBackwards);
  if (n > SLOTS_RANGE_MAX_DAYS) throw badRequest(SLOT_READ_MSG.rangeTooLong);
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The queue settings of each day (effectiveDay: the point's schedule with the day's override and
 * the tonnes booked), as the allocation counts them.
 */
export function queueDays(
  point: q.PointRow,
  dates: string[],
  overrides: Awaited<ReturnType<typeof q.queueDayRows>>,
): QueueDayWire[] {
  const settings = {
    schedule: point.schedule,
    quantity: point.quantity === null ? null : Number(point.quantity),
    utcOffsetMinutes: utcOffsetMinutes(point.timezone),
  };
  const byDay = new Map(overrides.map((o) => [String(o.day).slice(0, 10), o]));
  return dates.map((date) => {
    const o = byDay.get(date);
    const override = o
      ? {
          closed: o.closed,
          openAt: o.openAt,
          closeAt: o.closeAt,
          quantity: o.quantity,
          carsInSlot: o.carsInSlot,
        }
      : null;
    return effectiveDay(point.uuid, date, settings, override, Number(o?.bookedVolume ?? 0));
  });
}

const slotsOfPointJson = jsonBytesOf(slotsOfPointReply, '/slots-by-location/:loc/date/:start/:end');

/**
 * GET slots-by-location/{loc}/date/{start}/{end}: a day or a week of one point of the caller's
 * company (another's: 404), the slots by start and each day's settings. The dates are the
 * point's own days (its region's zone); `companyOwnerUuid`, when sent, must be the point's company.
 * Kept under the point's version for every caller of the same reach (ADR 0070).
 */
export async function slotsByLocation(
  deps: Deps,
  auth: AuthContext,
  locationUuid: string,
  start: string,
  end: string,
  companyOwnerUuid: string | undefined,
): Promise<CachedAnswer> {
  const dates = rangeOf(start, end);
  const [point, version] = await Promise.all([
    q.ownPoint(deps.db, auth, locationUuid),
    readVersion(deps.db, [pointScope(locationUuid), GLOBAL_SCOPE, NO_SHOWS_SCOPE]),
  ]);
  if (!point || (companyOwnerUuid && companyOwnerUuid !== point.companyUuid))
    throw notFound(SLOT_READ_MSG.pointNotFound);
  const key = `slots-of-point ${locationUuid} ${start} ${end} ${JSON.stringify(reach(auth, SLOT))}`;
  return deps.reads.get(key, version, () => buildPointDays(deps, auth, point, dates), slotsOfPointJson);
}

async function buildPointDays(deps: Deps, auth: AuthContext, point: q.PointRow, dates: string[]) {
  const start = dates[0]!;
  const end = dates[dates.length - 1]!;
  const offset = utcOffsetMinutes(point.timezone) * 60_000;
  const from = new Date(Date.parse(`${start}T00:00:00Z`) - offset);
  const to = new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS - offset);
  const rows = await q
    .slotRows(deps.db)
    .where('s.locationUuid', '=', point.uuid)
    .where('s.startAt', '>=', from)
    .where('s.startAt', '<', to)
    .where(q.slotsVisibleTo(auth))
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();
  const overrides = await q.queueDayRows(deps.db, point.uuid, start, end);
  const { items, validUntil } = await wiresOf(deps, rows);
  return { body: { items, days: queueDays(point, dates, overrides) }, validUntil };
}

/**
 * GET /slots?dateFrom&dateTo: the caller's company's slots by day — a farmer's own deliveries
 * (the farmer's Slots view), a purchaser's staff the slots at their points. Days are the points'.
 */
export async function mySlots(deps: Deps, auth: AuthContext, dateFrom: string, dateTo: string) {
  rangeOf(dateFrom, dateTo);
  // A point's day lies within ±14 h of the UTC day: the start bound lets the index work.
  const margin = 14 * 3_600_000;
  const rows = await q
    .slotRows(deps.db)
    .where(q.slotsVisibleTo(auth))
    .where('s.startAt', '>=', new Date(Date.parse(`${dateFrom}T00:00:00Z`) - margin))
    .where('s.startAt', '<', new Date(Date.parse(`${dateTo}T00:00:00Z`) + DAY_MS + margin))
    .where('s.day', '>=', dateFrom)
    .where('s.day', '<=', dateTo)
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();
  return { items: await toWires(deps, rows) };
}

/** How many upcoming slots one answer lists: a season's trucks of a large farm. */
const UPCOMING_MAX = 500;

/**
 * GET /slots/upcoming (issue 29 point 15): the caller's slots not over yet — every day at once,
 * by start, without the canceled ones — the farmer's one list (staff: their points').
 */
export async function upcomingSlots(deps: Deps, auth: AuthContext) {
  const rows = await q
    .slotRows(deps.db)
    .where(q.slotsVisibleTo(auth))
    .where('s.endAt', '>', new Date())
    .where('s.status', '<>', 'SLOT_CANCELED')
    .orderBy('s.startAt')
    .orderBy('s.id')
    .limit(UPCOMING_MAX)
    .execute();
  return { items: await toWires(deps, rows) };
}

/** These slots as their reader may see them, by start (the answer of a change of several). */
export async function slotWiresOf(deps: Pick<Deps, 'db' | 'hooks'>, auth: AuthContext, uuids: string[]) {
  const rows = await q
    .slotRows(deps.db)
    .where(q.slotsVisibleTo(auth))
    .where('s.uuid', 'in', uuids)
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();
  return toWires(deps, rows);
}
