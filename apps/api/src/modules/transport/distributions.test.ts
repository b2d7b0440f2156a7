import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTransportWindow, TRANSPORT_MSG, type DistributionsPage } from '@kolos/domain/transport';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { demoPurchaser, POINTS, userWith } from '../../../test/trading';
import { TRADING_DEMO } from '../../seed/demo-ids';
import { base64, message } from './test-fixtures';
import { dayAhead, newSlot } from '../../../test/slots';

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
let logist: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
  logist = await userWith(t, C.kolosYug, 'purchaser', [policy('Transport', ['*'])]);
});
afterAll(() => t.close());

const C = DEMO.companies;
const H = 3600;
const base = dayAhead(40);
const TRUCK = {
  number: 'А123ВС 123',
  trailerNumber: 'ЕК 4512 23',
  fullname: 'Иванов Сергей',
  phone: '+79181234501',
};
const page = (c: Client, start: number, end: number, query = '', point = POINTS.tikhoretsk) =>
  c.get(`/api/cars/distributions/fca/page/${point}/${start}/${end}?timeZone=Europe/Moscow${query}`);
const exportUrl = (type: string, start: number, end: number, point = POINTS.tikhoretsk) =>
  `/api/cars/distributions/${type}/export/csv/${point}/${start}/${end}?timeZone=Europe/Moscow`;

describe('GET /cars/distributions/fca/page (SPEC 3 Transport delivery record)', () => {
  it('one record per deal with its slots in the window, by first slot, with the truck of each', async () => {
    const w = base;
    const a = await newSlot(t, { at: w + 12 * H, car: TRUCK });
    const b = await newSlot(t, { at: w + 10 * H });
    const cpt = await newSlot(t, { at: w + 9 * H, offer: TRADING_DEMO.id(202), farmer: C.niva });
    await newSlot(t, { at: w + 13 * H, status: 'SLOT_CANCELED' }); // a canceled slot delivers nothing
    await newSlot(t, { at: w + 30 * H }); // outside the window
    const res = await page(logist, w + 6 * H, w + 24 * H);
    expect(res.statusCode).toBe(200);
    const body = res.json<DistributionsPage>();
    expect(body.total).toBe(2);
    expect(body.items.map((d) => d.uuid)).toEqual([
      TRADING_DEMO.id(202),
      TRADING_DEMO.offers.rassvetAccepted,
    ]);
    const [niva, rassvet] = body.items;
    expect(niva).toMatchObject({
      kind: 'OFFER',
      deliveryType: 'CPT',
      participants: { farmerCompany: expect.any(String) },
      farmerCompanyUuid: C.niva,
    });
    expect(niva!.slots.map((s) => s.uuid)).toEqual([cpt.uuid]);
    expect(rassvet).toMatchObject({
      deliveryType: 'FCA',
      participants: { purchaserCompany: expect.stringContaining('Колос') },
      farmerCompanyUuid: C.rassvet,
      product: { totalVolume: 500 },
    });
    expect(rassvet!.slots.map((s) => s.id)).toEqual([b.id, a.id]);
    expect(rassvet!.slots[1]).toMatchObject({
      car: { number: 'А123ВС 123', trailerNumber: 'ЕК 4512 23', plannedVolume: 25 },
      driver: { fullname: 'Иванов Сергей', phone: '+79181234501' },
      unloadStartAt: null,
      startAt: w + 12 * H,
    });
    expect(rassvet!.slots[0]!.car.number).toBe('');
    expect(rassvet!.deliveryDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(rassvet!.shipperWorkHours.endAt).toBeGreaterThan(rassvet!.shipperWorkHours.startAt);
  });

  it('pages by the deals with the total of all', async () => {
    const w = base + 86_400;
    await newSlot(t, { at: w + 8 * H });
    await newSlot(t, { at: w + 9 * H, offer: TRADING_DEMO.id(202), farmer: C.niva });
    await newSlot(t, { at: w + 10 * H, offer: null });
    const first = (await page(kolos, w, w + 86_400, '&limit=2')).json<DistributionsPage>();
    const second = (await page(kolos, w, w + 86_400, '&limit=2&offset=2')).json<DistributionsPage>();
    const past = (await page(kolos, w, w + 86_400, '&limit=2&offset=10')).json<DistributionsPage>();
    expect([first.total, second.total, past.total]).toEqual([3, 3, 3]);
    expect(first.items).toHaveLength(2);
    expect(second.items.map((d) => d.kind)).toEqual(['TASK']);
    expect(past.items).toEqual([]);
  });

  it.each([
    ['end before start', base + 3600, base, TRANSPORT_MSG.endBeforeStart],
    ['more than 7 days', base, base + 7 * 86_400 + 60, TRANSPORT_MSG.windowTooLong],
  ])('refuses a window with %s: 400 with the filter’s message', async (_name, start, end, text) => {
    const res = await page(kolos, start, end);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(text);
  });

  it('refuses an unknown time zone and a date that is no number in Russian', async () => {
    const zone = await kolos.get(
      `/api/cars/distributions/fca/page/${POINTS.tikhoretsk}/${base}/${base + 60}?timeZone=Mars/Base`,
    );
    expect(zone.statusCode).toBe(400);
    expect(message(zone)).toContain(TRANSPORT_MSG.badTimeZone);
    const nan = await kolos.get(`/api/cars/distributions/fca/page/${POINTS.tikhoretsk}/abc/${base}`);
    expect(nan.statusCode).toBe(400);
    expect(message(nan)).toMatch(/[а-я]/i);
  });

  it("another company's point is 404 'Пункт приёмки не найден' both ways; a farmer has no Transport", async () => {
    const theirs = await page(agro, base, base + 86_400);
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(TRANSPORT_MSG.pointNotFound);
    const ours = await page(kolos, base, base + 86_400, '', POINTS.kursk);
    expect(ours.statusCode).toBe(404);
    expect(message(ours)).toBe(TRANSPORT_MSG.pointNotFound);
    expect((await page(farmer, base, base + 86_400)).statusCode).toBe(403);
    expect((await agro.get(exportUrl('FCA', base, base + 86_400))).statusCode).toBe(404);
    const admin = await loginAs(t, DEMO.phones.admin);
    expect((await page(admin, base, base + 86_400)).statusCode).toBe(200);
  });
});

describe('demo data (issue 18 point 7)', () => {
  it('the default window today 15:00 → tomorrow 15:00 at Тихорецкий shows deliveries with trucks', async () => {
    const w = defaultTransportWindow(new Date(), 180);
    const body = (await page(kolos, w.start, w.end)).json<DistributionsPage>();
    const slots = body.items.flatMap((d) => d.slots);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some((s) => s.car.number && s.driver.phone)).toBe(true);
    // the demo farmers' trucks are kept: choices when a slot is filled
    expect(
      (await kolos.get(`/api/cars?ownerUuid=${C.rassvet}`)).json<{ items: unknown[] }>().items.length,
    ).toBeGreaterThan(2);
  });
});

