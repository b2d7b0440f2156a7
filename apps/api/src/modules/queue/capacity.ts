import { sql, type Kysely, type Transaction } from 'kysely';
import {
  addDays,
  datesBetween,
  effectiveDay,
  NEAREST_FREE_LOOKAHEAD_DAYS,
  nearestFreeDates,
  pointDate,
  QUEUE_MSG,
  utcOffsetMinutes,
  type BookedSlotWire,
  type CapacityDay,
  type PlannedSlot,
  type PointQueueSettings,
  type QueueDayWire,
} from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { Mover } from '../../platform/status-machine';
import { slotHistoryRows } from './history';

/*
 * The capacity of a point's day (docs/queue.md "Locking"). Every write that books or frees
 * capacity first locks the point-day rows of queue_days it touches — created on the fly by
 * `insert … on conflict do nothing`, then `select … for update` in (point, date) order, so two
 * writers never wait on each other in a cycle — and only then counts: booked_volume of the row
 * (kept in the same transaction) and the cars per slot time from slots. A second writer of the
 * same day waits for the first to commit and counts what it booked.
 */

/** An acceptance point with what its queue needs. */
export interface Point {
  uuid: string;
  ownerCompanyUuid: string;
  settings: PointQueueSettings;
}

/** A day of a point as the transaction knows it; `used` and `bookedVolume` follow its own bookings. */
export interface LedgerDay extends CapacityDay {
  day: QueueDayWire;
  used: Record<string, number>;
}

const keyOf = (locationUuid: string, date: string) => `${locationUuid}|${date}`;

/** SPEC 8 code 35742, 409: the tonnes that still fit and the nearest free days. */
export const notEnoughSlots = (detail: number, nearest: string[]) =>
  new AppError('NOT_ENOUGH_SLOTS', QUEUE_MSG.notEnoughSlots(detail), detail, { nearestFreeDates: nearest });

/** A live acceptance point (no scope: callers check the owner). */
export async function loadPoint(db: Kysely<DB>, uuid: string): Promise<Point | undefined> {
  const row = await db
    .selectFrom('locations as l')
    .leftJoin('fedRegions as fr', 'fr.uuid', 'l.fedRegionUuid')
    .select(['l.uuid', 'l.companyUuid', 'l.schedule', 'l.quantity', 'fr.timezone'])
    .where('l.uuid', '=', uuid)
    .where('l.kind', '=', 'ACCEPTANCE')
    .where('l.isDeleted', '=', false)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    ownerCompanyUuid: row.companyUuid,
    settings: {
      schedule: row.schedule,
      quantity: row.quantity === null ? null : Number(row.quantity),
      utcOffsetMinutes: utcOffsetMinutes(row.timezone),
    },
  };
}

/** The point's local date now. */
export const todayAt = (point: Point, now: Date) => pointDate(now, point.settings.utcOffsetMinutes);

/**
 * Loads the days of these points (each key a point and a date), locked for the transaction when
 * `lock`: the rows are created if missing and locked in (point, date) order. Without `lock` the
 * answer is a reading (free slots, the nearest free days) and no row is created.
 */
