import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicativePrices, type ContractWire, type IndicativePriceWire } from '@kolos/domain/contracts';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/ids';
import {
  cptBody,
  createContract,
  cultureUuid,
  freshManager,
  POINTS,
  REGIONS,
  setStatus,
  type Caller,
} from './test-fixtures';

let t: TestApp;
let kolos: Caller;
let agro: Caller;
let m: Awaited<ReturnType<typeof freshManager>>;
const R1 = REGIONS.kuban;
const R2 = REGIONS.don;
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E', string> = { A: '', B: '', C: '', D: '', E: '' };

/** An FCA deal written straight to the table: the list does not care how a row was priced. */
async function insertFca(
  userUuid: string,
  over: { uuid?: string; startDate?: string; endDate?: string } = {},
) {
  const point = newId();
  await t.db
    .insertInto('locations')
    .values({
      uuid: point,
      companyUuid: DEMO.companies.rassvet,
      name: 'Ток на бригаде №2',
      address: 'ст Алексеевская, ул Полевая, 1',
      latitude: 45.8,
      longitude: 40.1,
    })
    .execute();
  const uuid = over.uuid ?? newId();
  await t.db
    .insertInto('contracts')
    .values({
      uuid,
      aggregatorCompanyUuid: DEMO.companies.kolosYug,
      aggregatorLocationUuid: POINTS.tikhoretsk,
      regionUuid: R1,
      productUuid: await cultureUuid(t, 'sunflower'),
      farmerCompanyUuid: DEMO.companies.rassvet,
      farmerLocationUuid: point,
      userUuid,
      deliveryType: 'BUYER',
      humidity: 8,
      quantity: 400,
      price: 31_250,
      initialPrice: 30_000,
      deliveryPrice: 125_000,
      distance: 42,
      tariffType: 'REGIONAL',
      startDate: over.startDate ?? '2026-07-03',
      endDate: over.endDate ?? '2026-07-04',
      status: 'CONTRACT_CREATED',
    })
    .execute();
  return uuid;
}

beforeAll(async () => {
  t = await createTestApp();
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  agro = as(t.app, await login(t.app, DEMO.phones.agroCenterSuper));
  m = await freshManager(t);
  const wheat = await cultureUuid(t, 'wheat-3');
  ids.A = (
    await createContract(
      m.call,
      await cptBody(t, {
        regionUuid: R1,
        productUuid: wheat,
        startDate: '01.07.2026',
        endDate: '10.07.2026',
        quantity: 100,
        price: 15000,
        farmerCompanyUuid: DEMO.companies.rassvet,
        comment: '=SUM(A1)',
      }),
    )
  ).uuid;
  ids.B = (
    await createContract(
      m.call,
      await cptBody(t, {
        regionUuid: R2,
        aggregatorLocationUuid: POINTS.salsk,
        productUuid: await cultureUuid(t, 'barley-feed'),
        startDate: '05.07.2026',
        endDate: '20.07.2026',
        quantity: 300,
        price: 12000,
        farmerCompanyUuid: DEMO.companies.niva,
      }),
    )
  ).uuid;
  ids.C = (
    await createContract(
      m.call,
      await cptBody(t, {
        regionUuid: R2,
        aggregatorLocationUuid: POINTS.salsk,
        productUuid: wheat,
        startDate: '15.06.2026',
        endDate: '30.06.2026',
        quantity: 200,
        price: 16000,
        farmerCompanyUuid: DEMO.companies.zarya,
      }),
    )
  ).uuid;
  ids.D = (
    await createContract(
      m.call,
      await cptBody(t, {
        regionUuid: R1,
        productUuid: await cultureUuid(t, 'corn'),
        startDate: '01.08.2026',
        endDate: '15.08.2026',
        quantity: 50,
        price: 11000,
        farmerCompanyUuid: DEMO.companies.petrov,
      }),
    )
  ).uuid;
  ids.E = await insertFca(m.uuid);
  expect((await setStatus(m.call, ids.C, 'CONTRACT_CONFIRMED')).statusCode).toBe(200);
  expect((await setStatus(m.call, ids.D, 'CONTRACT_CANCELED')).statusCode).toBe(200);
});
afterAll(() => t.close());

