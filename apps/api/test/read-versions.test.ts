import { gunzipSync } from 'node:zlib';
import { sql, type KyselyPlugin, type OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotWire } from '@kolos/domain/queue';
import type { DistributionsPage } from '@kolos/domain/transport';
import { createTestApp, DEMO, type TestApp } from './harness';
import { eventually } from './eventually';
import { dayFromToday, newPoint } from './queue';
import { demoCallers, type Client } from './staff';
import { POINTS } from './trading';
import { TRADING_DEMO } from '../src/seed/demo-ids';
import { dayAhead, newSlot } from './slots';
import {
  compactReadChanges,
  GLOBAL_SCOPE,
  NO_SHOWS_SCOPE,
  pointScope,
  readVersion,
} from '../src/platform/read-cache';

/*
 * ADR 0070: the week of a point and the Transport page are kept per process under the version of
 * migration 0034. Every change here is made in SQL straight to the database — as another API
 * process, a job or an operator would — and the next answer must show it.
 */

let t: TestApp;
let who: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await demoCallers(t);
});
afterAll(() => t.close());

const H = 3600;
type Week = { items: SlotWire[]; days: { date: string; closed: boolean }[] };

/** A point of the test's own with one slot tomorrow at 09:00 (UTC+3) of «Рассвет». */
async function pointWithSlot() {
  const point = await newPoint(t);
  const date = dayFromToday(1);
  const at = Date.parse(`${date}T06:00:00Z`) / 1000;
  const slot = await newSlot(t, { at, location: point.uuid });
  const url = `/api/slots-by-location/${point.uuid}/date/${date}/${date}?timeZone=Europe/Moscow`;
  return { point, date, slot, url };
}
const week = async (c: Client, url: string) => {
  const res = await c.get(url);
  expect(res.statusCode).toBe(200);
  return res.json<Week>();
};
const raw = (c: Client, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${c.tokens.access_token}`, ...headers },
  });

describe('a point’s week follows every change, whoever made it', () => {
  it('slots, names, day settings and trip documents show at once', async () => {
    const { point, date, slot, url } = await pointWithSlot();
    expect((await week(who.kolosSuper, url)).items[0]).toMatchObject({ uuid: slot.uuid, car: null });

    await t.db
      .updateTable('slots')
      .set({ carNumber: 'А123ВС 123', driverFullname: 'Иванов Сергей', driverPhone: '+79181234501' })
      .where('uuid', '=', slot.uuid)
      .execute();
    expect((await week(who.kolosSuper, url)).items[0]!.car).toMatchObject({ number: 'А123ВС 123' });

    await t.db
      .updateTable('companies')
      .set({ name: 'КФХ «Рассвет-2»' })
      .where('uuid', '=', DEMO.companies.rassvet)
      .execute();
    expect((await week(who.kolosSuper, url)).items[0]!.farmerCompanyName).toBe('КФХ «Рассвет-2»');

    await t.db
      .updateTable('locations')
      .set({ name: 'Элеватор новый' })
      .where('uuid', '=', point.uuid)
      .execute();
    expect((await week(who.kolosSuper, url)).items[0]!.locationName).toBe('Элеватор новый');

    await t.db
      .insertInto('queueDays')
      .values({ locationUuid: point.uuid, day: date, closed: true })
      .execute();
    expect((await week(who.kolosSuper, url)).days[0]!.closed).toBe(true);

    await t.db
      .insertInto('slotTripDocs')
      .values({ uuid: slot.uuid, status: 'SLOT_DOCS_ON_MODERATE' })
      .execute();
    expect((await week(who.kolosSuper, url)).items[0]!.docsStatus).toBe('SLOT_DOCS_ON_MODERATE');

    await t.db.deleteFrom('slots').where('uuid', '=', slot.uuid).execute();
    expect((await week(who.kolosSuper, url)).items).toEqual([]);
  });

  it('a no-show leaving its 30 days is no longer counted, with no write at all', async () => {
    const { url } = await pointWithSlot();
    const before = (await week(who.kolosSuper, url)).items[0]!.farmerNoShows;
    const end = new Date(Date.now() - 30 * 86_400_000 + 1_500);
    await newSlot(t, { at: Math.floor(end.getTime() / 1000) - H, status: 'SLOT_NO_SHOW' });
    await t.db
      .updateTable('slots')
      .set({ endAt: end })
      .where('endAt', '=', new Date(Math.floor(end.getTime() / 1000) * 1000))
      .execute();
    expect((await week(who.kolosSuper, url)).items[0]!.farmerNoShows).toBe(before + 1);
    // asked again until the no-show's 30 days are over (1.5 s after it was written)
    await eventually(
      async () => expect((await week(who.kolosSuper, url)).items[0]!.farmerNoShows).toBe(before),
      { timeoutMs: 5_000, intervalMs: 100 },
    );
  });

  it('rights come first: another purchaser and the farmer get 404 even while it is kept', async () => {
    const { url } = await pointWithSlot();
    await week(who.kolosSuper, url);
    expect((await who.agroSuper.get(url)).statusCode).toBe(404);
    expect((await who.farmer.get(url)).statusCode).toBe(404);
  });

  it('gzip to a browser, 304 to a client holding the same answer, 200 once it changed', async () => {
    const { slot, url } = await pointWithSlot();
    const plain = await raw(who.kolosSuper, url);
    const zipped = await raw(who.kolosSuper, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(plain.headers.etag);
    expect((await raw(who.kolosSuper, url, { 'if-none-match': etag })).statusCode).toBe(304);
    await t.db.updateTable('slots').set({ plannedVolume: 20 }).where('uuid', '=', slot.uuid).execute();
    const changed = await raw(who.kolosSuper, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Week>().items[0]!.plannedVolume).toBe(20);
  });
});

describe('the Transport page follows every change', () => {
  it('the product’s name, the truck and the accepted tonnes show at once', async () => {
    const w = dayAhead(60);
    const slot = await newSlot(t, { at: w + 10 * H });
    const url = `/api/cars/distributions/fca/page/${POINTS.tikhoretsk}/${w}/${w + 86_400}?timeZone=Europe/Moscow`;
    const page = async () => {
      const res = await who.kolosSuper.get(url);
      expect(res.statusCode).toBe(200);
      return res.json<DistributionsPage>().items[0]!;
    };
    const first = await page();
    const culture = await t.db
      .selectFrom('offers as o')
      .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
      .select('a.productUuid')
      .where('o.uuid', '=', TRADING_DEMO.offers.rassvetAccepted)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('cultures')
      .set({ title: 'Пшеница мягкая 3 класса (новая)' })
      .where('uuid', '=', culture.productUuid)
      .execute();
    expect((await page()).product.name).toBe('Пшеница мягкая 3 класса (новая)');
    await t.db
      .updateTable('slots')
      .set({ trailerNumber: 'ЕК 4512 23' })
      .where('uuid', '=', slot.uuid)
      .execute();
    expect((await page()).slots[0]!.car.trailerNumber).toBe('ЕК 4512 23');
    await t.db.updateTable('offers').set({ acceptedVolume: 77 }).where('uuid', '=', first.uuid).execute();
    expect((await page()).product.totalVolume).toBe(77);
  });
});

/** The names a statement reads from: its table nodes, and the from/join names of raw SQL. */
function tablesOf(node: unknown, into: Set<string>) {
  if (Array.isArray(node)) for (const n of node) tablesOf(n, into);
  else if (node && typeof node === 'object') {
    const n = node as OperationNode & { table?: { identifier?: { name?: string } }; sqlFragments?: string[] };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) into.add(n.table.identifier.name);
    if (n.kind === 'RawNode')
      for (const f of n.sqlFragments ?? [])
        for (const m of f.matchAll(/\b(?:from|join)\s+"?(\w+)/gi)) into.add(m[1]!);
    for (const v of Object.values(n)) tablesOf(v, into);
  }
}
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('migration 0034 covers what the kept reads show', () => {
  it('every table the week and the Transport page read has the change triggers', async () => {
    const seen = new Set<string>();
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => (tablesOf(node, seen), node),
      transformResult: async ({ result }) => result,
    };
    const db = t.app.deps.db;
    t.app.deps.db = db.withPlugin(recorder);
    try {
      const { url } = await pointWithSlot(); // a new point: nothing kept yet, both reads build
      await week(who.kolosSuper, url);
      const w = dayAhead(70);
      await newSlot(t, { at: w + 10 * H });
      const page = await who.kolosSuper.get(
        `/api/cars/distributions/fca/page/${POINTS.tikhoretsk}/${w}/${w + 86_400}?timeZone=UTC`,
      );
      expect(page.statusCode).toBe(200);
    } finally {
      t.app.deps.db = db;
    }
    // column qualifiers are table nodes too: only the names of real tables count
    const tables = await sql<{
      name: string;
    }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(t.db);
    const real = new Set(tables.rows.map((r) => r.name));
    const read = new Set([...seen].map(snake).filter((name) => real.has(name) && name !== 'read_changes'));
    expect([...read]).toEqual(expect.arrayContaining(['slots', 'companies', 'slot_documents', 'cultures']));
    const { rows } = await sql<{
      tgname: string;
    }>`select tgname from pg_trigger where tgname like '%_read_insert'`.execute(t.db);
    const covered = new Set(rows.map((r) => r.tgname.replace(/_read_insert$/, '')));
    expect([...read].filter((name) => !covered.has(name))).toEqual([]);
  });

  it('the version moves with a change of any scope and stays through compaction', async () => {
    const { point, slot } = await pointWithSlot();
    const scopes = [pointScope(point.uuid), GLOBAL_SCOPE, NO_SHOWS_SCOPE];
    const v1 = await readVersion(t.db, scopes);
    await compactReadChanges(t.db);
    expect(await readVersion(t.db, scopes)).toBe(v1);
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from read_changes group by scope having count(*) > 1`.execute(t.db);
    expect(rows.rows).toEqual([]);
    await t.db.updateTable('slots').set({ status: 'SLOT_NO_SHOW' }).where('uuid', '=', slot.uuid).execute();
    const v2 = await readVersion(t.db, scopes);
    expect(BigInt(v2)).toBe(BigInt(v1) + 3n); // the point, and the no-shows: its old and new rows
    const demo = [pointScope(POINTS.tikhoretsk)];
    const v3 = await readVersion(t.db, demo);
    await sql`update auctions set product_uuid = product_uuid where uuid = ${TRADING_DEMO.auctions.kolosYugCompleted}`.execute(
      t.db,
    );
    expect(BigInt(await readVersion(t.db, demo))).toBeGreaterThan(BigInt(v3));
    await sql`update fed_regions set name = name where uuid = (select uuid from fed_regions limit 1)`.execute(
      t.db,
    );
    expect(BigInt(await readVersion(t.db, scopes))).toBeGreaterThan(BigInt(v2));
  });
});
