import type { Step } from './generate-sql';

/**
 * Acceptances at scale (issue 30): `rows` accepted trucks, each a slot of its own (unloaded, its
 * acceptance version 1 in force) and its `slot_acceptances` row, spread over three years of the
 * demo elevators' points. The farmers are the accepted offers' (a third of the trucks the demo
 * farmer «Рассвет»'s, so his list is long too). Set-based inside the database, chunk by chunk.
 */
export const ACCEPTANCE_FULL = { rows: 1_000_000 };

const DEMO_ELEVATORS = [501, 502, 503, 504, 505, 506].map(
  (n) => `'0190a000-0000-7000-8000-${String(n).padStart(12, '0')}'`,
);
const DEMO_ACCEPTED_OFFER = '0190a015-0000-7000-8000-000000000201';
const HELPERS = 'bench.a_pt, bench.a_deal';

export function acceptanceSteps(rows: number): Step[] {
  return [
    {
      label: 'приёмка: справочники генератора',
      rows: 0,
      sql: `
drop table if exists ${HELPERS};
create table bench.a_pt as
  select row_number() over (order by uuid) - 1 as idx, uuid, company_uuid
    from locations where uuid in (${DEMO_ELEVATORS.join(', ')});
create table bench.a_deal as
  select row_number() over (order by uuid) - 1 as idx, uuid, farmer_company_uuid, price
    from offers where status = 'OFFER_ACCEPTED' and accepted_volume > 0;`,
    },
    {
      label: `приёмка: ${rows.toLocaleString('ru-RU')} машин (слот и приёмка)`,
      rows,
      chunked: true,
      sql: `
with g as (
  select g, now() - make_interval(secs => (${rows} - g)::float8 * 94608000 / ${rows}) as at
    from generate_series(__LO__, __HI__) g),
picked as (
  select g.g, g.at, p.uuid as point, p.company_uuid as owner,
         case when bench.r(g.g, 'af') < 0.33 then '${DEMO_ACCEPTED_OFFER}'::uuid else d.uuid end as offer,
         35000 + floor(bench.r(g.g, 'ag') * 10000)::int as gross,
         14000 + floor(bench.r(g.g, 'at') * 2000)::int as tare,
         round((14 + bench.r(g.g, 'am') * 4)::numeric, 1) as moisture
    from g
    join bench.a_pt p on p.idx = g.g % (select count(*) from bench.a_pt)
    join bench.a_deal d on d.idx = floor(pow(bench.r(g.g, 'ad'), 2) * (select count(*) from bench.a_deal))::int),
full_rows as (
  select k.*, o.farmer_company_uuid as farmer, o.price, gross - tare as net,
         round((gross - tare) * (100 - greatest(moisture, 14)) / 86)::int as credited
    from picked k join offers o on o.uuid = k.offer),
slot_rows as (
  insert into slots (uuid, location_uuid, day, start_at, end_at, offer_uuid, owner_company_uuid,
                     farmer_company_uuid, planned_volume, car_number, driver_fullname, status,
                     arrived_at, unloaded_volume, acceptance_version, created_at, updated_at)
  select bench.uid(at, g, 'aslot'), point, (at at time zone 'Europe/Moscow')::date, at - interval '30 minutes',
         at + interval '30 minutes', offer, owner, farmer, 25,
         'А' || lpad((g % 1000)::text, 3, '0') || 'ВС 123', 'Иванов Сергей', 'SLOT_UNLOADED',
         at - interval '20 minutes', credited / 1000.0, 1, at - interval '10 days', at
    from full_rows
  on conflict (uuid) do nothing
  returning uuid)
insert into slot_acceptances (uuid, slot_uuid, version, current, owner_company_uuid, farmer_company_uuid,
                              location_uuid, offer_uuid, decision, ticket_number, gross_kg, tare_kg,
                              net_kg, credited_kg, loss_percent, quality, factors, deal_price_per_ton,
                              price_per_ton, amount, vat, created_at)
select bench.uid(at, g, 'acc'), bench.uid(at, g, 'aslot'), 1, true, owner, farmer, point, offer, 'ACCEPT',
       'В-' || g, gross, tare, net, credited, round(100 * (1 - credited::numeric / net), 2),
       jsonb_build_object('MOISTURE', moisture, 'FOREIGN', 1, 'GRAIN', 2),
       '[{"code":"MOISTURE","basis":14,"limit":19,"bonus":false},{"code":"FOREIGN","basis":1,"limit":5,"bonus":false},{"code":"GRAIN","basis":2,"limit":15,"bonus":false}]',
       price, price, round(credited * price / 10)::bigint, null, at
  from full_rows
  join slot_rows s on s.uuid = bench.uid(full_rows.at, full_rows.g, 'aslot')
on conflict (uuid) do nothing;`,
    },
    { label: 'приёмка: уборка', rows: 0, sql: `drop table if exists ${HELPERS}` },
    { label: 'vacuum analyze (приёмка)', rows: 0, sql: 'vacuum analyze slots, slot_acceptances' },
  ];
}