const list = async (query: string, call: Caller = kolos) => {
  const res = await call({ method: 'GET', url: `/api/contracts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ contracts: ContractWire[]; totalCount: number; totalVolume: number }>();
};
const names = (rows: ContractWire[]) =>
  rows.map((c) => (Object.entries(ids).find(([, v]) => v === c.uuid) ?? ['?'])[0]);
const mine = () => `userUuid=${m.uuid}`;

describe('GET /contracts filters (SPEC 2.10)', () => {
  it.each<[string, string, string[]]>([
    ['manager', '', ['E', 'D', 'C', 'B', 'A']],
    ['status', 'status=CONTRACT_CONFIRMED', ['C']],
    ['status (canceled)', 'status=CONTRACT_CANCELED', ['D']],
    ['crop', 'productUuid=@wheat-3', ['C', 'A']],
    ['delivery start date (starts on or after)', 'startDate=01.07.2026', ['E', 'D', 'B', 'A']],
    ['delivery end date (ends on or before)', 'endDate=20.07.2026', ['E', 'C', 'B', 'A']],
    ['start and end', 'startDate=01.07.2026&endDate=20.07.2026', ['E', 'B', 'A']],
    ['purchase territory', `regionUuid=${R1}`, ['E', 'D', 'A']],
    ['acceptance point', `aggregatorLocationUuid=${POINTS.salsk}`, ['C', 'B']],
    ['delivery type FCA', 'deliveryType=BUYER', ['E']],
    ['delivery type CPT', 'deliveryType=SELLER', ['D', 'C', 'B', 'A']],
    ['crop and status', 'productUuid=@wheat-3&status=CONTRACT_CREATED', ['A']],
  ])('%s', async (_name, filter, expected) => {
    const q = filter.replace('@wheat-3', await cultureUuid(t, 'wheat-3'));
    const res = await list(`${mine()}&${q}`);
    // no default sort: newest first
    expect(names(res.contracts)).toEqual(expected);
    expect(res.totalCount).toBe(expected.length);
  });

  it('answers the SPEC 3 enrichments and wire formats', async () => {
    const { contracts } = await list(`${mine()}&deliveryType=BUYER`);
    expect(contracts[0]).toMatchObject({
      deliveryType: 'BUYER',
      startDate: '03.07.2026',
      endDate: '04.07.2026',
      price: 31_250,
      initialPrice: 30_000,
      deliveryPrice: 125_000,
      distance: 42,
      tariffType: 'REGIONAL',
      user: { lastName: 'Тестова', name: 'Анна', surname: 'Павловна' },
      farmerCompany: { name: 'КФХ «Рассвет»' },
      farmerLocation: { name: 'Ток на бригаде №2', address: 'ст Алексеевская, ул Полевая, 1' },
      product: { payload: { title: 'Подсолнечник' } },
      aggregatorLocation: { name: 'Тихорецкий элеватор' },
    });
  });

  it.each<[string, string]>([
    ['status=CONTRACT_SIGNED', 'status'],
    ['deliveryType=FCA', 'deliveryType'],
    ['productUuid=wheat', 'productUuid'],
    ['startDate=2026-07-01', 'startDate'],
    ['sortField=comment', 'sortField'],
    ['sortDirection=UP', 'sortDirection'],
    ['offset=-1', 'offset'],
    ['limit=0', 'limit'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await kolos({ method: 'GET', url: `/api/contracts?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail[0].field).toBe(field);
  });

  it('refuses an end date earlier than the start', async () => {
    const res = await kolos({ method: 'GET', url: '/api/contracts?startDate=02.07.2026&endDate=01.07.2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Дата окончания поставки не может быть раньше даты начала поставки');
  });
});

