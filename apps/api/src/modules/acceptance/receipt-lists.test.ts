import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTANCE_LIST_MSG, type AcceptanceListReply, type AcceptanceWire } from '@kolos/domain/acceptance';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { newSlot } from '../../../test/slots';
import { demoPurchaser, POINTS, userWith } from '../../../test/trading';
import { TASKS_DEMO } from '../../seed/85-tasks';
import { TRADING_DEMO } from '../../seed/demo-ids';

/** Issue 30, the per-truck slice: the receipt PDF, the lists of acceptances, the ФГИС export. */

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
let niva: Client;
const C = DEMO.companies;

const NORMS = {
  factors: [
    { code: 'MOISTURE', basis: 14, limit: 19, bonus: false },
    { code: 'FOREIGN', basis: 1, limit: 5, bonus: false },
    { code: 'GRAIN', basis: 2, limit: 15, bonus: false },
  ],
  adjustments: [],
};
/** The example truck: 25 000 kg net, 23 925 kg credited. */
const TRUCK = {
  grossKg: 40_000,
  tareKg: 15_000,
  ticketNumber: 'В-17',
  quality: { MOISTURE: 16, FOREIGN: 3, GRAIN: 2, NATURE: 760 },
};

beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
  niva = await userWith(t, C.niva, 'farmer', [policy('Slots', ['read', 'update'])]);
  const products = await t.db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .select('a.productUuid')
    .where('o.uuid', '=', TRADING_DEMO.offers.rassvetAccepted)
    .executeTakeFirstOrThrow();
  expect(
    (await kolos.put('/api/quality-norms', { productUuid: products.productUuid, ...NORMS })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

let n = 0;
/** An arrived truck at Тихорецкий (of «Рассвет» unless told), its papers approved, accepted by kolos. */
async function accepted(farmerCompany: string = C.rassvet, body: Record<string, unknown> = TRUCK) {
  const { uuid, id } = await newSlot(t, {
    at: Math.floor(Date.now() / 1000) + 3600 * 24 * 50 + n++ * 3600,
    status: 'SLOT_ARRIVED',
    farmer: farmerCompany,
    car: {
      number: 'А123ВС123',
      trailerNumber: 'ЕК 1234 23',
      fullname: 'Иванов Сергей',
      phone: '+79181234501',
    },
  });
  await t.db.insertInto('slotTripDocs').values({ uuid, status: 'SLOT_DOCS_APPROVED' }).execute();
  const res = await kolos.post(`/api/slots/${uuid}/acceptance`, body);
  expect(res.statusCode, res.body).toBe(200);
  return { uuid, id, acceptance: res.json<AcceptanceWire>() };
}

describe('GET /slots/{uuid}/acceptance/pdf: the receipt', () => {
  it('a PDF with Roboto embedded, the figures of the version in force; the farmer and staff read it', async () => {
    const { uuid, id, acceptance } = await accepted();
    const res = await kolos.get(`/api/slots/${uuid}/acceptance/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acceptance-${id}-v1.pdf"`);
    const raw = res.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
    expect(raw).toContain(
      `acceptance ${acceptance.uuid} slot ${uuid} version 1 net 25000 credited 23925 amount ${acceptance.amount}`,
    );
    const own = await farmer.get(`/api/slots/${uuid}/acceptance/pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });

  it('a correction: the receipt is the new version’s', async () => {
    const { uuid, id } = await accepted();
    const fixed = await kolos.post(`/api/slots/${uuid}/acceptance`, {
      ...TRUCK,
      tareKg: 16_000,
      correctsVersion: 1,
      reason: 'Перевесили тару',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const res = await farmer.get(`/api/slots/${uuid}/acceptance/pdf`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acceptance-${id}-v2.pdf"`);
    expect(res.rawPayload.toString('latin1')).toContain('version 2 net 24000');
  });

  it('another farmer, another purchaser: 404; a slot not yet accepted: 404', async () => {
    const { uuid } = await accepted();
    expect((await niva.get(`/api/slots/${uuid}/acceptance/pdf`)).statusCode).toBe(404);
    expect((await agro.get(`/api/slots/${uuid}/acceptance/pdf`)).statusCode).toBe(404);
    const fresh = await newSlot(t, {
      at: Math.floor(Date.now() / 1000) + 3600 * 24 * 80,
      status: 'SLOT_ARRIVED',
    });
    expect((await kolos.get(`/api/slots/${fresh.uuid}/acceptance/pdf`)).statusCode).toBe(404);
  });
});

describe('GET /acceptances', () => {
  const list = async (c: Client, query = '') => {
    const res = await c.get(`/api/acceptances${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AcceptanceListReply>();
  };

  it('staff: their company’s, newest first, paged with the total; a farmer his own; another purchaser none', async () => {
    const mine = [await accepted(), await accepted(), await accepted()];
    const nivas = await accepted(C.niva);
    const all = await list(kolos, '?limit=1000');
    const uuids = all.acceptances.map((a) => a.slotUuid);
    for (const s of [...mine, nivas]) expect(uuids).toContain(s.uuid);
    expect(all.totalCount).toBe(all.acceptances.length);
    // newest first
    const ats = all.acceptances.map((a) => a.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(all.acceptances.find((a) => a.slotUuid === nivas.uuid)).toMatchObject({
      netKg: 25_000,
      creditedKg: 23_925,
      lossPercent: 4.3,
      carNumber: 'А123ВС123',
      ticketNumber: 'В-17',
      farmerCompanyUuid: C.niva,
      locationUuid: POINTS.tikhoretsk,
      decision: 'ACCEPT',
    });
    // pages: two by two cover the list without overlap
    const first = await list(kolos, '?limit=2&offset=0');
    const second = await list(kolos, '?limit=2&offset=2');
    expect(first.totalCount).toBe(all.totalCount);
    expect([...first.acceptances, ...second.acceptances].map((a) => a.uuid)).toEqual(
      all.acceptances.slice(0, 4).map((a) => a.uuid),
    );
    // the farmer: only his company's; Нива only hers; another purchaser's staff: none
    const rassvet = await list(farmer, '?limit=1000');
    expect(rassvet.acceptances.every((a) => a.farmerCompanyUuid === C.rassvet)).toBe(true);
    expect(rassvet.acceptances.map((a) => a.slotUuid)).not.toContain(nivas.uuid);
    const hers = (await list(niva, '?limit=1000')).acceptances;
    expect(hers.map((a) => a.slotUuid)).toContain(nivas.uuid);
    expect(hers.every((a) => a.farmerCompanyUuid === C.niva)).toBe(true);
    expect(await list(agro)).toEqual({ acceptances: [], totalCount: 0 });
    // a farmer asking for another farmer's: nothing
    expect((await list(farmer, `?farmerCompanyUuid=${C.niva}`)).totalCount).toBe(0);
  });

  it('a correction lists once, as the version in force', async () => {
    const { uuid } = await accepted();
    await kolos.post(`/api/slots/${uuid}/acceptance`, {
      ...TRUCK,
      tareKg: 16_000,
      correctsVersion: 1,
      reason: 'Перевесили тару',
    });
    const rows = (await list(kolos, '?limit=1000')).acceptances.filter((a) => a.slotUuid === uuid);
    expect(rows.map((r) => [r.version, r.netKg])).toEqual([[2, 24_000]]);
  });

  it('filters: the farmer company, the point, the days', async () => {
    const nivas = await accepted(C.niva);
    const byFarmer = await list(kolos, `?farmerCompanyUuid=${C.niva}&limit=1000`);
    expect(byFarmer.acceptances.every((a) => a.farmerCompanyUuid === C.niva)).toBe(true);
    expect(byFarmer.acceptances.map((a) => a.slotUuid)).toContain(nivas.uuid);
    expect((await list(kolos, `?locationUuid=${POINTS.tikhoretsk}`)).totalCount).toBeGreaterThan(0);
    expect((await list(kolos, `?locationUuid=${POINTS.tikhoretsk}`)).totalCount).toBe(
      (await list(kolos)).totalCount,
    );
    const other = Object.values(POINTS).find((p) => p !== POINTS.tikhoretsk)!;
    expect((await list(kolos, `?locationUuid=${other}`)).totalCount).toBe(0);
    // today (Moscow) holds them, a day long past none
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (await list(kolos, `?dateFrom=${today}&dateTo=${today}`)).acceptances.map((a) => a.slotUuid),
    ).toContain(nivas.uuid);
    expect((await list(kolos, '?dateFrom=2020-01-01&dateTo=2020-01-31')).totalCount).toBe(0);
    // one deal's trucks («Мои сделки»): the accepted offer's
    const deal = await list(farmer, `?dealUuid=${TRADING_DEMO.offers.rassvetAccepted}&limit=1000`);
    expect(deal.totalCount).toBeGreaterThan(0);
    expect(deal.acceptances.every((a) => a.dealUuid === TRADING_DEMO.offers.rassvetAccepted)).toBe(true);
    expect((await list(farmer, `?dealUuid=${TASKS_DEMO.tasks.standardActive}`)).totalCount).toBe(0);
  });

  it.each<[string, string, string]>([
    ['a bad day', '?dateFrom=32.13.2026', ACCEPTANCE_LIST_MSG.badDate],
    ['days backwards', '?dateFrom=2026-05-02&dateTo=2026-05-01', ACCEPTANCE_LIST_MSG.dateOrder],
    ['a bad point', '?locationUuid=abc', ACCEPTANCE_LIST_MSG.badUuid],
    ['a limit over the maximum', '?limit=5000', ''],
    ['a negative offset', '?offset=-1', ''],
  ])('400 for %s', async (_name, query, msg) => {
    const res = await kolos.get(`/api/acceptances${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(msg);
  });

  it('without a session: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/acceptances' })).statusCode).toBe(401);
  });
});

describe('ФГИС «Зерно» export: the acceptance’s net mass and quality', () => {
  it('JSON and CSV carry the weighed net, the credited mass and the lab’s values', async () => {
    const { uuid } = await accepted();
    const day = (
      await t.db.selectFrom('slots').select('day').where('uuid', '=', uuid).executeTakeFirstOrThrow()
    ).day;
    const base = `/api/v1/fgis/acceptances/${POINTS.tikhoretsk}/${String(day).slice(0, 10)}`;
    const json = await kolos.get(`${base}?format=json`);
    expect(json.statusCode, json.body).toBe(200);
    const item = (json.json() as { items: Record<string, unknown>[] }).items.find((i) => i.slotUuid === uuid);
    expect(item).toMatchObject({
      netMassKg: 25_000,
      creditedMassKg: 23_925,
      quality: {
        moisture: 16,
        foreignImpurity: 3,
        grainImpurity: 2,
        nature: 760,
        protein: null,
        gluten: null,
      },
    });
    const csv = await kolos.get(`${base}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Масса нетто, кг;Масса зачётная, кг;Влажность, %;Сорная примесь, %');
    expect(csv.body).toContain(';25000;23925;16;3;2;760;;;');
  });
});
