import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportReport } from '@kolos/domain/csv';
import { formatTransportDateTime, TRANSPORT_MSG } from '@kolos/domain/transport';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { loginAs, type Client } from '../../../test/staff';
import { demoPurchaser, POINTS } from '../../../test/trading';
import { TRADING_DEMO } from '../../seed/demo-ids';
import { transportImportClock } from './import';
import { base64, message } from './test-fixtures';
import { dayAhead, newSlot, slotRow } from '../../../test/slots';

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
});
afterAll(() => t.close());

const C = DEMO.companies;
const H = 3600;
const HEADER =
  'ID слота;Номер сделки;Дата и время;Номер тягача;Номер прицепа;ФИО водителя;Телефон водителя;Вес груза, т';
const MSK = 180;

let day = 50;
/** A window of its own for each test: one day, far from the demo week and from the others. */
const nextWindow = () => {
  day += 2;
  const start = dayAhead(day);
  return { start, end: start + 86_400 };
};

const upload = (c: Client, w: { start: number; end: number }, data: string, point = POINTS.tikhoretsk) =>
  c.post('/api/cars/distributions/fca/import/csv', {
    unloadingWarehouseLocationUuid: point,
    startDate: w.start,
    endDate: w.end,
    data,
    timeZone: 'Europe/Moscow',
  });
const confirm = (c: Client, importUuid: string) =>
  c.put(`/api/cars/distributions/fca/import/csv/${importUuid}`, {});
const line = (id: number | string, plate: string, phone = '+79181234567', name = 'Иванов Иван') =>
  `${id};;;${plate};;${name};${phone};`;