describe('GET /contracts sorting (supplier, start, end, volume, price; SPEC 3 also manager)', () => {
  it.each<[string, string[]]>([
    ['quantity', ['D', 'A', 'C', 'B', 'E']],
    ['price', ['D', 'B', 'A', 'C', 'E']],
    ['startDate', ['C', 'A', 'E', 'B', 'D']],
    ['endDate', ['C', 'E', 'A', 'B', 'D']],
    // ИП Глава КФХ Петров, КФХ «Рассвет» (A and E, newest first), ООО «Нива», СПК «Заря»
    ['farmerCompanyName', ['D', 'E', 'A', 'B', 'C']],
  ])('by %s, both ways', async (field, ascending) => {
    const asc = await list(`${mine()}&sortField=${field}&sortDirection=ASC`);
    expect(names(asc.contracts)).toEqual(ascending);
    const desc = await list(`${mine()}&sortField=${field}&sortDirection=DESC`);
    const tiesNewestFirst =
      field === 'farmerCompanyName' ? ['C', 'B', 'E', 'A', 'D'] : [...ascending].reverse();
    expect(names(desc.contracts)).toEqual(tiesNewestFirst);
  });

  it('by manager: last name, with an unknown author last either way', async () => {
    const first = await freshManager(t, 'kolosYug', 'Аксёнова');
    const last = await freshManager(t, 'kolosYug', 'Яковлева');
    const a = await createContract(first.call, await cptBody(t));
    const z = await createContract(last.call, await cptBody(t));
    const orphan = await createContract(kolos, await cptBody(t));
    await t.db.updateTable('contracts').set({ userUuid: null }).where('uuid', '=', orphan.uuid).execute();
    const order = (rows: ContractWire[]) =>
      rows.map((c) => c.uuid).filter((u) => [a.uuid, z.uuid, orphan.uuid].includes(u));
    const asc = await list('sortField=manager&sortDirection=ASC');
    expect(order(asc.contracts)).toEqual([a.uuid, z.uuid, orphan.uuid]);
    const desc = await list('sortField=manager&sortDirection=DESC');
    expect(order(desc.contracts)).toEqual([z.uuid, a.uuid, orphan.uuid]);
    expect(desc.contracts.find((c) => c.uuid === orphan.uuid)?.user).toBeNull();
  });

  it('by manager: a renamed manager moves with the new name (kept on the contract by a trigger)', async () => {
    const early = await freshManager(t, 'kolosYug', 'Абрамова');
    const other = await freshManager(t, 'kolosYug', 'Борисова');
    const a = await createContract(early.call, await cptBody(t));
    const b = await createContract(other.call, await cptBody(t));
    const order = async () =>
      (await list('sortField=manager&sortDirection=ASC&limit=1000')).contracts
        .map((c) => c.uuid)
        .filter((u) => [a.uuid, b.uuid].includes(u));
    expect(await order()).toEqual([a.uuid, b.uuid]);
    await t.db.updateTable('users').set({ lastName: 'Яшина' }).where('uuid', '=', early.uuid).execute();
    expect(await order()).toEqual([b.uuid, a.uuid]);
  });
});

describe('GET /contracts ending on or before a day, newest first (the end-zone map, migration 0009)', () => {
  /** A uuid in the zone `prefix` (its first five hex digits), ordered by `n` inside it. */
  const inZone = (prefix: string, n: number) =>
    `${prefix}${String(n).padStart(3, '0')}-0000-7000-8000-${String(n).padStart(12, '0')}`;
  const iso = (ru: string) => ru.split('.').reverse().join('-');

  it('answers exactly what a scan of every contract answers, however the days and zones lie', async () => {
    const z = await freshManager(t, 'kolosYug', 'Зонова');
    const deal = (uuid: string, end: string) =>
      insertFca(z.uuid, { uuid, startDate: iso(end), endDate: iso(end) });
    // a newer zone with late ends only, an older one with an early end, an old zone in between
    await deal(inZone('0f000', 1), '01.09.2026');
    await deal(inZone('0f000', 2), '02.09.2026');
    await deal(inZone('0e000', 1), '10.06.2026');
    await deal(inZone('0e000', 2), '01.09.2026');
    await deal(inZone('0d000', 1), '20.06.2026');
    // an insert into an existing zone lowers its earliest end
    await deal(inZone('0f000', 3), '01.05.2026');
    // a change to an earlier day lowers it; a change to a later one leaves it early (still exact)
    await t.db
      .updateTable('contracts')
      .set({ startDate: '2026-04-01', endDate: '2026-04-01' })
      .where('uuid', '=', inZone('0d000', 1))
      .execute();
    await t.db
      .updateTable('contracts')
      .set({ endDate: '2026-09-05' })
      .where('uuid', '=', inZone('0e000', 1))
      .execute();

    for (const day of ['31.03.2026', '01.04.2026', '01.05.2026', '15.06.2026', '01.09.2026', '31.12.2026']) {
      const expected = await t.db
        .selectFrom('contracts')
        .select('uuid')
        .where('userUuid', '=', z.uuid)
        .where('endDate', '<=', iso(day))
        .orderBy('uuid', 'desc')
        .execute();
      const res = await list(`userUuid=${z.uuid}&endDate=${day}`);
      expect(
        res.contracts.map((c) => c.uuid),
        day,
      ).toEqual(expected.map((r) => r.uuid));
      expect(res.totalCount, day).toBe(expected.length);
      const second = await list(`userUuid=${z.uuid}&endDate=${day}&limit=1&offset=1`);
      expect(
        second.contracts.map((c) => c.uuid),
        day,
      ).toEqual(expected.slice(1, 2).map((r) => r.uuid));
    }
  });
});

