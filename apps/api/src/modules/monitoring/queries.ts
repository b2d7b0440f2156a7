import { sql, type Expression, type SqlBool } from 'kysely';
import { AUCTION_STATUSES, FINAL_AUCTION_STATUSES, LIVE_OFFER_STATUSES } from '@kolos/domain/trading';
import {
  MONITORING_DEALS_DAYS,
  MONITORING_DEALS_LIMIT,
  type MonitoringQuery,
} from '@kolos/domain/monitoring';
import type { Database } from '../../db/client';
import { ownedBy, type OwnerScope } from '../../platform/scope';
import { auctionKeys } from '../auctions';
import { onPointToday } from '../queue';

/** Statuses the clock still governs (auctionStatusAt): all but completed and canceled. */
const CLOCK = AUCTION_STATUSES.filter((st) => !(FINAL_AUCTION_STATUSES as readonly string[]).includes(st));

/**
 * The board's auctions, filtered as the auctions list filters (its own `auctionKeys`: territory,
 * acceptance point, crop, the caller's reach) to those running or finished and not yet completed
 * — governed by the clock and started. The statuses are written as literals, not parameters: the
 * server's statements are prepared, and a generic plan that cannot see them walks all of a
 * company's tenders instead of its few open ones on (owner, status, end_at).
 */
export function boardKeys(db: Database, visible: Expression<SqlBool>, query: MonitoringQuery, now: Date) {
  return auctionKeys(
    db,
    visible,
    {
      regionUuid: query.regionUuid,
      locationUuid: query.locationUuid,
      productUuid: query.productUuid,
      offset: 0,
      limit: query.limit,
      sortField: 'endAt',
      sortDirection: 'ASC',
    },
    now,
  )
    .clearOrderBy()
    .where(sql<SqlBool>`a.status in (${sql.join(CLOCK.map((st) => sql.lit(st)))}) and a.start_at <= ${now}`);
}

/**
 * The board's order over `auctions as a` (compareRows in @kolos/domain/monitoring): running first
 * by the soonest end, then the latest ended; coverage (offered / wanted) ascending before that when
 * asked; ties by uuid. Applied to the page's keys and again to its rows.
 */
function ordered<Q extends OrderableBoard>(qb: Q, query: MonitoringQuery, now: Date): Q {
  const byCoverage = query.sort === 'coverage' ? qb.orderBy(sql`a.offered_volume::float8 / a.volume`) : qb;
  return byCoverage
    .orderBy(sql`a.end_at <= ${now}`)
    .orderBy(sql`case when a.end_at > ${now} then a.end_at end`)
    .orderBy(sql`a.end_at desc`)
    .orderBy(sql`a.uuid`) as Q;
}
interface OrderableBoard {
  orderBy(expression: Expression<unknown>): this;
}

/**
 * The page of the board in one statement: the page's keys with their total (`count(*) over()`:
 * a company has a few hundred open tenders), then for those rows only the auction's counters
 * (kept by the offer writes), one aggregate over their offers — the lowest and the tonne-weighted
 * average landed price of the live ones, the farmer companies and the newest offer among those not
 * withdrawn, the latest change of any — read from the index alone (migration 0024: offers by
 * auction with those columns), and their points.
 */