async function loadDays(
  db: Kysely<DB>,
  keys: readonly { point: Point; date: string }[],
  lock: boolean,
): Promise<Map<string, LedgerDay>> {
  const unique = [...new Map(keys.map((k) => [keyOf(k.point.uuid, k.date), k])).values()].sort((a, b) =>
    keyOf(a.point.uuid, a.date).localeCompare(keyOf(b.point.uuid, b.date)),
  );
  const days = new Map<string, LedgerDay>();
  if (unique.length === 0) return days;
  if (lock) {
    await db
      .insertInto('queueDays')
      .values(unique.map((k) => ({ locationUuid: k.point.uuid, day: k.date })))
      .onConflict((oc) => oc.columns(['locationUuid', 'day']).doNothing())
      .execute();
  }
  const byPoint = new Map<string, string[]>();
  for (const k of unique) byPoint.set(k.point.uuid, [...(byPoint.get(k.point.uuid) ?? []), k.date]);
  const inKeys = <T extends 'locationUuid' | 'day'>(loc: T, day: T) =>
    sql<boolean>`(${sql.join(
      [...byPoint].map(
        ([uuid, dates]) => sql`(${sql.ref(loc)} = ${uuid} and ${sql.ref(day)} in (${sql.join(dates)}))`,
      ),
      sql` or `,
    )})`;
  let rowsQuery = db
    .selectFrom('queueDays')
    .selectAll()
    .where(inKeys('locationUuid', 'day'))
    .orderBy('locationUuid')
    .orderBy('day');
  if (lock) rowsQuery = rowsQuery.forUpdate();
  const rows = await rowsQuery.execute();
  const counts = await db
    .selectFrom('slots')
    .select(['locationUuid', 'day', 'startAt', sql<number>`count(*)::int`.as('cars')])
    .where(inKeys('locationUuid', 'day'))
    .where('status', '<>', 'SLOT_CANCELED')
    .groupBy(['locationUuid', 'day', 'startAt'])
    .execute();
  const rowByKey = new Map(rows.map((r) => [keyOf(r.locationUuid, r.day), r]));
  for (const k of unique) {
    const r = rowByKey.get(keyOf(k.point.uuid, k.date));
    const override = r
      ? {
          closed: r.closed,
          openAt: r.openAt,
          closeAt: r.closeAt,
          quantity: r.quantity,
          carsInSlot: r.carsInSlot,
        }
      : null;
    days.set(keyOf(k.point.uuid, k.date), {
      day: effectiveDay(k.point.uuid, k.date, k.point.settings, override, Number(r?.bookedVolume ?? 0)),
      used: {},
    });
  }
  for (const c of counts) {
    const d = days.get(keyOf(c.locationUuid, c.day));
    if (d) d.used[new Date(c.startAt).toISOString()] = c.cars;
  }
  return days;
}

/** The capacity a transaction holds: the point-days it locked, updated as it books. */
export class Ledger {
  private constructor(
    private readonly trx: Transaction<DB>,
    private readonly days: Map<string, LedgerDay>,
  ) {}

  /** Locks these days of these points for the transaction (see the top of the file). */
  static async lock(trx: Transaction<DB>, keys: readonly { point: Point; date: string }[]) {
    return new Ledger(trx, await loadDays(trx, keys, true));
  }

  day(point: Point, date: string): LedgerDay {
    const d = this.days.get(keyOf(point.uuid, date));
    if (!d) throw new Error(`point-day ${point.uuid} ${date} is not locked`);
    return d;
  }

  window(point: Point, dates: readonly string[]): LedgerDay[] {
    return dates.map((d) => this.day(point, d));
  }

  /** The 35742 refusal for the point: its nearest free days after `after` (read, not locked). */
  async refuse(point: Point, detail: number, after: string, now: Date): Promise<AppError> {
    const dates = datesBetween(addDays(after, 1), addDays(after, NEAREST_FREE_LOOKAHEAD_DAYS));
    const read = await loadDays(
      this.trx,
      dates.map((date) => ({ point, date })),
      false,
    );
    // Days this transaction holds count with its own bookings.
    const days = dates.map((d) => this.days.get(keyOf(point.uuid, d)) ?? read.get(keyOf(point.uuid, d))!);
    return notEnoughSlots(detail, nearestFreeDates(days, now));
  }