describe('GET /contracts paging', () => {
  it('pages with limit and offset and counts the total in the same answer', async () => {
    const first = await list(`${mine()}&limit=2&offset=0`);
    expect(names(first.contracts)).toEqual(['E', 'D']);
    expect(first.totalCount).toBe(5);
    const last = await list(`${mine()}&limit=2&offset=4`);
    expect(names(last.contracts)).toEqual(['A']);
    const past = await list(`${mine()}&limit=2&offset=10`);
    expect(past).toEqual({ contracts: [], totalCount: 5, totalVolume: first.totalVolume });
  });

  it('caps the page at 1000 rows however much is asked (SPEC 7: no limit when the page size is -1)', async () => {
    // 1001 rows of one manager: enough that a missing cap shows.
    const bulk = await freshManager(t, 'kolosYug', 'Массова');
    const product = await cultureUuid(t, 'wheat-3');
    const rows = Array.from({ length: 1001 }, () => ({
      uuid: newId(),
      aggregatorCompanyUuid: DEMO.companies.kolosYug,
      aggregatorLocationUuid: POINTS.tikhoretsk,
      regionUuid: R1,
      productUuid: product,
      farmerCompanyUuid: DEMO.companies.rassvet,
      userUuid: bulk.uuid,
      deliveryType: 'SELLER' as const,
      humidity: 14,
      quantity: 10,
      price: 15_000,
      initialPrice: 15_000,
      startDate: '2026-07-01',
      endDate: '2026-07-02',
      status: 'CONTRACT_CREATED' as const,
    }));
    await t.db.insertInto('contracts').values(rows).execute();
    const asked = await list(`userUuid=${bulk.uuid}&limit=5000`);
    expect(asked.totalCount).toBe(1001);
    expect(asked.contracts).toHaveLength(1000);
    const omitted = await list(`userUuid=${bulk.uuid}`);
    expect(omitted.contracts).toHaveLength(1000);
  });
});

