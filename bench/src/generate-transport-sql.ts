import type { Step } from './generate-sql';

/**
 * Transport at scale (issue 18 point 8): two delivery windows of seven days, each at a demo
 * elevator of «Колос-Юг» and filled with slots spread evenly over its slot times, the trucks and
 * drivers named on nine slots in ten — the distributions page's window (2 000 slots of 100 deals at
 * Сальский элеватор, days 20–26 from the generation) and the import's (50 000 slots of 500 deals at
 * Армавирский мелькомбинат, days 30–36), so that a 50 000-line carrier's file names slots that
 * exist. The deals are accepted offers copied from the demo's; the days' capacity is raised to
 * hold them and their booked tonnes kept. Set-based inside the database like the rest.
 */
export interface TransportWindow {
  point: string;
  /** Days from the generation's date: the window is [from, from + 6]. */
  from: number;
  slots: number;
  deals: number;
  /** Offers' uuids are `0190a0be-0000-7000-8<block>-<n>`. */
  block: number;
}

const SALSK = '0190a000-0000-7000-8000-000000000503';
const ARMAVIR = '0190a000-0000-7000-8000-000000000504';
const DEMO_ACCEPTED_OFFER = '0190a015-0000-7000-8000-000000000201';

export const TRANSPORT_PAGE_WINDOW: TransportWindow = {
  point: SALSK,
  from: 20,
  slots: 2_000,
  deals: 100,
  block: 101,
};
export const TRANSPORT_IMPORT_WINDOW: TransportWindow = {
  point: ARMAVIR,
  from: 30,
  slots: 50_000,
  deals: 500,
  block: 102,
};

const offerUuid = (block: number, n: string) =>
  `('0190a0be-0000-7000-8${block}-' || lpad((${n})::text, 12, '0'))::uuid`;

function windowSteps(w: TransportWindow): Step[] {
  const deal = offerUuid(w.block, 'g');
  return [
    {
      label: `транспорт: ${w.deals} сделок и ${w.slots.toLocaleString('ru-RU')} слотов в окне`,
      rows: w.slots,
      sql: `
delete from slots where offer_uuid in (select ${deal} from generate_series(1, ${w.deals}) g);
insert into offers (uuid, auction_uuid, owner_company_uuid, farmer_company_uuid, farmer_location_uuid, delivery_type, volume,
                    price, humidity, delivery_date_start, delivery_date_end, comment, status,
                    accepted_volume, delivery_price, distance, tariff_type, premium, landed_price,
                    created_by, acceptance_location_uuid)
select ${deal}, o.auction_uuid, o.owner_company_uuid, o.farmer_company_uuid, o.farmer_location_uuid, o.delivery_type, 100000,
       o.price, o.humidity, current_date + ${w.from}, current_date + ${w.from + 6}, 'bench', 'OFFER_ACCEPTED',
       100000, o.delivery_price, o.distance, o.tariff_type, o.premium, o.landed_price, o.created_by, '${w.point}'
  from offers o cross join generate_series(1, ${w.deals}) g where o.uuid = '${DEMO_ACCEPTED_OFFER}'
on conflict (uuid) do nothing;
with p as (
  select l.uuid, l.company_uuid, coalesce(l.schedule->'workingDays', '[]'::jsonb) as days,
         coalesce(l.schedule->>'openAt', '08:00')::time as open_at,
         coalesce(l.schedule->>'closeAt', '20:00')::time as close_at,
         coalesce((l.schedule->>'slotInterval')::int, 60) as step_min
    from locations l where l.uuid = '${w.point}'),
cand as (
  select p.uuid as point, p.company_uuid as owner, d.day, p.step_min, k.k,
         (d.day + p.open_at + make_interval(mins => t.i * p.step_min)) at time zone 'Europe/Moscow' as start_at
    from p
    cross join generate_series(${w.from}, ${w.from + 6}) g(n)
    cross join lateral (select (current_date + g.n) as day) d
    cross join generate_series(0, 95) t(i)
    cross join generate_series(0, 999) k(k)
   where t.i * p.step_min + p.step_min <= extract(epoch from p.close_at - p.open_at) / 60
     and (jsonb_array_length(p.days) = 0
          or p.days ? (array['SUN','MON','TUE','WED','THU','FRI','SAT'])[extract(dow from d.day)::int + 1])
   order by k.k, d.day, t.i
   limit ${w.slots}),
numbered as (select c.*, row_number() over (order by c.day, c.start_at, c.k) as n from cand c)
insert into slots (uuid, location_uuid, day, start_at, end_at, offer_uuid, owner_company_uuid,
                   farmer_company_uuid, planned_volume, car_number, trailer_number, driver_fullname,
                   driver_phone, status, created_at, updated_at)
select bench.uid(now(), n, 'tslot${w.block}'), point, day, start_at, start_at + make_interval(mins => step_min),
       ${offerUuid(w.block, `1 + (n % ${w.deals})`)}, owner,
       (select farmer_company_uuid from offers where uuid = '${DEMO_ACCEPTED_OFFER}'), 25,
       case when n % 10 <> 0 then 'В' || lpad((n % 1000)::text, 3, '0') || 'КМ ' || (100 + n / 1000 % 900)::text end,
       case when n % 10 <> 0 then 'АВ ' || lpad((n % 10000)::text, 4, '0') || ' 23' end,
       case when n % 10 <> 0 then bench.pick(array['Иванов Сергей','Петров Алексей','Сёмин Пётр','Коваленко Дмитрий'], bench.r(n, 'td')) end,
       case when n % 10 <> 0 then '+7918' || lpad((n % 10000000)::text, 7, '0') end,
       case when n % 10 <> 0 then 'SLOT_CAR_ASSIGNED' else 'SLOT_BOOKED' end, now(), now()
  from numbered;
insert into queue_days (location_uuid, day, cars_in_slot, quantity)
select '${w.point}', current_date + g, 1000, 1000000 from generate_series(${w.from}, ${w.from + 6}) g
on conflict (location_uuid, day) do update set cars_in_slot = 1000, quantity = 1000000;`,
    },
  ];
}

export const transportSteps = (): Step[] => [
  ...windowSteps(TRANSPORT_PAGE_WINDOW),
  ...windowSteps(TRANSPORT_IMPORT_WINDOW),
];
