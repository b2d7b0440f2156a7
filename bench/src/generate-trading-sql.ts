import type { Step } from './generate-sql';

/**
 * Trading at scale (issue 15): purchasers' tenders and farmers' offers, set-based inside the
 * database like the rest of the generator (`bench.r`, `bench.uid` from setupSql). It reads what
 * the database holds — purchasers with elevators in a territory, farmers' points by subject — so
 * it runs on a base generated before as well as right after the other steps.
 */
export interface TradingSizes {
  auctions: number;
  offers: number;
}

export const TRADING_FULL: TradingSizes = { auctions: 50_000, offers: 1_000_000 };

export const tradingScaled = (factor: number): TradingSizes => ({
  auctions: Math.max(1000, Math.round(TRADING_FULL.auctions * factor)),
  offers: Math.max(20_000, Math.round(TRADING_FULL.offers * factor)),
});

const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';
const AGRO_CENTER = '0190a000-0000-7000-8000-000000000102';
const DEMO_FARMER = '0190a000-0000-7000-8000-000000000304';
const FARMER_ROLE = '0190a000-0000-7000-8000-000000000401';
const LIVE = `('OFFER_ACTIVE', 'OFFER_COUNTERED')`;
const HELPERS = 'bench.t_pur, bench.t_crop, bench.t_el, bench.t_el_n, bench.t_sp, bench.t_sp_n, bench.t_auc';

/**
 * Shares of the tenders: the last 5 % are running (they end 7–30 days after the generation, so
 * the placement scenario has tenders to offer on for weeks), the 1 % after them planned; the rest
 * ended over the two years before, 88 % completed, the rest canceled, but the last days' awaiting
 * results. Offers fall on started tenders only, about 20 each.
 */
