import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import { TRANSPORT_PAGE_WINDOW } from './generate-transport-sql';
import type { Scenario } from './scenarios';

/** The Moscow midnight `days` from the database's today, in Unix seconds (the windows' start). */
export async function windowStart(db: Kysely<DB>, days: number): Promise<number> {
  const { rows } = await sql<{ s: number }>`
    select extract(epoch from ((current_date + ${days}::int)::timestamp at time zone 'Europe/Moscow'))::int as s`.execute(
    db,
  );
  return rows[0]!.s;
}

/**
 * Issue 18 point 8: the Transport screen's page for a point with 2 000 slots of 100 deals in the
 * window (seven days; one page of 100 deliveries), as «Колос-Юг»'s super-user.
 */
export async function transportScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const w = TRANSPORT_PAGE_WINDOW;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from slots where location_uuid = ${w.point}
       and day between current_date + ${w.from}::int and current_date + ${w.from + 6}::int`.execute(db);
  if (rows[0]!.n < w.slots) return [];
  const start = await windowStart(db, w.from);
  const page: Scenario = {
    list: 'transport: distributions',
    name: `окно 7 дней, ${w.slots} слотов, ${w.deals} поставок`,
    kind: 'first-page',
    method: 'GET',
    path: `/cars/distributions/fca/page/${w.point}/${start}/${start + 7 * 86_400}?timeZone=Europe%2FMoscow`,
  };
  // ADR 0070: a truck of the window is corrected twice a second, so a share of the reads build
  // the page again
  const changing = `update slots set car_number = car_number where uuid = (select uuid from slots
    where location_uuid = '${w.point}' and start_at >= to_timestamp(${start}) order by start_at, id limit 1)`;
  return [
    page,
    {
      ...page,
      name: `${page.name}, рейс меняется 2 раза в секунду`,
      alongside: { perSecond: 2, statement: changing },
    },
  ];
}