describe('POST /cars/distributions/fca/import/csv: every refused line with its number and reason', () => {
  it('reports each kind of refusal and keeps only the good lines; nothing changes before PUT', async () => {
    const w = nextWindow();
    const good = await newSlot(t, { at: w.start + 9 * H });
    const sameTime = await newSlot(t, { at: w.start + 9 * H, farmer: C.niva, offer: TRADING_DEMO.id(202) });
    const otherPoint = await newSlot(t, { at: w.start + 9 * H, location: POINTS.yeysk });
    const otherCompany = await newSlot(t, {
      at: w.start + 9 * H,
      location: POINTS.kursk,
      owner: C.agroCenter,
    });
    const outside = await newSlot(t, { at: w.end + 2 * H });
    const unloaded = await newSlot(t, { at: w.start + 10 * H, status: 'SLOT_UNLOADED' });
    const byDeal = await newSlot(t, { at: w.start + 11 * H });
    const busyHolder = await newSlot(t, {
      at: w.start + 12 * H,
      farmer: C.niva,
      offer: TRADING_DEMO.id(202),
      car: { number: 'Х111ХХ 77', fullname: 'Занят Занятович', phone: '+79180000001' },
    });
    const wantsBusy = await newSlot(t, { at: w.start + 12 * H });
    const deal = await t.db
      .selectFrom('offers')
      .select('number')
      .where('uuid', '=', TRADING_DEMO.offers.rassvetAccepted)
      .executeTakeFirstOrThrow();
    const at = (s: number) => formatTransportDateTime(s, MSK);
    const file = [
      HEADER,
      line(99_999_999, 'А123ВС 123'), // 2 unknown
      line(otherPoint.id, 'А123ВС 123'), // 3 another point of the company
      line(otherCompany.id, 'А123ВС 123'), // 4 another company's point
      line(outside.id, 'А123ВС 123'), // 5 outside the window
      line(good.id, 'А12#3'), // 6 bad plate
      line(good.id, 'А123ВС 123', '12345'), // 7 bad phone
      line(good.id, 'А123ВС 123'), // 8 good
      line(sameTime.id, 'a123bc123'), // 9 the same truck at the same time (Latin spelling)
      line(unloaded.id, 'В321КМ 123'), // 10 closed
      line(good.id, 'Е555КХ 123'), // 11 the same slot again
      `;${deal.number};${at(w.start + 11 * H)};Т789УХ 93;;Сёмин Пётр;+79181234503;30`, // 12 good, by deal
      `;${deal.number};${at(w.start + 14 * H)};Т789УХ 93;;Сёмин Пётр;+79181234503;`, // 13 no such slot
      line(wantsBusy.id, 'х111хх 77'), // 14 the truck the queue has elsewhere then
      `;;;М456ОР 161;;Ткаченко;+79181234502;`, // 15 no slot named
    ];
    const res = await upload(kolos, w, base64(file));
    expect(res.statusCode).toBe(200);
    const report = res.json<ImportReport>();
    expect(report).toMatchObject({ total: 14, valid: 2 });
    expect(report.skippedData).toEqual([
      { line: 2, error: 'Слот № 99999999 не найден' },
      { line: 3, error: TRANSPORT_MSG.slotOtherPoint(otherPoint.id) },
      { line: 4, error: TRANSPORT_MSG.slotOtherPoint(otherCompany.id) },
      { line: 5, error: TRANSPORT_MSG.slotOutsideWindow(outside.id) },
      { line: 6, error: 'Номер тягача: Номер может содержать только буквы, цифры и пробелы' },
      { line: 7, error: 'Телефон водителя: Номер телефона должен содержать 12 символов' },
      { line: 9, error: TRANSPORT_MSG.truckTwiceInFile('A123BC123', 8) },
      { line: 10, error: TRANSPORT_MSG.slotClosed(unloaded.id) },
      { line: 11, error: TRANSPORT_MSG.slotRepeated(good.id, 8) },
      { line: 13, error: TRANSPORT_MSG.dealSlotNotFound(deal.number, at(w.start + 14 * H)) },
      { line: 14, error: TRANSPORT_MSG.truckBusy('Х111ХХ 77') },
      { line: 15, error: expect.stringContaining('Укажите «ID слота»') },
    ]);
    expect((await slotRow(t, good.uuid)).carNumber).toBeNull();
    expect(busyHolder.id).toBeGreaterThan(0);

    const applied = await confirm(kolos, report.importUuid);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ updated: 2 });
    const after = await slotRow(t, good.uuid);
    expect(after).toMatchObject({
      carNumber: 'А123ВС 123',
      driverFullname: 'Иванов Иван',
      driverPhone: '+79181234567',
      status: 'SLOT_CAR_ASSIGNED',
    });
    expect((await slotRow(t, byDeal.uuid)).carNumber).toBe('Т789УХ 93');
    // history, live event and the truck kept for the farmer, as PUT slots does
    const history = await t.db
      .selectFrom('slotHistory')
      .selectAll()
      .where('slotUuid', '=', good.uuid)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['SLOT_CAR_ASSIGNED']);
    const events = await t.db
      .selectFrom('liveEvents')
      .select('slotUuid')
      .where('slotUuid', '=', good.uuid)
      .execute();
    expect(events).toHaveLength(1);
    const cars = await kolos.get(`/api/cars?ownerUuid=${C.rassvet}`);
    const kept = cars.json<{ items: { registrationNumber: string; capacity: number }[] }>().items;
    expect(kept.find((c) => c.registrationNumber === 'Т789УХ 93')?.capacity).toBe(30_000);
  });

  it('reads Windows-1251 and ,-separated files with the header in any order and quoted cells', async () => {
    const w = nextWindow();
    const a = await newSlot(t, { at: w.start + 9 * H });
    const b = await newSlot(t, { at: w.start + 10 * H });
    const cp1251 = iconv
      .encode(
        [
          'ФИО водителя;Номер тягача;ID слота;Телефон водителя',
          `Ёлкин Пётр;В321КМ 123;${a.id};+7 918 123-45-04`,
        ].join('\r\n'),
        'win1251',
      )
      .toString('base64');
    const first = (await upload(kolos, w, cp1251)).json<ImportReport>();
    expect(first).toMatchObject({ total: 1, valid: 1, skippedData: [] });
    const comma = base64([
      '"Телефон водителя","ID слота","Номер тягача","ФИО водителя"',
      `"+79181234505",${b.id},"Е555КХ 123","Лысенко, Роман"`,
    ]);
    const second = (await upload(kolos, w, comma)).json<ImportReport>();
    expect(second.skippedData).toEqual([]);
    await confirm(kolos, first.importUuid);
    await confirm(kolos, second.importUuid);
    expect(await slotRow(t, a.uuid)).toMatchObject({
      driverFullname: 'Ёлкин Пётр',
      driverPhone: '+79181234504',
    });
    expect((await slotRow(t, b.uuid)).driverFullname).toBe('Лысенко Роман');
    // issue 29 point 17: a driver named by the import gets his link too, once
    const links = await t.db
      .selectFrom('outboxMessages')
      .select('text')
      .where('recipient', '=', '+79181234504')
      .where('text', 'like', '%/driver/%')
      .execute();
    expect(links).toHaveLength(1);
  });

  it('a file without the columns is a 400 with the columns it needs', async () => {
    const res = await upload(kolos, nextWindow(), base64(['Машина;Водитель', 'А1;Иван']));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(TRANSPORT_MSG.importFailed);
  });
});

