import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import { BENCH_QUEUE_OFFER, YEYSK } from './generate-queue-sql';
import type { Scenario } from './scenarios';

const TIKHORETSK = '0190a000-0000-7000-8000-000000000501';

/**
 * Issue 17 point 9: the Slots screen's week of one point (a full generated week, and the demo's
 * own week around today), and allocation throughput — one 25 t truck more for the generated deal
 * at Ейский элеватор per request, every request locking the same 14 point-days.
 */
export async function queueScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const { rows } = await sql<{
    fullFrom: string;
    fullTo: string;
    nowFrom: string;
    nowTo: string;
    offer: number;
  }>`
    select to_char(current_date - 21, 'YYYY-MM-DD') as "fullFrom", to_char(current_date - 15, 'YYYY-MM-DD') as "fullTo",
           to_char(current_date - 3, 'YYYY-MM-DD') as "nowFrom", to_char(current_date + 3, 'YYYY-MM-DD') as "nowTo",
           (select count(*)::int from offers where uuid = ${BENCH_QUEUE_OFFER}) as offer`.execute(db);
  const d = rows[0]!;
  if (!d.offer) return [];
  // Every run books into the same empty window: the trucks of the runs before are taken away.
  // (Slots the generator gave an acceptance stay: they are its data, not a run's bookings.)
  await sql`delete from slots s where s.offer_uuid = ${BENCH_QUEUE_OFFER}
              and not exists (select 1 from slot_acceptances a where a.slot_uuid = s.uuid)`.execute(db);
  await sql`update queue_days q set booked_volume = coalesce((select sum(planned_volume) from slots s
              where s.location_uuid = q.location_uuid and s.day = q.day and s.status <> 'SLOT_CANCELED'), 0)
             where q.location_uuid = ${YEYSK} and q.day > current_date`.execute(db);
  const week = (name: string, from: string, to: string): Scenario => ({
    list: 'queue: slots of a point',
    name,
    kind: 'first-page',
    method: 'GET',
    path: `/slots-by-location/${TIKHORETSK}/date/${from}/${to}?timeZone=Europe%2FMoscow`,
  });
  // ADR 0070: a slot of the week changes twice a second — over a hundred times a busy point's
  // harvest rate — so a share of the reads build the week again
  const changing = `update slots set planned_volume = planned_volume where uuid = (select uuid from slots
    where location_uuid = '${TIKHORETSK}' and day = '${d.fullFrom}' order by uuid limit 1)`;
  return [
    week('полная неделя (252 слота)', d.fullFrom, d.fullTo),
    {
      ...week('полная неделя, слот меняется 2 раза в секунду', d.fullFrom, d.fullTo),
      alongside: { perSecond: 2, statement: changing },
    },
    week('неделя демо-данных вокруг сегодня', d.nowFrom, d.nowTo),
    {
      list: 'queue: allocation',
      name: 'ещё одна машина (POST /allocate-extra-slots)',
      kind: 'write',
      method: 'POST',
      path: '/allocate-extra-slots',
      body: { offerUuid: BENCH_QUEUE_OFFER, volume: 25 },
    },
  ];
}