export function tradingSteps(z: TradingSizes): Step[] {
  const n = z.auctions;
  return [
    {
      label: 'торги: справочники генератора',
      rows: 0,
      sql: `
drop table if exists ${HELPERS};
-- purchasers that have an elevator in a territory: they can announce a tender
create table bench.t_pur as
  select row_number() over (order by (c.uuid = '${KOLOS_YUG}') desc, (c.uuid = '${AGRO_CENTER}') desc, c.uuid) - 1 as idx, c.uuid
    from companies c
   where c.user_type = 'purchaser'
     and exists (select 1 from locations l join purchase_regions r on r.uuid = l.region_uuid
                  where l.company_uuid = c.uuid and not l.is_deleted and not r.is_deleted);
create table bench.t_crop as select row_number() over (order by sort_order) - 1 as idx, uuid from cultures;
create table bench.t_el as
  select p.idx as p_idx, row_number() over (partition by p.idx order by l.uuid) - 1 as n, l.uuid, l.region_uuid, r.fed_region_uuid
    from locations l join bench.t_pur p on p.uuid = l.company_uuid
    join purchase_regions r on r.uuid = l.region_uuid and not r.is_deleted
   where not l.is_deleted;
create index on bench.t_el (p_idx, n);
create table bench.t_el_n as select p_idx, count(*) n from bench.t_el group by p_idx;
-- farmers' shipping points by subject of the federation: who a tender there matches
create table bench.t_sp as
  select l.fed_region_uuid, row_number() over (partition by l.fed_region_uuid order by l.uuid) - 1 as n, l.uuid, l.company_uuid
    from locations l join companies c on c.uuid = l.company_uuid and c.user_type = 'farmer'
   where not l.is_deleted and l.fed_region_uuid is not null;
create index on bench.t_sp (fed_region_uuid, n);
create table bench.t_sp_n as select fed_region_uuid, count(*) n from bench.t_sp group by 1;`,
    },
    {
      label: 'торги',
      rows: n,
      sql: `
create table bench.t_auc as
with np as (select count(*) n from bench.t_pur), nc as (select count(*) n from bench.t_crop),
src as materialized (
  select g,
         floor(pow(bench.r(g, 'ap'), 3) * (select n from np)) as p_idx,
         floor(pow(bench.r(g, 'acr'), 2) * (select n from nc)) as crop_idx,
         case when g > ${n} * 0.99 then now() + make_interval(hours => (24 + floor(bench.r(g, 'af') * 14 * 24))::int)
              when g > ${n} * 0.94 then now() - make_interval(mins => floor(bench.r(g, 'aa') * 2 * 24 * 60)::int)
              else now() - interval '3 days' - interval '730 days' * (1 - g::float8 / ${n}) end as start_at,
         g > ${n} * 0.94 and g <= ${n} * 0.99 as running,
         bench.r(g, 'ast') as st, bench.r(g, 'adt') as dt
    from generate_series(1, ${n}) g),
pick as materialized (
  select src.*, floor(bench.r(g, 'ael') * en.n) as el_n from src join bench.t_el_n en on en.p_idx = src.p_idx)
select row_number() over (order by g) - 1 as idx, g,
       bench.uid(pick.start_at - interval '1 day', g, 'auction') as uuid,
       p.uuid as owner, el.uuid as point, el.region_uuid, el.fed_region_uuid, cr.uuid as product,
       case when dt < 0.5 then array['BUYER', 'SELLER'] when dt < 0.8 then array['BUYER'] else array['SELLER'] end as types,
       (100 + floor(pow(bench.r(g, 'av'), 2) * 49) * 100)::int as volume,
       (9000 + floor(bench.r(g, 'apr') * 140) * 100)::int as price,
       12 + floor(bench.r(g, 'ah') * 4) as humidity,
       pick.start_at,
       case when running then now() + make_interval(hours => (7 * 24 + floor(bench.r(g, 'ae') * 23 * 24))::int)
            else pick.start_at + make_interval(hours => (24 + floor(bench.r(g, 'ae') * 48))::int) end as end_at,
       case when pick.start_at > now() or running then 'AUCTION_PLANNED'
            when g > ${n} * 0.93 and st < 0.5 then 'AUCTION_PLANNED'
            when st < 0.88 then 'AUCTION_COMPLETED' else 'AUCTION_CANCELED' end as status
  from pick
  join bench.t_pur p on p.idx = pick.p_idx
  join bench.t_el el on el.p_idx = pick.p_idx and el.n = pick.el_n
  join bench.t_crop cr on cr.idx = pick.crop_idx;
create index on bench.t_auc (idx);
insert into auctions (uuid, number, owner_company_uuid, region_uuid, product_uuid, delivery_types, volume, price, humidity,
                      delivery_date_start, delivery_date_end, start_at, end_at, status, created_at, updated_at)
select a.uuid, coalesce(an.last_number, 0) + row_number() over (partition by a.owner order by a.g),
       a.owner, a.region_uuid, a.product, a.types, a.volume, a.price, a.humidity,
       (a.start_at + interval '1 day')::date, (a.start_at + interval '30 days')::date, a.start_at, a.end_at, a.status,
       a.start_at - interval '1 day', case when a.status in ('AUCTION_COMPLETED', 'AUCTION_CANCELED') then a.end_at else a.start_at - interval '1 day' end
  from bench.t_auc a left join auction_numbers an on an.company_uuid = a.owner;
insert into auction_locations (auction_uuid, location_uuid) select uuid, point from bench.t_auc;
insert into auction_numbers (company_uuid, last_number)
select owner_company_uuid, max(number) from auctions group by 1
    on conflict (company_uuid) do update set last_number = excluded.last_number;
-- tenders that have started take offers
create table bench.t_started as
  select row_number() over (order by idx) - 1 as s_idx, * from bench.t_auc where start_at <= now();
create index on bench.t_started (s_idx);`,
    },
    {
      label: 'предложения',
      rows: z.offers,
      chunked: true,
      sql: `
with na as (select count(*) n from bench.t_started),
src as materialized (
  select g, floor(bench.r(g, 'oa') * (select n from na)) as s_idx from generate_series(__LO__, __HI__) g),
pick as materialized (
  select src.g, a.uuid as auction, a.owner, a.types, a.volume as a_volume, a.price as a_price, a.humidity as a_humidity, a.start_at,
         a.end_at, a.status as a_status, a.fed_region_uuid,
         floor(bench.r(src.g, 'osp') * spn.n) as sp_n,
         case when cardinality(a.types) = 2 then case when bench.r(src.g, 'odt') < 0.6 then 'BUYER' else 'SELLER' end
              else a.types[1] end as dtype,
         bench.r(src.g, 'ost') as st
    from src join bench.t_started a on a.s_idx = src.s_idx
    join bench.t_sp_n spn on spn.fed_region_uuid = a.fed_region_uuid),
o as (
  select pick.*, sp.uuid as point, sp.company_uuid as farmer,
         (round(a_price * (0.93 + bench.r(g, 'opr') * 0.1) / 10) * 10)::int as price,
         case when dtype = 'BUYER' then (30000 + floor(bench.r(g, 'odp') * 1200) * 100)::int end as delivery_price,
         pick.start_at + (least(pick.end_at, now()) - pick.start_at) * bench.r(g, 'ot') as created
    from pick join bench.t_sp sp on sp.fed_region_uuid = pick.fed_region_uuid and sp.n = pick.sp_n)
insert into offers (uuid, auction_uuid, owner_company_uuid, farmer_company_uuid, farmer_location_uuid, delivery_type, volume, price, humidity,
                    delivery_date_start, delivery_date_end, status, delivery_price, distance, tariff_type, premium,
                    landed_price, created_at, updated_at)
select bench.uid(o.created, g, 'offer'), o.auction, o.owner, o.farmer, case when dtype = 'BUYER' then o.point end, dtype,
       least(o.a_volume, 25 + floor(pow(bench.r(g, 'ov'), 2) * 475))::int, o.price,
       o.a_humidity - floor(bench.r(g, 'oh') * 2),
       (o.start_at + interval '1 day')::date, (o.start_at + interval '30 days')::date,
       case when o.a_status = 'AUCTION_COMPLETED' then case when st < 0.05 then 'OFFER_WITHDRAWN' else 'OFFER_DECLINED' end
            when o.a_status = 'AUCTION_CANCELED' then case when st < 0.1 then 'OFFER_WITHDRAWN' else 'OFFER_DECLINED' end
            when st < 0.07 then 'OFFER_WITHDRAWN'
            when st < 0.10 and o.end_at > now() then 'OFFER_COUNTERED'
            else 'OFFER_ACTIVE' end,
       o.delivery_price,
       case when dtype = 'BUYER' then 10 + floor(bench.r(g, 'odi') * 300) end,
       case when dtype = 'BUYER' then 'REGIONAL' end,
       case when dtype = 'BUYER' and bench.r(g, 'opm') < 0.3 then (floor(bench.r(g, 'opa') * 10) * 50 - 200)::int end,
       o.price + case when dtype = 'BUYER' then round(o.delivery_price / 100.0)::int else 0 end,
       o.created, o.created
  from o
 on conflict do nothing;`,
    },
    {
      label: 'итоги торгов, встречные предложения, счётчики',
      rows: 0,
      sql: `
-- results: the best offers by landed price, then time, fill the tender; the last one in part
with ranked as (
  select o.uuid, o.volume, a.volume as wanted,
         sum(o.volume) over (partition by o.auction_uuid order by o.landed_price, o.created_at, o.uuid) as upto
    from offers o join bench.t_auc a on a.uuid = o.auction_uuid
   where a.status = 'AUCTION_COMPLETED' and o.status = 'OFFER_DECLINED')
update offers o set status = 'OFFER_ACCEPTED', accepted_volume = least(r.volume, r.wanted - (r.upto - r.volume))
  from ranked r where r.uuid = o.uuid and r.upto - r.volume < r.wanted;
insert into counter_offers (uuid, offer_uuid, price, volume, comment, status, created_at)
select bench.uid(o.created_at + interval '1 hour', o.number, 'counter'), o.uuid, greatest(1, o.price - 100), o.volume, '', 'OPEN',
       o.created_at + interval '1 hour'
  from offers o join bench.t_auc a on a.uuid = o.auction_uuid where o.status = 'OFFER_COUNTERED';
update auctions a
   set offers_count = s.received, offered_volume = s.live, accepted_volume = s.accepted
  from (select o.auction_uuid, count(*) filter (where o.status <> 'OFFER_WITHDRAWN') as received,
               coalesce(sum(o.volume) filter (where o.status in ${LIVE}), 0) as live,
               sum(o.accepted_volume) as accepted
          from offers o join bench.t_auc t on t.uuid = o.auction_uuid group by 1) s
 where s.auction_uuid = a.uuid;`,
    },
    {
      // FCA offers are priced by the tariff of the subject the load starts in: a national
      // platform has one everywhere; the demo set only the south and the black-earth belt.
      label: 'тарифы во всех субъектах, фермеры с ролью и паролем',
      rows: 0,
      sql: `
insert into tariffs (uuid, fed_region_uuid, type, bands)
select bench.uid(now(), row_number() over (), 'tariff'), fr.uuid, t.type,
       (select bands from tariffs x where x.type = t.type order by x.fed_region_uuid limit 1)
  from fed_regions fr cross join (values ('REGIONAL'), ('E2E')) t(type)
 where exists (select 1 from tariffs x where x.type = t.type)
    on conflict (fed_region_uuid, type) do nothing;
-- one person of each farm signs in with the demo password and holds «Фермер», as the demo farmer
create table bench.t_farmer_users as
  select distinct on (u.company_uuid) u.uuid, u.name, u.last_name, u.company_uuid
    from users u join companies c on c.uuid = u.company_uuid and c.user_type = 'farmer'
   where u.active and u.user_type = 'farmer' and u.phone like '+7902%'
   order by u.company_uuid, u.uuid;
update users u set password_hash = (select password_hash from users where uuid = '${DEMO_FARMER}')
  from bench.t_farmer_users f where f.uuid = u.uuid;
insert into groups (uuid, name, company_uuid)
select uuid, last_name || ' ' || name, company_uuid from bench.t_farmer_users on conflict do nothing;
insert into group_roles (group_uuid, role_uuid)
select uuid, '${FARMER_ROLE}' from bench.t_farmer_users on conflict do nothing;
drop table bench.t_farmer_users;`,
    },
    {
      label: 'торги: уборка',
      rows: 0,
      sql: `drop table if exists ${HELPERS}, bench.t_started;`,
    },
    {
      // a live base appends offers as they come, with time-ordered (v7) uuids
      label: 'предложения в порядке создания',
      rows: 0,
      sql: 'cluster offers using offers_pkey',
    },
    {
      label: 'vacuum analyze (торги)',
      rows: 0,
      sql: 'vacuum analyze auctions, auction_locations, offers, counter_offers',
    },
  ];
}
