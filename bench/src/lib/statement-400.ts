import { sql } from 'kysely';
import { createDb } from '@kolos/api/src/db/client';
import { newId } from '@kolos/api/src/platform/ids';
import { passwordLogin, startApiServer } from './server';
import { latencyOf, round } from './stats';
import type { Target } from './sql-timing';

/** Issue 30: a settlement of a deal with 400 trucks answers within this (POST /settlements). */
const STATEMENT_BUDGET_MS = 200;
const TRUCKS = 400;
const ROUNDS = 12;
const SUPER_USER = '+79000000002';
/** The demo's standing third-party deal of «Колос-Юг» (seed/85-tasks.ts, `standardActive`). */
const DEMO_TASK = '0190a017-7a5c-7000-8000-000000000001';

/**
 * A third-party deal of «Колос-Юг» (a copy of the demo one) with 400 unloaded trucks, each with
 * its acceptance in force, written straight to the database.
 */
async function dealWith400Trucks(target: Target): Promise<string> {
  const db = createDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 1 });
  try {
    const uuid = newId();
    // a copy of the demo deal: every column but its uuid, number (generated) and links
    const columns = (
      await sql<{ name: string }>`
        select column_name as name from information_schema.columns
         where table_name = 'tasks' and table_schema = current_schema() and column_name <> 'number'
         order by ordinal_position`.execute(db)
    ).rows.map((r) => sql.ref(r.name));
    const { rows } = await sql<{ location: string; owner: string; farmer: string }>`
      insert into tasks (${sql.join(columns)})
      select ${sql.join(columns)} from jsonb_populate_record(null::tasks,
        (select to_jsonb(t) || jsonb_build_object('uuid', ${uuid}::uuid, 'contract_uuid', null, 'offer_uuid', null)
           from tasks t where uuid = ${DEMO_TASK}))
      returning aggregator_location_uuid as location, aggregator_company_uuid as owner,
                farmer_company_uuid as farmer`.execute(db);
    const demo = rows[0]!;
    await sql`
      with g as (select g, now() - make_interval(hours => g) as at, gen_random_uuid() as slot
                   from generate_series(1, ${TRUCKS}) g),
      s as (
        insert into slots (uuid, location_uuid, day, start_at, end_at, task_uuid, owner_company_uuid,
                           farmer_company_uuid, planned_volume, car_number, driver_fullname, status,
                           arrived_at, unloaded_volume, acceptance_version)
        select slot, ${demo.location}, at::date, at - interval '30 minutes', at + interval '30 minutes',
               ${uuid}, ${demo.owner}, ${demo.farmer}, 25,
               'А' || lpad(g::text, 3, '0') || 'ВС 123', 'Иванов Сергей', 'SLOT_UNLOADED', at, 24, 1
          from g returning uuid)
      insert into slot_acceptances (uuid, slot_uuid, version, current, owner_company_uuid, farmer_company_uuid,
                                    location_uuid, task_uuid, decision, ticket_number, gross_kg, tare_kg,
                                    net_kg, credited_kg, loss_percent, quality, factors, deal_price_per_ton,
                                    price_per_ton, amount, vat)
      select gen_random_uuid(), s.uuid, 1, true, ${demo.owner}, ${demo.farmer},
             ${demo.location}, ${uuid}, 'ACCEPT', 'Б-' || row_number() over (), 39000, 15000,
             24000, 24000, 0, '{"MOISTURE":14,"FOREIGN":1,"GRAIN":2}', '[]', 15000, 15000, 36000000, null
        from s`.execute(db);
    return uuid;
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run bench -- --only statement`: the statement of a 400-truck deal through the real server,
 * `ROUNDS` times — drawn up (timed), confirmed (timed), canceled (which frees the trucks for the
 * next round). One request at a time: it is the time one accountant waits.
 */
export async function statementScenario(target: Target) {
  const dealUuid = await dealWith400Trucks(target);
  const server = await startApiServer(target);
  const create: number[] = [];
  const confirm: number[] = [];
  try {
    const token = (await passwordLogin(server.base, SUPER_USER)).access_token;
    const call = async (method: string, path: string, body: unknown) => {
      const started = performance.now();
      const res = await fetch(server.base + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return { ms, json: (await res.json()) as { uuid: string; lines: unknown[] } };
    };
    for (let i = 0; i < ROUNDS; i++) {
      const made = await call('POST', '/settlements', { dealUuid });
      if (made.json.lines.length !== TRUCKS) throw new Error(`в расчёте ${made.json.lines.length} машин`);
      create.push(made.ms);
      const path = `/settlements/${made.json.uuid}/status`;
      confirm.push((await call('PUT', path, { status: 'SETTLEMENT_CONFIRMED' })).ms);
      await call('PUT', path, { status: 'SETTLEMENT_CANCELED', reason: 'Замер скорости' });
    }
  } finally {
    await server.stop();
  }
  const c = latencyOf(create);
  const k = latencyOf(confirm);
  console.log(
    `расчёт сделки из ${TRUCKS} машин (${ROUNDS} раз): POST /settlements p50 ${round(c.p50)} мс, p95 ${round(c.p95)} мс ` +
      `(порог ≤ ${STATEMENT_BUDGET_MS} мс); подтверждение p50 ${round(k.p50)} мс, p95 ${round(k.p95)} мс`,
  );
  return { create: c, confirm: k };
}
