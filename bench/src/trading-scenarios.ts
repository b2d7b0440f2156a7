import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import type { Scenario } from './scenarios';

const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';
const FARMER_ROLE = '0190a000-0000-7000-8000-000000000401';
/** Farmers signed in for the placement scenario: one password login each before the load. */
const FARMERS = 200;
/** At most this many of those farmers per tender, so consecutive offers go to different tenders. */
const PER_AUCTION = 8;

/** One offer the placement scenario sends: a farmer's, on a tender he matches and has no live offer on. */
export interface Placement {
  phone: string;
  body: {
    auctionUuid: string;
    farmerLocationUuid: string | null;
    deliveryType: 'BUYER' | 'SELLER';
    volume: number;
    price: number;
    humidity: number;
    deliveryDateStart: string;
    deliveryDateEnd: string;
    comment: string;
  };
}

/** Real values of «Колос-Юг»'s tenders, read from the generated data. */
async function fixtures(db: Kysely<DB>) {
  return (
    await sql<{ crop: string; region: string; busiest: string; typical: string }>`
      select (select product_uuid from auctions where owner_company_uuid = ${KOLOS_YUG}
               group by 1 order by count(*) desc limit 1) as crop,
             (select region_uuid from auctions where owner_company_uuid = ${KOLOS_YUG}
               group by 1 order by count(*) desc limit 1) as region,
             (select uuid from auctions where owner_company_uuid = ${KOLOS_YUG}
               order by offers_count desc, uuid limit 1) as busiest,
             (select uuid from auctions where owner_company_uuid = ${KOLOS_YUG} and offers_count > 0
               order by abs(offers_count - 20), uuid desc limit 1) as typical`.execute(db)
  ).rows[0]!;
}

/**
 * Offers to place: the generated farmers with the most shipping points (one signs in for each
 * farm), each on running tenders whose territory's subject holds one of his points, where his
 * company has no live offer and is not barred. FCA from that point where the tender allows it,
 * so the server prices the haul as it does for a real offer. Ordered round the tenders.
 */
async function placements(
  db: Kysely<DB>,
  { farmers = FARMERS, perAuction = PER_AUCTION, auction = null as string | null } = {},
): Promise<Placement[]> {
  const { rows } = await sql<Placement['body'] & { phone: string }>`
    with farmers as materialized (
      select u.company_uuid, min(u.phone) as phone
        from users u join group_roles gr on gr.group_uuid = u.uuid and gr.role_uuid = ${FARMER_ROLE}
       where u.password_hash is not null and u.active and u.user_type = 'farmer' and u.phone like '+7902%'
       group by 1),
    busy as materialized (
      select f.company_uuid, f.phone from farmers f
        join locations l on l.company_uuid = f.company_uuid and not l.is_deleted
       group by 1, 2 order by count(*) desc, 1 limit ${farmers}),
    running as (
      select a.uuid, a.delivery_types, a.volume, a.min_lot_volume, a.price, a.humidity,
             a.delivery_date_start, a.delivery_date_end, r.fed_region_uuid
        from auctions a join purchase_regions r on r.uuid = a.region_uuid
       where a.status in ('AUCTION_PLANNED', 'AUCTION_ACTIVE') and a.start_at <= now()
         and a.end_at > now() + interval '1 hour'
         and (${auction}::uuid is null or a.uuid = ${auction})),
    -- each farm's first live shipping point in each subject: tenders meet them by a hash join
    points as materialized (
      select b.company_uuid, b.phone, l.fed_region_uuid, min(l.uuid::text)::uuid as point
        from busy b join locations l on l.company_uuid = b.company_uuid
       where l.kind = 'SHIPPING' and not l.is_deleted
       group by 1, 2, 3),
    pairs as (
      select a.*, p.phone, p.point, row_number() over (partition by a.uuid order by p.phone) as k
        from running a join points p on p.fed_region_uuid = a.fed_region_uuid
       where not exists (select 1 from offers o where o.auction_uuid = a.uuid
                          and o.farmer_company_uuid = p.company_uuid
                          and o.status in ('OFFER_ACTIVE', 'OFFER_COUNTERED'))
         and not exists (select 1 from auction_denied_companies d where d.auction_uuid = a.uuid
                          and d.farmer_company_uuid = p.company_uuid))
    select phone, uuid as "auctionUuid",
           case when 'BUYER' = any(delivery_types) then point end as "farmerLocationUuid",
           case when 'BUYER' = any(delivery_types) then 'BUYER' else 'SELLER' end as "deliveryType",
           greatest(min_lot_volume, least(volume, 100)) as volume, greatest(1, price - 100) as price,
           humidity::float8 as humidity,
           to_char(delivery_date_start, 'DD.MM.YYYY') as "deliveryDateStart",
           to_char(delivery_date_end, 'DD.MM.YYYY') as "deliveryDateEnd", 'bench' as comment
      from pairs where k <= ${perAuction}
     order by k, uuid`.execute(db);
  return rows.map(({ phone, ...body }) => ({ phone, body }));
}

/**
 * Issue 31 point 4: one running tender in its last minutes, in the subject where most farms have
 * a shipping point (a fresh one each run), and an offer of each farm that can reach it (FCA). Its end is pulled to 4 minutes
 * from now: every offer is placed within the anti-sniping window (AUCTION_EXTEND_MINUTES, 5).
 */
