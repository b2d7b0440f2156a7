import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import { OWNED, SLOT } from '@kolos/domain';
import { NO_SHOW_WINDOW_DAYS, WAITING_SLOT_STATUSES } from '@kolos/domain/queue';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { countOf } from '../../platform/list';
import { changeableBy, visibleTo } from '../../platform/scope';

/** The slot's two parties as the scope rule names them (ADR 0062, `SLOT`). */
const PARTIES = { owner: 's.ownerCompanyUuid', farmer: 's.farmerCompanyUuid' } as const;
export const slotsVisibleTo = (auth: AuthContext) => visibleTo(auth, SLOT, PARTIES);
export const slotsChangeableBy = (auth: AuthContext) => changeableBy(auth, SLOT, PARTIES);

/** A slot with the names its wire shows: the point, the farmer company, the deal's number. */
export const slotRows = (db: Database | Transaction<DB>) =>
  db
    .selectFrom('slots as s')
    .innerJoin('locations as l', 'l.uuid', 's.locationUuid')
    .innerJoin('companies as fc', 'fc.uuid', 's.farmerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .select([
      's.uuid',
      's.id',
      's.locationUuid',
      'l.name as locationName',
      's.startAt',
      's.endAt',
      's.offerUuid',
      's.taskUuid',
      // the deal's number people know: the offer's, or the third-party deal's
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      's.ownerCompanyUuid',
      's.farmerCompanyUuid',
      'fc.name as farmerCompanyName',
      's.plannedVolume',
      's.carNumber',
      's.trailerNumber',
      's.driverFullname',
      's.driverPhone',
      's.status',
      's.arrivedAt',
      's.arrivalNote',
      's.unloadStartAt',
      's.unloadedVolume',
      's.acceptanceVersion',
      's.transfers',
    ]);
export type SlotRow = Awaited<ReturnType<ReturnType<typeof slotRows>['execute']>>[number];

export const findSlot = (db: Database | Transaction<DB>, condition: Expression<SqlBool>, uuid: string) =>
  slotRows(db).where(condition).where('s.uuid', '=', uuid).executeTakeFirst();

/**
 * The slot is on its point's today. `slots.day` is the point's local day; every zone's today lies
 * within a day of UTC's, so the range lets the (owner, day) and (location, day) indexes serve and
 * the point's own zone (Moscow's UTC+3 when its region has none) picks the exact day. A region's
 * zone reads «UTC+3», east of Greenwich; PostgreSQL takes such a name as POSIX, west positive, so
 * the signs are swapped before it reads it (unswapped, 00:00–06:00 in Moscow fell on yesterday).
 */
export const onPointToday = sql<SqlBool>`(s.day between (now() at time zone 'UTC')::date - 1
    and (now() at time zone 'UTC')::date + 1
  and s.day = (now() at time zone translate(coalesce((select r.timezone from locations l
      join fed_regions r on r.uuid = l.fed_region_uuid where l.uuid = s.location_uuid), 'UTC+3'), '+-', '-+'))::date)`;

/** The home's counts (issue 29 point 13): which of the caller's slots each item counts. */
const TODO_SLOTS = {
  /** Booked, not yet ended, no truck named yet: the farmer's to fill. */
  withoutTruck: sql<SqlBool>`(s.status = 'SLOT_BOOKED' and s.end_at > now())`,
  /** Waiting today, their time still to come. */
  dueToday: sql<SqlBool>`(s.status in (${sql.join(WAITING_SLOT_STATUSES)}) and ${onPointToday} and s.start_at >= now())`,
  /** Waiting today past their start (the no-show job closes them an hour after their end). */
  lateToday: sql<SqlBool>`(s.status in (${sql.join(WAITING_SLOT_STATUSES)}) and ${onPointToday} and s.start_at < now())`,
};
export type TodoSlots = keyof typeof TODO_SLOTS;

/** How many of the caller's slots (the queue's own scope) an item counts. */
export const countSlots = (db: Database, auth: AuthContext, which: TodoSlots) =>
  countOf(db.selectFrom('slots as s').select('s.uuid').where(slotsVisibleTo(auth)).where(TODO_SLOTS[which]));

/** Each farmer company's count, and when the first of them leaves the window (epoch ms). */
export interface NoShows {
  counts: Map<string, number>;
  until: number;
}

/**
 * Each farmer company's no-shows over the last NO_SHOW_WINDOW_DAYS days (issue 17 point 4: shown
 * beside its name in the queue and in the trading screens' offers). By the partial index
 * slots_farmer_no_show_idx. `until`: the counts hold without a change until then (ADR 0070).
 */
export async function noShowCounts(
  db: Database | Transaction<DB>,
  farmerCompanyUuids: readonly string[],
): Promise<NoShows> {
  const uuids = [...new Set(farmerCompanyUuids)];
  if (uuids.length === 0) return { counts: new Map(), until: Number.POSITIVE_INFINITY };
  const rows = await db
    .selectFrom('slots')
    .select([
      'farmerCompanyUuid',
      sql<number>`count(*)::int`.as('n'),
      sql<number>`extract(epoch from min(end_at) + make_interval(days => ${NO_SHOW_WINDOW_DAYS})) * 1000`.as(
        'until',
      ),
    ])
    .where(sql<boolean>`farmer_company_uuid = any(${uuids}::uuid[])`)
    .where('status', '=', 'SLOT_NO_SHOW')
    .where('endAt', '>=', sql<Date>`now() - make_interval(days => ${NO_SHOW_WINDOW_DAYS})`)
    .groupBy('farmerCompanyUuid')
    .execute();
  return {
    counts: new Map(rows.map((r) => [r.farmerCompanyUuid, Number(r.n)])),
    until: rows.reduce((min, r) => Math.min(min, Number(r.until)), Number.POSITIVE_INFINITY),
  };
}

/** The acceptance point of the caller's company (another company's: undefined, so 404). */
export const ownPoint = (db: Database, auth: AuthContext, uuid: string) =>
  db
    .selectFrom('locations as l')
    .leftJoin('fedRegions as r', 'r.uuid', 'l.fedRegionUuid')
    .select(['l.uuid', 'l.companyUuid', 'l.schedule', 'l.quantity', 'r.timezone'])
    .where('l.uuid', '=', uuid)
    .where('l.kind', '=', 'ACCEPTANCE')
    .where('l.isDeleted', '=', false)
    .where(visibleTo(auth, OWNED, { owner: 'l.companyUuid' }))
    .executeTakeFirst();
export type PointRow = NonNullable<Awaited<ReturnType<typeof ownPoint>>>;

/** The day overrides and booked tonnes of a point over a range of its days. */
export const queueDayRows = (db: Database, locationUuid: string, from: string, to: string) =>
  db
    .selectFrom('queueDays')
    .selectAll()
    .where('locationUuid', '=', locationUuid)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();

/** The point's zone and arrival time for an arrival mark. */
export const pointOfSlot = (trx: Transaction<DB>, locationUuid: string) =>
  trx
    .selectFrom('locations as l')
    .leftJoin('fedRegions as r', 'r.uuid', 'l.fedRegionUuid')
    .select(['l.schedule', 'r.timezone'])
    .where('l.uuid', '=', locationUuid)
    .executeTakeFirstOrThrow();
