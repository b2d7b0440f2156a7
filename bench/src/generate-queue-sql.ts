import type { Step } from './generate-sql';

/**
 * The electronic queue at scale (issue 17 point 9): `slots` past slots of the demo elevators,
 * every slot time of every working day filled to its carsInSlot, going back from a week before
 * the generation (the demo's own week at Тихорецкий is left as the seed made it), with the days'
 * booked tonnes; and the allocation scenario's deal — an accepted offer at Ейский элеватор over
 * the next 14 days, whose days are raised (60 cars a time, 100 000 t) so that a run of minutes
 * books without meeting 35742. Set-based inside the database like the rest of the generator.
 */
export const QUEUE_FULL = { slots: 200_000 };

/** The allocation scenario's offer (bench/src/queue-scenarios.ts names it). */
export const BENCH_QUEUE_OFFER = '0190a0be-0000-7000-8000-000000000001';
const DEMO_ELEVATORS = [501, 502, 503, 504, 505, 506].map(
  (n) => `'0190a000-0000-7000-8000-${String(n).padStart(12, '0')}'`,
);
export const YEYSK = '0190a000-0000-7000-8000-000000000502';
const DEMO_ACCEPTED_OFFER = '0190a015-0000-7000-8000-000000000201';
const HELPERS = 'bench.q_pt, bench.q_deal';

export function queueSteps(slots: number): Step[] {
  return [
    {
      label: 'очередь: справочники генератора',
      rows: 0,
      sql: `
drop table if exists ${HELPERS};
create table bench.q_pt as
  select l.uuid, l.company_uuid, coalesce(l.schedule->'workingDays', '[]'::jsonb) as days,
         coalesce(l.schedule->>'openAt', '08:00')::time as open_at,
         coalesce(l.schedule->>'closeAt', '20:00')::time as close_at,
         coalesce((l.schedule->>'slotInterval')::int, 60) as step_min,
         coalesce((l.schedule->>'carsInSlot')::int, 1) as cars
    from locations l where l.uuid in (${DEMO_ELEVATORS.join(', ')});
create table bench.q_deal as
  select row_number() over (order by uuid) - 1 as idx, uuid, farmer_company_uuid
    from offers where status = 'OFFER_ACCEPTED' and accepted_volume > 0;`,
    },
    {
      label: `очередь: ${slots.toLocaleString('ru-RU')} прошедших слотов`,
      rows: slots,
      sql: `
with cand as (
  select p.uuid as point, p.company_uuid as owner, d.day,
         (d.day + p.open_at + make_interval(mins => t.i * p.step_min)) at time zone 'Europe/Moscow' as start_at,
         p.step_min, k.k
    from bench.q_pt p
    cross join generate_series(8, 3000) g(n)
    cross join lateral (select (current_date - g.n) as day) d
    cross join generate_series(0, 95) t(i)
    cross join generate_series(0, 19) k(k)
   where t.i * p.step_min + p.step_min <= extract(epoch from p.close_at - p.open_at) / 60
     and k.k < p.cars
     and (jsonb_array_length(p.days) = 0
          or p.days ? (array['SUN','MON','TUE','WED','THU','FRI','SAT'])[extract(dow from d.day)::int + 1])
   order by d.day desc, p.uuid, t.i, k.k
   limit ${slots}),
numbered as (select c.*, row_number() over () as n from cand c),
picked as (
  select n.*, q.uuid as offer, q.farmer_company_uuid as farmer, bench.r(n.n, 'qs') as st
    from numbered n
    join bench.q_deal q on q.idx = (n.n % (select count(*) from bench.q_deal)))
insert into slots (uuid, location_uuid, day, start_at, end_at, offer_uuid, owner_company_uuid,
                   farmer_company_uuid, planned_volume, car_number, trailer_number, driver_fullname,
                   driver_phone, status, arrived_at, unload_start_at, unloaded_volume, created_at, updated_at)
select bench.uid(start_at - interval '10 days', n, 'slot'), point, day, start_at,
       start_at + make_interval(mins => step_min), offer, owner, farmer, 25,
       'А' || lpad((n % 1000)::text, 3, '0') || 'ВС 123', 'ЕК ' || lpad((n % 10000)::text, 4, '0') || ' 23',
       bench.pick(array['Иванов Сергей','Петров Алексей','Сёмин Пётр','Коваленко Дмитрий'], bench.r(n, 'qd')),
       '+7918' || lpad((n % 10000000)::text, 7, '0'),
       case when st < 0.06 then 'SLOT_CANCELED' when st < 0.10 then 'SLOT_NO_SHOW' else 'SLOT_UNLOADED' end,
       case when st >= 0.10 then start_at + interval '10 minutes' end,
       case when st >= 0.10 then start_at + interval '20 minutes' end,
       case when st >= 0.10 then round((24.5 + bench.r(n, 'qv'))::numeric, 3) end,
       start_at - interval '10 days', start_at + interval '1 hour'
  from picked
on conflict (uuid) do nothing;`,
    },
    {
      label: 'очередь: сделка для распределения и её дни',
      rows: 0,
      sql: `
delete from slots where offer_uuid = '${BENCH_QUEUE_OFFER}';
insert into offers (uuid, auction_uuid, owner_company_uuid, farmer_company_uuid, farmer_location_uuid, delivery_type, volume,
                    price, humidity, delivery_date_start, delivery_date_end, comment, status,
                    accepted_volume, delivery_price, distance, tariff_type, premium, landed_price,
                    created_by, acceptance_location_uuid)
select '${BENCH_QUEUE_OFFER}', auction_uuid, owner_company_uuid, farmer_company_uuid, farmer_location_uuid, delivery_type,
       1000000, price, humidity, current_date + 1, current_date + 14, 'bench', 'OFFER_ACCEPTED',
       1000000, delivery_price, distance, tariff_type, premium, landed_price, created_by, '${YEYSK}'
  from offers where uuid = '${DEMO_ACCEPTED_OFFER}'
on conflict (uuid) do update set delivery_date_start = excluded.delivery_date_start,
                                 delivery_date_end = excluded.delivery_date_end;
insert into queue_days (location_uuid, day, cars_in_slot, quantity)
select '${YEYSK}', current_date + g, 60, 100000 from generate_series(1, 14) g
on conflict (location_uuid, day) do update set cars_in_slot = 60, quantity = 100000;`,
    },
  ];
}

/** After every step that adds slots: the days' booked tonnes follow their slots; statistics. */
export function queueFinishSteps(): Step[] {
  return [
    {
      label: 'очередь: забронированные тонны по дням',
      rows: 0,
      sql: `
insert into queue_days (location_uuid, day, booked_volume)
select location_uuid, day, sum(planned_volume) from slots where status <> 'SLOT_CANCELED' group by 1, 2
on conflict (location_uuid, day) do update set booked_volume = excluded.booked_volume;
update queue_days q set booked_volume = 0
 where not exists (select 1 from slots s where s.location_uuid = q.location_uuid and s.day = q.day
                    and s.status <> 'SLOT_CANCELED');
drop table if exists ${HELPERS};`,
    },
    { label: 'vacuum analyze (очередь)', rows: 0, sql: 'vacuum analyze slots, queue_days, offers' },
  ];
}