export function boardPage(
  db: Database,
  keys: ReturnType<typeof boardKeys>,
  query: MonitoringQuery,
  now: Date,
) {
  const live = sql.join(LIVE_OFFER_STATUSES.map((s) => sql.lit(s)));
  const page = ordered(keys, query, now)
    .select(sql<number>`count(*) over()`.as('pageTotal'))
    .offset(query.offset)
    .limit(query.limit);
  const rows = db
    .with(
      (w) => w('page').materialized(),
      () => page,
    )
    .selectFrom('page as p')
    .innerJoin('auctions as a', 'a.uuid', 'p.uuid')
    .innerJoin('purchaseRegions as pr', 'pr.uuid', 'a.regionUuid')
    .innerJoin('cultures as c', 'c.uuid', 'a.productUuid')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('offers as o')
          .select([
            'o.auctionUuid',
            sql<number | null>`min(o.landed_price) filter (where o.status in (${live}))`.as('bestPrice'),
            sql<
              number | null
            >`round(sum(o.landed_price::numeric * o.volume) filter (where o.status in (${live}))
              / nullif(sum(o.volume) filter (where o.status in (${live})), 0))::int`.as('averagePrice'),
            sql<number>`count(distinct o.farmer_company_uuid) filter (where o.status <> 'OFFER_WITHDRAWN')::int`.as(
              'farmersCount',
            ),
            sql<Date | null>`max(o.created_at) filter (where o.status <> 'OFFER_WITHDRAWN')`.as(
              'lastOfferAt',
            ),
            sql<Date>`max(o.updated_at)`.as('offersChangedAt'),
          ])
          .where('o.auctionUuid', 'in', eb.selectFrom('page').select('page.uuid'))
          .groupBy('o.auctionUuid')
          .as('agg'),
      (join) => join.onRef('agg.auctionUuid', '=', 'a.uuid'),
    )
    .select([
      'p.pageTotal',
      'a.uuid',
      'a.number',
      'a.status',
      'a.startAt',
      'a.endAt',
      'a.volume',
      'a.offeredVolume',
      'a.acceptedVolume',
      'a.offersCount',
      'a.updatedAt',
      'pr.uuid as regionUuid',
      'pr.name as regionName',
      'c.uuid as productUuid',
      'c.title as productTitle',
      'agg.bestPrice',
      'agg.averagePrice',
      'agg.farmersCount',
      'agg.lastOfferAt',
      'agg.offersChangedAt',
      // the points in the row itself: two key lookups each, no statement of their own
      sql<{ uuid: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('uuid', l.uuid, 'name', l.name) order by l.name, l.uuid)
          from auction_locations al join locations l on l.uuid = al.location_uuid
         where al.auction_uuid = a.uuid), '[]')`.as('locations'),
    ]);
  return ordered(rows, query, now).execute();
}

export type BoardRow = Awaited<ReturnType<typeof boardPage>>[number];

/**
 * The 7 days as the database's own clock, not a parameter: a prepared statement's generic plan
 * estimates a parameter bound as a third of the table and walks every accepted offer of a crop's
 * auctions; `now() - interval` is estimated for what it is (a few days of deals).
 */
const since = (column: string) =>
  sql<SqlBool>`${sql.ref(column)} >= now() - ${sql.lit(`${MONITORING_DEALS_DAYS} days`)}::interval`;

/** The filter of the board applied to a deal's auction (accepted offers). */
function auctionFilter(query: MonitoringQuery): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (query.regionUuid) out.push(sql<SqlBool>`a.region_uuid = ${query.regionUuid}`);
  if (query.productUuid) out.push(sql<SqlBool>`a.product_uuid = ${query.productUuid}`);
  if (query.locationUuid) {
    out.push(
      sql<SqlBool>`exists (select 1 from auction_locations al where al.auction_uuid = a.uuid and al.location_uuid = ${query.locationUuid})`,
    );
  }
  return out;
}

/**
 * Offers accepted in the results in the last 7 days on the caller's auctions, newest first, and
 * how many there are. The week's accepted offers are taken first, from the partial index of
 * migration 0024, narrowed to the caller's by the tender's owner kept on the offer (ADR 0105:
 * `ownVisible`, the auctions' rule on that copy). Without a filter on the tender (crop, territory,
 * point) the count and the page need nothing else: only the page's 50 rows then look up their
 * tender (issue 31 point 3: the lookups of all 600 deals of «Колос-Юг»'s week were 5 of the
 * board's 10 ms). With one, each deal's tender is looked up by its key (lateral) and filtered.
 * Left to itself, a prepared statement's generic plan starts from the company's auctions of a crop
 * and probes the offers of each (120 ms in the bench).
 */
export function acceptedOffers(
  db: Database,
  visible: Expression<SqlBool>,
  ownVisible: Expression<SqlBool>,
  query: MonitoringQuery,
) {
  const filter = auctionFilter(query);
  const recent = db
    .with(
      (w) => w('recent').materialized(),
      (qb) =>
        qb
          .selectFrom('offers as o')
          .select([
            'o.uuid',
            'o.auctionUuid',
            'o.farmerCompanyUuid',
            'o.updatedAt',
            'o.acceptedVolume',
            'o.landedPrice',
            // counted here when nothing narrows the deals further (the filter needs the tender)
            sql<number>`${filter.length === 0 ? sql`count(*) over()` : sql`0`}`.as('dealsTotal'),
          ])
          // literals, not parameters, so that the partial index serves the generic plan too
          .where(sql<SqlBool>`o.status = ${sql.lit('OFFER_ACCEPTED')}`)
          .where(since('o.updatedAt'))
          .where(ownVisible)
          .$if(filter.length === 0, (qb) =>
            qb.orderBy('o.updatedAt', 'desc').orderBy('o.uuid').limit(MONITORING_DEALS_LIMIT),
          ),
    )
    .selectFrom('recent as o')
    // Each deal's tender by its key (lateral): the planner, which cannot tell a quiet week from
    // a busy one, would otherwise hash all of the company's auctions for a handful of deals.
    .innerJoinLateral(
      (eb) => {
        let a = eb
          .selectFrom('auctions as a')
          .select(['a.number', 'a.productUuid', 'a.regionUuid'])
          .whereRef('a.uuid', '=', 'o.auctionUuid')
          .where(visible);
        for (const condition of filter) a = a.where(condition);
        // the limit keeps the subquery from being flattened back into a hash join
        return a.limit(1).as('a');
      },
      (join) => join.onTrue(),
    )
    .innerJoin('cultures as c', 'c.uuid', 'a.productUuid')
    .innerJoin('purchaseRegions as pr', 'pr.uuid', 'a.regionUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'o.farmerCompanyUuid')
    .select([
      'o.uuid',
      'o.updatedAt as at',
      'a.number as auctionNumber',
      'c.title as productTitle',
      'pr.name as regionName',
      'fc.name as farmerName',
      'o.acceptedVolume as volume',
      'o.landedPrice as price',
      filter.length === 0 ? 'o.dealsTotal' : sql<number>`count(*) over()`.as('dealsTotal'),
    ]);
  return recent.orderBy('o.updatedAt', 'desc').orderBy('o.uuid').limit(MONITORING_DEALS_LIMIT).execute();
}

/** Large contracts confirmed in the last 7 days of the caller's company, newest first. */
export function confirmedContracts(db: Database, scope: OwnerScope, query: MonitoringQuery) {
  let q = db
    .selectFrom('contracts as ct')
    .innerJoin('cultures as c', 'c.uuid', 'ct.productUuid')
    .leftJoin('purchaseRegions as pr', 'pr.uuid', 'ct.regionUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'ct.farmerCompanyUuid')
    .select([
      'ct.uuid',
      'ct.confirmedAt as at',
      'c.title as productTitle',
      'pr.name as regionName',
      'fc.name as farmerName',
      'ct.quantity as volume',
      'ct.price',
      sql<number>`count(*) over()`.as('dealsTotal'),
    ])
    .where(sql<SqlBool>`ct.status = ${sql.lit('CONTRACT_CONFIRMED')}`)
    .where(since('ct.confirmedAt'))
    .where(ownedBy(scope, 'ct.aggregatorCompanyUuid'));
  if (query.regionUuid) q = q.where('ct.regionUuid', '=', query.regionUuid);
  if (query.productUuid) q = q.where('ct.productUuid', '=', query.productUuid);
  if (query.locationUuid) q = q.where('ct.aggregatorLocationUuid', '=', query.locationUuid);
  return q.orderBy('ct.confirmedAt', 'desc').orderBy('ct.uuid').limit(MONITORING_DEALS_LIMIT).execute();
}

/**
 * The yard (issue 29 point 20): the caller's slots on their point's today (the queue's own scope
 * and day, `onPointToday`), counted per point by where each truck stands. Canceled ones are not
 * trucks. On the (owner, day) index (migration 0042).
 */
export const yardPoints = (db: Database, visible: Expression<SqlBool>) =>
  db
    .selectFrom('slots as s')
    .innerJoin('locations as l', 'l.uuid', 's.locationUuid')
    .select([
      'l.uuid',
      'l.name',
      's.day',
      sql<number>`count(*) filter (where s.status in ('SLOT_BOOKED', 'SLOT_CAR_ASSIGNED'))::int`.as('due'),
      sql<number>`count(*) filter (where s.status = 'SLOT_ARRIVED' and s.unload_start_at is null)::int`.as(
        'arrived',
      ),
      sql<number>`count(*) filter (where s.status = 'SLOT_ARRIVED' and s.unload_start_at is not null)::int`.as(
        'unloading',
      ),
      sql<number>`count(*) filter (where s.status = 'SLOT_UNLOADED')::int`.as('unloaded'),
      sql<number>`count(*) filter (where s.status = 'SLOT_NO_SHOW')::int`.as('noShows'),
    ])
    .where(visible)
    .where(onPointToday)
    // a literal, not a parameter: with it a prepared statement's generic plan guessed 3 rows and
    // walked all 100 000 locations against a scan of every slot (5 s at 1.25 M slots)
    .where(sql<SqlBool>`s.status <> ${sql.lit('SLOT_CANCELED')}`)
    .groupBy(['l.uuid', 'l.name', 's.day'])
    .orderBy('l.name')
    .orderBy('l.uuid')
    .execute();

/**
 * The deals with a truck in the yard today: an accepted offer (contracted = its accepted volume)
 * or a third-party deal (its quantity), with the tonnes unloaded over all its slots (by the
 * slots' offer and task indexes). Newest deal number first within each kind.
 */
export async function yardDeals(db: Database, visible: Expression<SqlBool>) {
  const { rows } = await sql<{
    kind: 'OFFER' | 'TASK';
    uuid: string;
    number: number;
    farmerName: string;
    productTitle: string;
    contracted: number;
    delivered: number;
  }>`
    with today as (
      select distinct s.offer_uuid, s.task_uuid from slots s
       where ${visible} and ${onPointToday} and s.status <> 'SLOT_CANCELED')
    select 'OFFER' as kind, o.uuid, o.number, fc.name as farmer_name, c.title as product_title,
           o.accepted_volume as contracted,
           (select coalesce(sum(x.unloaded_volume), 0) from slots x
             where x.offer_uuid = o.uuid and x.status = 'SLOT_UNLOADED') as delivered
      from offers o join auctions a on a.uuid = o.auction_uuid
      join cultures c on c.uuid = a.product_uuid join companies fc on fc.uuid = o.farmer_company_uuid
     where o.uuid in (select offer_uuid from today)
    union all
    select 'TASK', tk.uuid, tk.number, fc.name, c.title, tk.quantity,
           (select coalesce(sum(x.unloaded_volume), 0) from slots x
             where x.task_uuid = tk.uuid and x.status = 'SLOT_UNLOADED')
      from tasks tk join cultures c on c.uuid = tk.product_uuid join companies fc on fc.uuid = tk.farmer_company_uuid
     where tk.uuid in (select task_uuid from today)
     order by kind, number desc`.execute(db);
  return rows;
}
