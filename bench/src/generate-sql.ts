/**
 * The bulk of the generator, as SQL run inside the database: generate_series with a seeded,
 * deterministic hash for every random choice (`bench.r(row, salt)`), so the same seed gives the
 * same data on PGlite and on PostgreSQL, and no row crosses the wire.
 * Skew: `pow(r, k)` with k > 1 piles choices onto the first items (big purchasers, popular
 * crops, busy farmers), as real data does.
 */
export interface Sizes {
  purchasers: number;
  farmers: number;
  users: number;
  locations: number;
  contracts: number;
  limits: number;
  prepayments: number;
  discounts: number;
}

export const FULL: Sizes = {
  purchasers: 40,
  farmers: 1960,
  users: 200_000,
  locations: 100_000,
  contracts: 1_000_000,
  limits: 20_000,
  prepayments: 500_000,
  discounts: 50_000,
};

export function scaled(factor: number): Sizes {
  const s = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  return {
    purchasers: FULL.purchasers,
    farmers: s(FULL.farmers, 50),
    users: s(FULL.users, 500),
    locations: s(FULL.locations, 3000),
    contracts: s(FULL.contracts, 1000),
    limits: s(FULL.limits, 200),
    prepayments: s(FULL.prepayments, 500),
    discounts: s(FULL.discounts, 500),
  };
}

export const setupSql = (seed: number) => `
create schema if not exists bench;
create or replace function bench.r(g bigint, salt text) returns float8 language sql immutable parallel safe as
  $$ select ((hashtextextended(salt || ':' || g, ${seed}) & 4294967295)::float8 / 4294967296.0) $$;
create or replace function bench.uid(ts timestamptz, g bigint, salt text) returns uuid language sql immutable parallel safe as
  $$ select (lpad(to_hex((extract(epoch from ts) * 1000)::bigint), 12, '0') || '7' ||
             substr(md5(salt || g), 1, 3) || '8' || substr(md5(salt || g), 4, 15))::uuid $$;
-- ИНН of a company: nine digits and the tax service's check digit.
create or replace function bench.inn10(stem text) returns text language sql immutable parallel safe as
  $$ select stem || ((( substr(stem,1,1)::int*2 + substr(stem,2,1)::int*4 + substr(stem,3,1)::int*10
                      + substr(stem,4,1)::int*3 + substr(stem,5,1)::int*5 + substr(stem,6,1)::int*9
                      + substr(stem,7,1)::int*4 + substr(stem,8,1)::int*6 + substr(stem,9,1)::int*8) % 11) % 10)::text $$;
create or replace function bench.pick(arr text[], x float8) returns text language sql immutable parallel safe as
  $$ select arr[1 + floor(x * array_length(arr, 1))::int] $$;
`;

const LAST = `array['Иванов','Петров','Смирнов','Кузнецов','Попов','Васильев','Соколов','Михайлов','Новиков','Фёдоров','Морозов','Волков','Алексеев','Лебедев','Семёнов','Егоров','Павлов','Козлов','Степанов','Николаев','Орлов','Андреев','Макаров','Никитин','Захаров']`;
const FIRST = `array['Александр','Сергей','Дмитрий','Андрей','Алексей','Иван','Михаил','Николай','Елена','Ольга','Татьяна','Наталья','Ирина','Светлана','Юрий','Виктор','Павел','Анна','Мария','Екатерина']`;
const MIDDLE = `array['Александрович','Сергеевич','Иванович','Петрович','Николаевич','Алексеевна','Викторовна','Андреевна','Михайлович','Юрьевна']`;

/** Statements in order; each is one round trip. `:name` placeholders are filled from sizes. */
export interface Step {
  label: string;
  rows: number;
  /** With `chunked`, the SQL holds __LO__ and __HI__ and runs once per chunk of rows. */
  sql: string;
  chunked?: boolean;
  /** Runs once after every chunk. */
  after?: string;
}