describe('GET /contracts/export/csv', () => {
  it('exports the filtered list for a Russian Excel: BOM, ";", CRLF, formulas neutralised', async () => {
    const res = await kolos({ method: 'GET', url: `/api/contracts/export/csv?${mine()}&sortField=quantity` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Поставщик;Начало поставки;Окончание поставки;Тип доставки;Культура;Влажность, %;Точка отгрузки;Адрес отгрузки;Пункт приёмки;Объём, т;Цена CPT, ₽/т;Цена FCA, ₽/т;Стоимость доставки, ₽/т;Расстояние, км;Тариф;Автор;Статус;Комментарий',
    );
    expect(lines).toHaveLength(6);
    // D (50 t), then A (100 t) whose comment '=SUM(A1)' must not run as a formula
    expect(lines[1]).toContain(
      'ИП Глава КФХ Петров А. С.;01.08.2026;15.08.2026;CPT;Кукуруза;14;;;Тихорецкий элеватор;50;11000;;;;;Тестова А. П.;Отменён;',
    );
    expect(lines[2]).toMatch(/;Новый;'=SUM\(A1\)$/);
    expect(lines[5]).toContain(
      'КФХ «Рассвет»;03.07.2026;04.07.2026;FCA;Подсолнечник;8;Ток на бригаде №2;ст Алексеевская, ул Полевая, 1;Тихорецкий элеватор;400;31250;30000;1250;42;Regional;Тестова А. П.;Новый;',
    );
  });

  it('applies the filters', async () => {
    const res = await kolos({
      method: 'GET',
      url: `/api/contracts/export/csv?${mine()}&status=CONTRACT_CONFIRMED`,
    });
    expect(res.body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('GET /contracts/indicative-prices', () => {
  it('matches the domain rule over every contract of the company', async () => {
    const rows = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('aggregatorCompanyUuid', '=', DEMO.companies.kolosYug)
      .execute();
    const expected = indicativePrices(
      rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt ? new Date(r.confirmedAt) : null })),
      new Date(),
    );
    const res = await kolos({ method: 'GET', url: '/api/contracts/indicative-prices' });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: IndicativePriceWire[] }>().items;
    const key = (r: { productUuid: string; aggregatorLocationUuid: string }) =>
      `${r.productUuid}|${r.aggregatorLocationUuid}`;
    expect(Object.fromEntries(items.map((i) => [key(i), [i.price, i.quantity, i.contracts]]))).toEqual(
      Object.fromEntries(expected.map((e) => [key(e), [e.price, e.quantity, e.contracts]])),
    );
  });

  it('weights by volume and leaves out unconfirmed, "Не влияет на индикатив" and old deals', async () => {
    const buckwheat = await cultureUuid(t, 'buckwheat');
    const make = async (price: number, quantity: number, over: Record<string, unknown> = {}) =>
      (
        await createContract(
          kolos,
          await cptBody(t, {
            productUuid: buckwheat,
            aggregatorLocationUuid: POINTS.yeysk,
            price,
            quantity,
            ...over,
          }),
        )
      ).uuid;
    const a = await make(20_000, 100);
    const b = await make(21_001, 300);
    const hidden = await make(90_000, 1000, { withoutIndication: true });
    const old = await make(90_000, 1000);
    await make(90_000, 1000); // created, never confirmed
    const cancelled = await make(90_000, 1000);
    for (const u of [a, b, hidden, old, cancelled])
      expect((await setStatus(kolos, u, 'CONTRACT_CONFIRMED')).statusCode).toBe(200);
    expect((await setStatus(kolos, cancelled, 'CONTRACT_CANCELED')).statusCode).toBe(200);
    await t.db
      .updateTable('contracts')
      .set({ confirmedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where('uuid', '=', old)
      .execute();
    const res = await kolos({
      method: 'GET',
      url: `/api/contracts/indicative-prices?productUuid=${buckwheat}&aggregatorLocationUuid=${POINTS.yeysk}`,
    });
    expect(res.json().items).toEqual([
      {
        productUuid: buckwheat,
        productTitle: 'Гречиха',
        aggregatorLocationUuid: POINTS.yeysk,
        aggregatorLocationName: 'Ейский портовый элеватор',
        aggregatorCompanyUuid: DEMO.companies.kolosYug,
        aggregatorCompanyName: 'Колос-Юг',
        // (20000·100 + 21001·300) / 400 = 20750.75
        price: 20_751,
        quantity: 400,
        contracts: 2,
      },
    ]);
    const other = await agro({
      method: 'GET',
      url: `/api/contracts/indicative-prices?productUuid=${buckwheat}`,
    });
    expect(other.json().items).toEqual([]);
  });
});

describe('GET /contracts/authors', () => {
  it('offers the managers who made the company’s deals, and only to that company', async () => {
    const res = await kolos({ method: 'GET', url: '/api/contracts/authors' });
    expect(res.json().users).toContainEqual({
      uuid: m.uuid,
      lastName: 'Тестова',
      name: 'Анна',
      surname: 'Павловна',
    });
    const other = await agro({ method: 'GET', url: '/api/contracts/authors' });
    expect(other.json().users.map((u: { uuid: string }) => u.uuid)).not.toContain(m.uuid);
  });
});