describe('GET /cars/distributions/{type}/export/csv', () => {
  const w = base + 3 * 86_400;
  let rassvetSlot: { uuid: string; id: number };
  beforeAll(async () => {
    rassvetSlot = await newSlot(t, { at: w + 9 * H, car: { ...TRUCK, fullname: 'Петров Пётр' } });
    await newSlot(t, { at: w + 10 * H });
    await newSlot(t, {
      at: w + 11 * H,
      offer: TRADING_DEMO.id(202),
      farmer: C.niva,
      car: { ...TRUCK, number: 'М456ОР 161' },
    });
  });

  it('FCA: one row per FCA slot in the import’s columns, UTF-8 with BOM and ;', async () => {
    const res = await kolos.get(exportUrl('FCA', w, w + 86_400));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(
      res.body.startsWith(
        '\uFEFFID слота;Номер сделки;Дата и время;Номер тягача;Номер прицепа;ФИО водителя;Телефон водителя;Вес груза, т',
      ),
    ).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${rassvetSlot.id};\\d+;\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:00;А123ВС 123;ЕК 4512 23;Петров Пётр;'?\\+79181234501;25;`,
      ),
    );
    expect(lines[1]).toContain(';FCA;');
  });

  it('CPT: only the CPT deals; another type is 400 in Russian', async () => {
    const cpt = await kolos.get(exportUrl('CPT', w, w + 86_400));
    const lines = cpt.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('М456ОР 161');
    const bad = await kolos.get(exportUrl('DEFAULT', w, w + 86_400));
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain(TRANSPORT_MSG.badExportType);
    const window = await kolos.get(exportUrl('FCA', w + 10, w));
    expect(window.statusCode).toBe(400);
  });

  it('round trip: an export imports back with every line valid and changes nothing; an edit applies', async () => {
    const exported = (await kolos.get(exportUrl('FCA', w, w + 86_400))).body;
    const upload = (data: string) =>
      kolos.post('/api/cars/distributions/fca/import/csv', {
        unloadingWarehouseLocationUuid: POINTS.tikhoretsk,
        startDate: w,
        endDate: w + 86_400,
        data,
        timeZone: 'Europe/Moscow',
      });
    const report = (await upload(Buffer.from(exported).toString('base64'))).json<{
      importUuid: string;
      total: number;
      valid: number;
      skippedData: unknown[];
    }>();
    expect(report).toMatchObject({ total: 2, valid: 2, skippedData: [] });
    const applied = await kolos.put(`/api/cars/distributions/fca/import/csv/${report.importUuid}`, {});
    expect(applied.json()).toEqual({ updated: 0 });

    const edited = exported.replace('Петров Пётр', 'Петров Павел');
    const second = (await upload(Buffer.from(edited).toString('base64'))).json<{ importUuid: string }>();
    expect(
      (await kolos.put(`/api/cars/distributions/fca/import/csv/${second.importUuid}`, {})).json(),
    ).toEqual({
      updated: 1,
    });
    const again = (await kolos.get(exportUrl('FCA', w, w + 86_400))).body;
    expect(again).toContain('Петров Павел');
  });

  it('the template: BOM, ; and the import’s header', async () => {
    const res = await kolos.get('/api/cars/distributions/fca/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFFID слота;Номер сделки;')).toBe(true);
    expect(base64([res.body])).toBeTruthy();
  });

  it('required fields of the window say so in Russian', async () => {
    const res = await kolos.post('/api/cars/distributions/fca/import/csv', {
      unloadingWarehouseLocationUuid: POINTS.tikhoretsk,
      data: 'eA==',
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/[а-я]/i);
  });
});