  /**
   * Books planned slots of a deal on locked days: the slots, their first history rows and the
   * days' booked_volume in one statement (the point-days stay locked for fewer round trips), and
   * the ledger follows.
   */
  async book(deal: Deal, planned: readonly PlannedSlot[], by: Mover): Promise<BookedSlotWire[]> {
    if (planned.length === 0) return [];
    const slots = planned.map((p) => ({
      uuid: newId(),
      locationUuid: deal.locationUuid,
      day: p.date,
      startAt: p.startAt,
      endAt: p.endAt,
      offerUuid: deal.offerUuid,
      taskUuid: deal.taskUuid,
      ownerCompanyUuid: deal.ownerCompanyUuid,
      farmerCompanyUuid: deal.farmerCompanyUuid,
      plannedVolume: p.plannedVolume,
      createdBy: by.userUuid,
    }));
    const perDay = new Map<string, number>();
    for (const p of planned) {
      perDay.set(p.date, (perDay.get(p.date) ?? 0) + p.plannedVolume);
      const d = this.days.get(keyOf(deal.locationUuid, p.date))!;
      const at = p.startAt.toISOString();
      d.used[at] = (d.used[at] ?? 0) + 1;
    }
    const added = sql<number>`case day ${sql.join(
      [...perDay].map(([date, volume]) => sql`when ${date}::date then ${volume}::numeric`),
      sql` `,
    )} end`;
    // one statement: its foreign keys are checked at its end, when the slots are in
    const rows = await this.trx
      .with('booked', (db) =>
        db
          .insertInto('slots')
          .values(slots)
          .returning(['uuid', 'id', 'day', 'startAt', 'endAt', 'plannedVolume', 'status', 'transfers']),
      )
      .with('history', (db) =>
        db
          .insertInto('slotHistory')
          .values(
            slotHistoryRows(
              slots.map((s) => ({ slotUuid: s.uuid, from: null, to: 'SLOT_BOOKED', by, changes: [] })),
            ),
          ),
      )
      .with('days', (db) =>
        db
          .updateTable('queueDays')
          .set({ bookedVolume: sql<number>`booked_volume + ${added}` })
          .where('locationUuid', '=', deal.locationUuid)
          .where('day', 'in', [...perDay.keys()]),
      )
      .selectFrom('booked')
      .selectAll()
      .orderBy('id')
      .execute();
    for (const [date, volume] of perDay) this.follow(deal.locationUuid, date, volume);
    return rows.map((r) =>
      toBooked({ ...r, locationUuid: deal.locationUuid, offerUuid: deal.offerUuid, taskUuid: deal.taskUuid }),
    );
  }

  /** The ledger's own count of a locked day's tonnes. */
  private follow(locationUuid: string, date: string, volume: number) {
    const d = this.days.get(keyOf(locationUuid, date))!;
    d.day.bookedVolume = Math.round((d.day.bookedVolume + volume) * 1000) / 1000;
  }

  /** Moves tonnes in or out of a locked day (negative: freed), in the row and in the ledger. */
  async addBooked(locationUuid: string, date: string, volume: number) {
    this.follow(locationUuid, date, volume);
    await this.trx
      .updateTable('queueDays')
      .set({ bookedVolume: sql<number>`booked_volume + ${volume}` })
      .where('locationUuid', '=', locationUuid)
      .where('day', '=', date)
      .execute();
  }

  /** One car less or more at a slot time of a locked day. */
  moveCar(locationUuid: string, date: string, startAt: Date, by: 1 | -1) {
    const d = this.days.get(keyOf(locationUuid, date))!;
    const at = startAt.toISOString();
    d.used[at] = Math.max(0, (d.used[at] ?? 0) + by);
  }
}

/** Days read without a lock (free slots, the settings screen). */
export const readDays = (db: Kysely<DB>, point: Point, dates: readonly string[]) =>
  loadDays(
    db,
    dates.map((date) => ({ point, date })),
    false,
  ).then((m) => dates.map((d) => m.get(keyOf(point.uuid, d))!));

/** What slots are booked for: an accepted offer, or a third-party deal (task), at one point. */
export interface Deal {
  offerUuid: string | null;
  taskUuid: string | null;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  locationUuid: string;
}

export function toBooked(r: {
  uuid: string;
  id: number;
  locationUuid: string;
  day: string;
  startAt: Date | string;
  endAt: Date | string;
  offerUuid: string | null;
  taskUuid: string | null;
  plannedVolume: number;
  status: BookedSlotWire['status'];
  transfers: number;
}): BookedSlotWire {
  return {
    uuid: r.uuid,
    id: Number(r.id),
    locationUuid: r.locationUuid,
    date: r.day,
    startAt: new Date(r.startAt).toISOString(),
    endAt: new Date(r.endAt).toISOString(),
    offerUuid: r.offerUuid,
    taskUuid: r.taskUuid,
    plannedVolume: Number(r.plannedVolume),
    status: r.status,
    transfers: Number(r.transfers),
  };
}