describe('PUT …/import/csv/{importUuid}: once, in time, by its owner', () => {
  it('a used importUuid is a 409; an expired one too (the clock turned) and applies nothing', async () => {
    const w = nextWindow();
    const s = await newSlot(t, { at: w.start + 9 * H });
    const used = (await upload(kolos, w, base64([HEADER, line(s.id, 'А123ВС 123')]))).json<ImportReport>();
    expect((await confirm(kolos, used.importUuid)).statusCode).toBe(200);
    const again = await confirm(kolos, used.importUuid);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(IMPORT_MSG.confirmed);

    const s2 = await newSlot(t, { at: w.start + 10 * H });
    const late = (await upload(kolos, w, base64([HEADER, line(s2.id, 'В321КМ 123')]))).json<ImportReport>();
    const real = transportImportClock.now;
    try {
      transportImportClock.now = () => Date.parse(late.expireAt);
      const expired = await confirm(kolos, late.importUuid);
      expect(expired.statusCode).toBe(409);
      expect(message(expired)).toBe(IMPORT_MSG.expired);
    } finally {
      transportImportClock.now = real;
    }
    expect((await slotRow(t, s2.uuid)).carNumber).toBeNull();
  });

  it("another company's import is a 404; another company's point is a 404; a farmer has no Transport", async () => {
    const w = nextWindow();
    const s = await newSlot(t, { at: w.start + 9 * H });
    const mine = (await upload(kolos, w, base64([HEADER, line(s.id, 'А123ВС 123')]))).json<ImportReport>();
    const theirs = await confirm(agro, mine.importUuid);
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(IMPORT_MSG.notFound);
    const point = await upload(agro, w, base64([HEADER, line(s.id, 'А123ВС 123')]));
    expect(point.statusCode).toBe(404);
    expect(message(point)).toBe(TRANSPORT_MSG.pointNotFound);
    expect((await upload(farmer, w, base64([HEADER]))).statusCode).toBe(403);
    expect((await slotRow(t, s.uuid)).carNumber).toBeNull();
  });

  // PGlite is one connection, PostgreSQL takes them all at once: either way exactly one applies
  it('64 confirmations at once: one applies, the others hear 409, none fails', async () => {
    const w = nextWindow();
    const s = await newSlot(t, { at: w.start + 9 * H });
    const report = (await upload(kolos, w, base64([HEADER, line(s.id, 'А123ВС 123')]))).json<ImportReport>();
    const answers = await Promise.all(Array.from({ length: 64 }, () => confirm(kolos, report.importUuid)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(63);
    const history = await t.db
      .selectFrom('slotHistory')
      .select('uuid')
      .where('slotUuid', '=', s.uuid)
      .execute();
    expect(history).toHaveLength(1);
  });
});

describe('limits: 10 MB and 50 000 lines (413), a .csv name', () => {
  it('more than 50 000 lines is a 413 in Russian', async () => {
    const lines = [HEADER, ...Array.from({ length: 50_001 }, (_, i) => line(i + 1, 'А1'))];
    const res = await upload(kolos, nextWindow(), base64(lines));
    expect(res.statusCode).toBe(413);
    expect(message(res)).toBe(TRANSPORT_MSG.fileTooLarge);
  });

  it('more than 10 MB is a 413 in Russian', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x41).toString('base64');
    const res = await upload(kolos, nextWindow(), big);
    expect(res.statusCode).toBe(413);
    expect(message(res)).toBe(TRANSPORT_MSG.fileTooLarge);
  });

  it("a file name not ending with .csv is SPEC 5's warning; data not base64 is a 400", async () => {
    const w = nextWindow();
    const res = await kolos.post('/api/cars/distributions/fca/import/csv', {
      unloadingWarehouseLocationUuid: POINTS.tikhoretsk,
      startDate: w.start,
      endDate: w.end,
      data: base64([HEADER]),
      fileName: 'машины.xlsx',
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain(TRANSPORT_MSG.notCsv);
    const junk = await upload(kolos, w, '%%% не base64 %%%');
    expect(junk.statusCode).toBe(400);
    expect(message(junk)).toBe(TRANSPORT_MSG.badBase64);
  });
});