export function generationSteps(z: Sizes): Step[] {
  return [
    {
      label: 'справочники генератора',
      rows: 0,
      sql: `
drop table if exists bench.pur, bench.far, bench.town, bench.terr, bench.el, bench.el_n,
  bench.staff, bench.staff_n, bench.sp, bench.lim, bench.crop;
create table bench.town as
  select row_number() over (order by fed_region_uuid, name, latitude) - 1 as idx, fed_region_uuid, area_uuid, name, latitude, longitude
    from settlements;
create table bench.crop as
  select row_number() over (order by sort_order) - 1 as idx, uuid from cultures;`,
    },
    {
      label: 'компании',
      rows: z.purchasers + z.farmers,
      sql: `
insert into companies (uuid, name, tax_code, user_type, trader_type, address, created_at)
select bench.uid(now() - interval '3 years', g, 'company'),
       case when g <= ${z.purchasers} then 'Агрохолдинг «Зерно-' || g || '»' else bench.pick(array['КФХ','ООО','СПК','ИП Глава КФХ','АО'], bench.r(g,'cf')) || ' «' || bench.pick(${LAST}, bench.r(g,'cn')) || ' и партнёры ' || g || '»' end,
       bench.inn10(lpad((100000000 + g)::text, 9, '0')),
       case when g <= ${z.purchasers} then 'purchaser' else 'farmer' end,
       case when g <= ${z.purchasers} then 'TRADER_TYPE_TRADER' else 'TRADER_TYPE_FARMER' end,
       'Россия', now() - interval '3 years' + (g || ' seconds')::interval
  from generate_series(1, ${z.purchasers + z.farmers}) g
 on conflict do nothing;
create table bench.pur as
  select row_number() over (order by (uuid = '0190a000-0000-7000-8000-000000000101') desc,
                                     (uuid = '0190a000-0000-7000-8000-000000000102') desc, uuid) - 1 as idx, uuid
    from companies where user_type = 'purchaser';
create table bench.far as
  select row_number() over (order by uuid) - 1 as idx, uuid from companies where user_type = 'farmer';
create index on bench.pur (idx); create index on bench.far (idx);`,
    },
    {
      label: 'пользователи',
      rows: z.users,
      sql: `
with np as (select count(*) n from bench.pur), nf as (select count(*) n from bench.far),
src as (
  select g,
         case when g <= ${Math.round(z.users * 0.1)} then 'purchaser' else 'farmer' end as kind,
         case when g <= (select n from np) then g - 1
              else floor(pow(bench.r(g, 'uc'), 2) * (select n from np)) end as p_idx,
         case when g - ${Math.round(z.users * 0.1)} <= (select n from nf) then g - ${Math.round(z.users * 0.1)} - 1
              else floor(pow(bench.r(g, 'uf'), 1.5) * (select n from nf)) end as f_idx
    from generate_series(__LO__, __HI__) g)
insert into users (uuid, phone, last_name, name, surname, notify_email, user_type, company_uuid, active, created_at, updated_at)
select bench.uid(now() - interval '2 years' + (g || ' seconds')::interval, g, 'user'),
       '+7902' || lpad(g::text, 7, '0'),
       bench.pick(${LAST}, bench.r(g, 'ln')), bench.pick(${FIRST}, bench.r(g, 'fn')), bench.pick(${MIDDLE}, bench.r(g, 'mn')),
       'user' || g || '@example.ru', src.kind,
       case when src.kind = 'purchaser' then p.uuid else f.uuid end,
       bench.r(g, 'active') > 0.05,
       now() - interval '2 years' + (g || ' seconds')::interval, now() - interval '2 years' + (g || ' seconds')::interval
  from src
  left join bench.pur p on src.kind = 'purchaser' and p.idx = src.p_idx
  left join bench.far f on src.kind = 'farmer' and f.idx = src.f_idx
 on conflict do nothing;
`,
      chunked: true,
      after: `
create table bench.staff as
  select p.idx as p_idx, row_number() over (partition by p.idx order by u.uuid) - 1 as n, u.uuid
    from users u join bench.pur p on p.uuid = u.company_uuid;
create index on bench.staff (p_idx, n);
create table bench.staff_n as select p_idx, count(*) n from bench.staff group by p_idx;`,
    },
    {
      label: 'территории закупки',
      rows: z.purchasers * 8,
      sql: `
insert into purchase_regions (uuid, company_uuid, name, fed_region_uuid)
select bench.uid(now() - interval '2 years', p.idx * 100 + k, 'terr'), p.uuid,
       'Территория ' || k || ' ' || fr.name, fr.uuid
  from bench.pur p cross join generate_series(1, 8) k
  join lateral (select uuid, name from fed_regions order by md5(p.idx || ':' || k || uuid::text) limit 1) fr on true
 on conflict do nothing;
create table bench.terr as
  select p.idx as p_idx, row_number() over (partition by p.idx order by t.uuid) - 1 as n, t.uuid, t.fed_region_uuid
    from purchase_regions t join bench.pur p on p.uuid = t.company_uuid where not t.is_deleted;`,
    },
    {
      label: 'точки приёмки и отгрузки',
      rows: z.locations,
      sql: `
with nt as (select count(*) n from bench.town), np as (select count(*) n from bench.pur), nf as (select count(*) n from bench.far),
src as (
  select g, g <= ${Math.round(z.locations * 0.02)} as elevator,
         case when g <= (select n from np) then g - 1 else floor(pow(bench.r(g, 'lp'), 2) * (select n from np)) end as p_idx,
         case when g - ${Math.round(z.locations * 0.02)} <= (select n from nf) then g - ${Math.round(z.locations * 0.02)} - 1
              else floor(pow(bench.r(g, 'lf'), 1.5) * (select n from nf)) end as f_idx,
         floor(bench.r(g, 'lt') * (select n from nt)) as t_idx
    from generate_series(__LO__, __HI__) g)
insert into locations (uuid, company_uuid, name, address, latitude, longitude, fed_region_uuid, area_uuid, quantity,
                       posts_quantity, car_type, schedule, region_uuid, created_at, updated_at)
select bench.uid(now() - interval '2 years' + (g || ' seconds')::interval, g, 'loc'),
       case when src.elevator then p.uuid else f.uuid end,
       case when src.elevator then 'Элеватор ' || t.name || ' №' || g else 'Склад ' || t.name || ' №' || g end,
       t.name || ', ул Полевая, д ' || (1 + floor(bench.r(g, 'house') * 90)),
       t.latitude + (bench.r(g, 'la') - 0.5) * 0.4, t.longitude + (bench.r(g, 'lo') - 0.5) * 0.4,
       t.fed_region_uuid, t.area_uuid, 100 + floor(bench.r(g, 'q') * 3000), 1 + floor(bench.r(g, 'posts') * 6),
       bench.pick(array['TRACTOR_WITH_TRAILER','TRUCK_TRACTOR_SEMITRAILER','SEMITRAILER_OR_WITH_TRAILER'], bench.r(g, 'car')),
       '{"openAt":"07:00","closeAt":"20:00","workingDays":["MON","TUE","WED","THU","FRI","SAT"]}'::jsonb,
       case when src.elevator then (select uuid from bench.terr tr where tr.p_idx = src.p_idx order by tr.n
                                      offset floor(bench.r(g, 'lr') * 8) limit 1) end,
       now() - interval '2 years' + (g || ' seconds')::interval, now() - interval '1 year' + (g || ' seconds')::interval
  from src
  join bench.town t on t.idx = src.t_idx
  left join bench.pur p on src.elevator and p.idx = src.p_idx
  left join bench.far f on not src.elevator and f.idx = src.f_idx
 on conflict do nothing;
`,
      chunked: true,
      after: `
create table bench.el as
  select p.idx as p_idx, row_number() over (partition by p.idx order by l.uuid) - 1 as n, l.uuid, l.region_uuid
    from locations l join bench.pur p on p.uuid = l.company_uuid where l.region_uuid is not null and not l.is_deleted;
create index on bench.el (p_idx, n);
create table bench.el_n as select p_idx, count(*) n from bench.el group by p_idx;
create table bench.sp as
  select row_number() over (order by l.uuid) - 1 as idx, l.uuid, l.company_uuid
    from locations l join bench.far f on f.uuid = l.company_uuid where not l.is_deleted;
create index on bench.sp (idx);`,
    },
    {
      label: 'контракты',
      rows: z.contracts,
      chunked: true,
      sql: `
with np as (select count(*) n from bench.pur), nsp as (select count(*) n from bench.sp), nc as (select count(*) n from bench.crop),
src as materialized (
  select g,
         floor(pow(bench.r(g, 'cp'), 3) * (select n from np)) as p_idx,
         floor(pow(bench.r(g, 'csp'), 1.3) * (select n from nsp)) as sp_idx,
         floor(pow(bench.r(g, 'ccr'), 2) * (select n from nc)) as crop_idx,
         bench.r(g, 'cd') < 0.6 as fca,
         date '2024-01-01' + floor(bench.r(g, 'cs') * 1000)::int as start_date,
         bench.r(g, 'cst') as st
    from generate_series(__LO__, __HI__) g),
-- which elevator and manager of the purchaser: worked out once per row, then equi-joined
pick as materialized (
  select src.*, floor(bench.r(g, 'cel') * en.n) as el_n, floor(bench.r(g, 'cu') * coalesce(sn.n, 0)) as st_n
    from src join bench.el_n en on en.p_idx = src.p_idx left join bench.staff_n sn on sn.p_idx = src.p_idx)
insert into contracts (uuid, aggregator_company_uuid, aggregator_location_uuid, region_uuid, product_uuid,
  farmer_company_uuid, farmer_location_uuid, user_uuid, delivery_type, humidity, quantity, price, initial_price,
  delivery_price, distance, tariff_type, start_date, end_date, without_indication, comment, status, confirmed_at,
  created_at, updated_at)
select bench.uid(src.start_date::timestamptz - interval '30 days', g, 'contract'),
       p.uuid, el.uuid, el.region_uuid, cr.uuid, sp.company_uuid,
       case when src.fca then sp.uuid end,
       st.uuid,
       case when src.fca then 'BUYER' else 'SELLER' end,
       10 + floor(bench.r(g, 'hum') * 7),
       (50 + floor(pow(bench.r(g, 'qty'), 2) * 4950))::int,
       (9000 + floor(bench.r(g, 'pr') * 14000))::int + case when src.fca then 900 else 0 end,
       (9000 + floor(bench.r(g, 'pr') * 14000))::int,
       case when src.fca then (60000 + floor(bench.r(g, 'dp') * 80000))::int else 0 end,
       case when src.fca then 20 + floor(bench.r(g, 'dist') * 400) else 0 end,
       case when src.fca then case when bench.r(g, 'tt') < 0.7 then 'REGIONAL' else 'E2E' end else '' end,
       src.start_date, src.start_date + floor(bench.r(g, 'len') * 120)::int,
       bench.r(g, 'wi') < 0.05,
       case when bench.r(g, 'cm') < 0.2 then 'Оплата по факту поставки' else '' end,
       case when src.st < 0.5 then 'CONTRACT_CONFIRMED' when src.st < 0.85 then 'CONTRACT_CREATED' else 'CONTRACT_CANCELED' end,
       case when src.st < 0.5 then src.start_date::timestamptz - interval '10 days' end,
       src.start_date::timestamptz - interval '30 days', src.start_date::timestamptz - interval '10 days'
  from pick src
  join bench.pur p on p.idx = src.p_idx
  join bench.el el on el.p_idx = src.p_idx and el.n = src.el_n
  join bench.sp sp on sp.idx = src.sp_idx
  join bench.crop cr on cr.idx = src.crop_idx
  left join bench.staff st on st.p_idx = src.p_idx and st.n = src.st_n
 on conflict do nothing;`,
    },
    {
      label: 'лимиты авансирования',
      rows: z.limits,
      sql: `
with np as (select count(*) n from bench.pur), nf as (select count(*) n from bench.far)
insert into prepayment_limits (uuid, purchaser_company_uuid, farmer_company_uuid, product_alias, amount, insure_company)
select bench.uid(now() - interval '1 year', g, 'limit'), p.uuid, f.uuid,
       case when bench.r(g, 'la') < 0.6 then 'AgroAvans' else 'AvansSObespech' end,
       (1000000 + floor(bench.r(g, 'lam') * 49) * 1000000)::bigint,
       case when bench.r(g, 'li') < 0.5 then bench.pick(array['АО «СОГАЗ»','СПАО «Ингосстрах»','АО «АльфаСтрахование»'], bench.r(g, 'lin')) end
  from generate_series(1, ${z.limits}) g
  join bench.pur p on p.idx = floor(pow(bench.r(g, 'lp'), 3) * (select n from np))
  join bench.far f on f.idx = floor(bench.r(g, 'lf') * (select n from nf))
 on conflict do nothing;
create table bench.lim as
  select row_number() over (order by uuid) - 1 as idx, uuid, purchaser_company_uuid, farmer_company_uuid, product_alias
    from prepayment_limits;
create index on bench.lim (idx);`,
    },
    {
      label: 'заявки на аванс',
      rows: z.prepayments,
      chunked: true,
      sql: `
with nl as (select count(*) n from bench.lim)
insert into prepayment_requests (uuid, limit_uuid, purchaser_company_uuid, farmer_company_uuid, product_alias,
  request_value, status, status_reason, agreement_contract_number, created_at, updated_at)
select bench.uid(now() - interval '700 days' + (g * interval '1 second' * ${Math.max(1, Math.floor(60_000_000 / z.prepayments))}), g, 'ppr'),
       l.uuid, l.purchaser_company_uuid, l.farmer_company_uuid, l.product_alias,
       (100000 + floor(pow(bench.r(g, 'rv'), 2) * 49) * 100000)::bigint,
       s.status, case when s.status = 'REJECTED' then case when bench.r(g, 'rr') < 0.5 then 'Лимит' else 'ДС/Заявка' end end,
       case when s.status in ('APPROVED', 'LENT', 'REPAID') then 'ДС-' || g end,
       now() - interval '700 days' + (g * interval '1 second' * ${Math.max(1, Math.floor(60_000_000 / z.prepayments))}),
       now() - interval '690 days' + (g * interval '1 second' * ${Math.max(1, Math.floor(60_000_000 / z.prepayments))})
  from generate_series(__LO__, __HI__) g
  join bench.lim l on l.idx = floor(pow(bench.r(g, 'rl'), 1.5) * (select n from nl))
  cross join lateral (select case when x < 0.25 then 'CREATED' when x < 0.4 then 'IN_PROGRESS' when x < 0.55 then 'APPROVED'
                                  when x < 0.7 then 'LENT' when x < 0.9 then 'REPAID' else 'REJECTED' end as status
                        from (select bench.r(g, 'rs') as x) t) s;`,
    },
    {
      label: 'премии по районам',
      rows: z.discounts,
      sql: `
with np as (select count(*) n from bench.pur), na as (select count(*) n from areas), nc as (select count(*) n from bench.crop),
ar as (select row_number() over (order by uuid) - 1 as idx, uuid, fed_region_uuid from areas)
insert into discounts (uuid, owner_company_uuid, region_uuid, area_uuid, culture_uuid, amount)
select bench.uid(now() - interval '1 year', g, 'disc'), p.uuid, a.fed_region_uuid, a.uuid, cr.uuid,
       (floor(bench.r(g, 'am') * 2000) - 800)::int
  from generate_series(1, ${Math.round(z.discounts * 1.15)}) g
  join bench.pur p on p.idx = floor(pow(bench.r(g, 'dp'), 1.5) * (select n from np))
  join ar a on a.idx = floor(bench.r(g, 'da') * (select n from na))
  join bench.crop cr on cr.idx = floor(bench.r(g, 'dc') * (select n from nc))
 on conflict do nothing;`,
    },
    {
      label: 'статистика планировщика',
      rows: 0,
      sql: `
drop table if exists bench.pur, bench.far, bench.town, bench.terr, bench.el, bench.el_n,
  bench.staff, bench.staff_n, bench.sp, bench.lim, bench.crop;`,
    },
    {
      // A live base appends contracts as they are made, with time-ordered (v7) uuids, so its heap
      // is in uuid order; the generator writes them in random time order. Put them in the order
      // they would have on disk.
      label: 'контракты в порядке создания',
      rows: 0,
      sql: 'cluster contracts using contracts_pkey',
    },
    {
      // the lists' key queries are index-only scans, which need the visibility map vacuum writes
      label: 'vacuum analyze',
      rows: 0,
      sql: 'vacuum analyze',
    },
  ];
}