async function lastMinutes(db: Kysely<DB>): Promise<{ auction: string; placements: Placement[] } | null> {
  const { rows } = await sql<{ uuid: string }>`
    with subjects as (
      select l.fed_region_uuid, count(distinct l.company_uuid) as farms
        from locations l join companies c on c.uuid = l.company_uuid
       where l.kind = 'SHIPPING' and not l.is_deleted and c.user_type = 'farmer'
       group by 1)
    select a.uuid from auctions a join purchase_regions r on r.uuid = a.region_uuid
      join subjects s on s.fed_region_uuid = r.fed_region_uuid
     where a.status in ('AUCTION_PLANNED', 'AUCTION_ACTIVE') and a.start_at <= now()
       and a.end_at > now() + interval '1 hour' and 'BUYER' = any(a.delivery_types)
     order by s.farms desc, a.offers_count, a.uuid limit 1`.execute(db);
  const auction = rows[0]?.uuid;
  if (!auction) return null;
  // enough for 6 s at both levels; each farmer signs in (a password hash) before the load
  const list = (await placements(db, { farmers: 5000, perAuction: 5000, auction })).slice(0, 1000);
  await sql`update auctions set end_at = now() + interval '4 minutes' where uuid = ${auction}`.execute(db);
  return { auction, placements: list };
}

/**
 * The farmer whose price board is the heaviest: of the generated farmers (a password, the farmer
 * role), the one with the most live shipping points — each point is a haul priced per tender.
 */
async function busiestFarmer(db: Kysely<DB>): Promise<string | undefined> {
  const { rows } = await sql<{ phone: string }>`
    select min(u.phone) as phone
      from users u
      join group_roles gr on gr.group_uuid = u.uuid and gr.role_uuid = ${FARMER_ROLE}
      join locations l on l.company_uuid = u.company_uuid and l.kind = 'SHIPPING' and not l.is_deleted
     where u.password_hash is not null and u.active and u.user_type = 'farmer' and u.phone like '+7902%'
     group by u.company_uuid order by count(distinct l.uuid) desc, 1 limit 1`.execute(db);
  return rows[0]?.phone;
}

/**
 * Issue 15 point 10: the auctions list, the ranked offers of a tender, offer placement; issue 16:
 * the Monitoring board (`--only monitoring`); issue 29 point 21: the farmer's price board
 * (`--only price`).
 */
export async function tradingScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const f = await fixtures(db);
  if (!f.busiest) return [];
  const list = (name: string, body: Record<string, unknown>): Scenario => ({
    list: 'trading: auctions',
    name,
    kind: 'first-page',
    method: 'POST',
    path: '/v3/auctions',
    body: { limit: 15, offset: 0, ...body },
  });
  const board = (name: string, query: string): Scenario => ({
    list: 'monitoring',
    name,
    kind: 'first-page',
    method: 'GET',
    path: `/monitoring${query}`,
  });
  const farmer = await busiestFarmer(db);
  const last = await lastMinutes(db);
  const prices = (name: string, query: string): Scenario => ({
    list: 'trading: price board',
    name,
    kind: 'first-page',
    method: 'GET',
    path: `/prices/board${query}`,
    phone: farmer,
  });
  return [
    // first: its tender's end was set at 4 minutes from now when the scenarios were built
    ...(last
      ? [
          {
            list: 'trading: last minutes',
            name: 'предложения на одних торгах в последние минуты (антиснайпинг)',
            kind: 'write' as const,
            method: 'POST' as const,
            path: '/v2/offers',
            placements: last.placements,
            ceiling: true,
            // the end pulled back into the window twice a second: offers keep extending it
            alongside: {
              perSecond: 2,
              statement: `update auctions set end_at = now() + interval '2 minutes' where uuid = '${last.auction}'`,
            },
          },
        ]
      : []),
    // Issue 16 point 6: the Monitoring board's one call, p95 ≤ 100 ms at 16 connections.
    board('доска (GET /monitoring)', ''),
    board('доска: по покрытию', '?sort=coverage'),
    board('доска: культура', `?productUuid=${f.crop}`),
    // Issue 31 point 3, live updates included: every offer change re-asks the open boards
    {
      ...board('доска, предложения меняются 20 раз в секунду', ''),
      alongside: {
        perSecond: 20,
        statement: `update offers set updated_at = now() where uuid = (select uuid from offers
          where owner_company_uuid = '${KOLOS_YUG}' and status = 'OFFER_ACTIVE'
          order by created_at desc offset floor(random() * 200)::int limit 1)`,
      },
    },
    // Issue 29 point 21: «Цены», a farmer's running tenders priced at his farm (docs/prices.md).
    ...(farmer
      ? [
          prices('доска цен фермера (GET /prices/board)', ''),
          prices('доска цен: культура', `?productUuid=${f.crop}`),
        ]
      : []),
    list('первая страница', {}),
    list('фильтр: идут', { statuses: ['AUCTION_ACTIVE'] }),
    list('фильтр: культура', { productUuid: f.crop }),
    list('фильтр: территория', { regionUuid: f.region }),
    list('сортировка: цена', { sortField: 'price', sortDirection: 'DESC' }),
    {
      list: 'trading: ranked offers',
      name: 'торги с наибольшим числом предложений',
      kind: 'first-page',
      method: 'GET',
      path: `/offers/filterByAuction/${f.busiest}`,
    },
    {
      list: 'trading: ranked offers',
      name: 'обычные торги (≈ 20 предложений)',
      kind: 'first-page',
      method: 'GET',
      path: `/offers/filterByAuction/${f.typical}`,
    },
    {
      list: 'trading: placement',
      name: 'предложение фермера (POST /v2/offers)',
      kind: 'write',
      method: 'POST',
      path: '/v2/offers',
      placements: await placements(db),
    },
  ];
}
