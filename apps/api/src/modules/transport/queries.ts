import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';

type Db = Database | Transaction<DB>;

/** A window at one point: slots starting at or after `from` and before `to`. */
export interface PointWindow {
  point: string;
  from: Date;
  to: Date;
}

/** The deal a slot delivers for: its third-party deal, else its accepted offer. */
const DEAL = sql<string>`coalesce(s.task_uuid, s.offer_uuid)`;

/** A window's slots at a point that are not canceled (canceled ones deliver nothing). */
const windowSlots = (db: Db, w: PointWindow) =>
  db
    .selectFrom('slots as s')
    .where('s.locationUuid', '=', w.point)
    .where('s.startAt', '>=', w.from)
    .where('s.startAt', '<', w.to)
    .where('s.status', '<>', 'SLOT_CANCELED');

/** The receiving point with its company (the purchaser): null when missing or deleted. */
export const findPoint = (db: Db, uuid: string) =>
  db
    .selectFrom('locations as l')
    .innerJoin('companies as c', 'c.uuid', 'l.companyUuid')
    .select(['l.uuid', 'l.companyUuid', 'l.name', 'l.address', 'l.schedule', 'c.name as companyName'])
    .where('l.uuid', '=', uuid)
    .where('l.isDeleted', '=', false)
    .where('l.kind', '=', 'ACCEPTANCE')
    .executeTakeFirst();
export type PointRow = NonNullable<Awaited<ReturnType<typeof findPoint>>>;

/**
 * One page of the window's deals, by their first slot (then uuid), with the count of all deals in
 * the same round trip. By slots_location_start_idx (location_uuid, start_at, id).
 */
export async function dealsPage(db: Db, w: PointWindow, offset: number, limit: number) {
  const rows = await windowSlots(db, w)
    .select([DEAL.as('deal'), sql<number>`count(*) over ()`.as('total')])
    .groupBy(DEAL)
    .orderBy(sql`min(s.start_at)`)
    .orderBy(DEAL)
    .offset(offset)
    .limit(limit)
    .execute();
  if (rows.length > 0 || offset === 0)
    return { deals: rows.map((r) => r.deal), total: Number(rows[0]?.total ?? 0) };
  // a page past the end: the count alone
  const count = await windowSlots(db, w)
    .select(sql<number>`count(distinct ${DEAL})`.as('n'))
    .executeTakeFirstOrThrow();
  return { deals: [], total: Number(count.n) };
}

/** Unix seconds of a timestamp column: the wire's unit, without a Date per value. */
const seconds = (column: string) => sql<number>`floor(extract(epoch from ${sql.ref(column)}))::float8`;

/**
 * The slots of these deals in the window, by time (the deals as one array parameter); times in
 * Unix seconds and texts never null, as the delivery record's slots show them.
 */
export const dealSlots = (db: Db, w: PointWindow, deals: string[]) =>
  windowSlots(db, w)
    .select([
      DEAL.as('deal'),
      's.uuid',
      's.id',
      seconds('s.startAt').as('startAt'),
      seconds('s.endAt').as('endAt'),
      's.status',
      's.plannedVolume',
      sql<string>`coalesce(s.car_number, '')`.as('carNumber'),
      sql<string>`coalesce(s.trailer_number, '')`.as('trailerNumber'),
      sql<string>`coalesce(s.driver_fullname, '')`.as('driverFullname'),
      sql<string>`coalesce(s.driver_phone, '')`.as('driverPhone'),
      sql<number | null>`${seconds('s.unloadStartAt')}`.as('unloadStartAt'),
    ])
    .where(sql<boolean>`${DEAL} = any(${deals}::uuid[])`)
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();

/**
 * What a delivery record shows of its deals: accepted offers and third-party deals (a large
 * contract's deliveries are tasks of type CONTRACT_FOR_OFFERS), one union.
 */
export async function dealInfo(db: Db, deals: string[]) {
  if (deals.length === 0) return [];
  const offers = db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .innerJoin('cultures as cu', 'cu.uuid', 'a.productUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'o.farmerCompanyUuid')
    .innerJoin('companies as pc', 'pc.uuid', 'a.ownerCompanyUuid')
    .leftJoin('locations as fl', 'fl.uuid', 'o.farmerLocationUuid')
    .select([
      'o.uuid',
      sql<'OFFER' | 'TASK' | 'CONTRACT'>`'OFFER'`.as('kind'),
      sql<number>`o.number`.as('number'),
      sql<string>`o.delivery_type`.as('deliveryType'),
      'cu.title as product',
      sql<number>`o.accepted_volume`.as('volume'),
      'fc.uuid as farmerCompanyUuid',
      'fc.name as farmerCompany',
      'pc.name as purchaserCompany',
      sql<string | null>`fl.address`.as('loadingAddr'),
      sql<string | null>`fl.schedule::text`.as('loadingSchedule'),
    ])
    .where(sql<boolean>`o.uuid = any(${deals}::uuid[])`);
  const tasks = db
    .selectFrom('tasks as t')
    .innerJoin('cultures as cu', 'cu.uuid', 't.productUuid')
    .innerJoin('companies as fc', 'fc.uuid', 't.farmerCompanyUuid')
    .innerJoin('companies as pc', 'pc.uuid', 't.aggregatorCompanyUuid')
    .leftJoin('locations as fl', 'fl.uuid', 't.farmerLocationUuid')
    .select([
      't.uuid',
      sql<
        'OFFER' | 'TASK' | 'CONTRACT'
      >`case when t.task_type = 'CONTRACT_FOR_OFFERS' then 'CONTRACT' else 'TASK' end`.as('kind'),
      sql<number>`t.number`.as('number'),
      sql<string>`t.delivery_type`.as('deliveryType'),
      'cu.title as product',
      sql<number>`t.quantity`.as('volume'),
      'fc.uuid as farmerCompanyUuid',
      'fc.name as farmerCompany',
      'pc.name as purchaserCompany',
      sql<string | null>`fl.address`.as('loadingAddr'),
      sql<string | null>`fl.schedule::text`.as('loadingSchedule'),
    ])
    .where(sql<boolean>`t.uuid = any(${deals}::uuid[])`);
  return offers.unionAll(tasks).execute();
}

/** SELLER is CPT; BUYER (and an undefined type) FCA, as SPEC 3 shows them. */
export const CPT_SQL = sql<boolean>`coalesce(tk.delivery_type, o.delivery_type) = 'SELLER'`;

/**
 * The export's rows, one per slot, by time: read in batches of `size` after the last one read
 * (keyset), so a window of any size is exported in constant memory.
 */
export const exportBatch = (
  db: Db,
  w: PointWindow,
  cpt: boolean,
  after: { startAt: Date; id: number } | null,
  size: number,
) => {
  let query = windowSlots(db, w)
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .innerJoin('companies as fc', 'fc.uuid', 's.farmerCompanyUuid')
    .select([
      's.id',
      's.startAt',
      sql<number | null>`coalesce(tk.number, o.number)`.as('dealNumber'),
      's.carNumber',
      's.trailerNumber',
      's.driverFullname',
      's.driverPhone',
      's.plannedVolume',
      's.status',
      'fc.name as farmerCompany',
    ])
    .where(cpt ? CPT_SQL : sql<boolean>`not ${CPT_SQL}`);
  if (after) query = query.where(sql<boolean>`(s.start_at, s.id) > (${after.startAt}, ${after.id})`);
  return query.orderBy('s.startAt').orderBy('s.id').limit(size).execute();
};
