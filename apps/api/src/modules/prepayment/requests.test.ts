import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepaymentList, PrepaymentRequest } from '@kolos/domain/prepayment';
import { as, createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { makeFarmer, requestAdvance, setStatus, type TestFarmer } from './testing';

let t: TestApp;
let kolosYug: Tokens;
let agroCenter: Tokens;
let farmer: TestFarmer;
let pledged: TestFarmer;
let mine: PrepaymentRequest[];

beforeAll(async () => {
  t = await createTestApp();
  kolosYug = await login(t.app, DEMO.phones.kolosYugSuper);
  agroCenter = await login(t.app, DEMO.phones.agroCenterSuper);
  farmer = await makeFarmer(t, { limit: 9_000_000 });
  pledged = await makeFarmer(t, { limit: 9_000_000, productAlias: 'AvansSObespech' });
  mine = [
    await requestAdvance(t, farmer, 1_500_000),
    await requestAdvance(t, farmer, 10_001),
    await requestAdvance(t, pledged, 2_000_000, 'AvansSObespech'),
  ];
  await setStatus(t, kolosYug, { uuid: mine[1]!.uuid, status: 'IN_PROGRESS' });
});
afterAll(() => t.close());

const list = (tokens: Tokens, query: Record<string, string | string[]> = {}) =>
  as(t.app, tokens)({ method: 'GET', url: '/api/prepayments/requests', query });

async function listOk(tokens: Tokens, query: Record<string, string | string[]> = {}) {
  const res = await list(tokens, query);
  expect(res.statusCode).toBe(200);
  return res.json<PrepaymentList>();
}

describe('GET /prepayments/requests (SPEC 7, 3)', () => {
  it('answers total and list with every field of SPEC 3', async () => {
    const { total, list: rows } = await listOk(kolosYug, { any: farmer.inn });
    expect(total).toBe(2);
    const row = rows.find((r) => r.uuid === mine[0]!.uuid)!;
    expect(row).toEqual({
      uuid: mine[0]!.uuid,
      requestId: mine[0]!.requestId,
      created: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      updatedAt: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      requestValue: 1_500_000,
      status: 'CREATED',
      statusReason: null,
      agreementContractNumber: null,
      // issue 30: nothing repaid; nothing owed before the advance is lent
      repaid: 0,
      remaining: null,
      ppType: 'SIMPLE',
      limit: {
        uuid: farmer.limitUuid,
        companyName: farmer.name,
        inn: farmer.inn,
        limit: 9_000_000,
        insureCompany: null,
        productAlias: 'AgroAvans',
      },
    });
  });

  it('newest first by default; 15 per page unless asked (SPEC 9)', async () => {
    const { list: rows } = await listOk(kolosYug, { any: farmer.inn });
    expect(rows.map((r) => r.uuid)).toEqual([mine[1]!.uuid, mine[0]!.uuid]);
    // 16 requests of one farmer: one more than a page, so a missing default shows.
    const many = await makeFarmer(t, { limit: 9_000_000 });
    // Renamed out of the 'КФХ «Тест' search the other tests of this file share.
    await t.db
      .updateTable('companies')
      .set({ name: 'Хозяйство «Шестнадцать заявок»' })
      .where('uuid', '=', many.companyUuid)
      .execute();
    for (let i = 0; i < 16; i += 1) await requestAdvance(t, many, 10_000 + i);
    const page = await listOk(kolosYug, { any: many.inn });
    expect(page.total).toBe(16);
    expect(page.list).toHaveLength(15);
  });

  it('pages with offset and limit, the total unchanged', async () => {
    const all = await listOk(kolosYug, { any: 'КФХ «Тест' });
    const second = await listOk(kolosYug, { any: 'КФХ «Тест', offset: '1', limit: '1' });
    expect(second.total).toBe(all.total);
    expect(second.list.map((r) => r.uuid)).toEqual([all.list[1]!.uuid]);
    const past = await listOk(kolosYug, { any: 'КФХ «Тест', offset: '100', limit: '10' });
    expect(past).toEqual({ total: all.total, list: [] });
  });

  it('sorts by a whitelisted field', async () => {
    const asc = await listOk(kolosYug, { any: 'КФХ «Тест', sortField: 'requestValue', sortDirection: 'ASC' });
    expect(asc.list.map((r) => r.requestValue)).toEqual([10_001, 1_500_000, 2_000_000]);
    expect((await list(kolosYug, { sortField: 'companyName' })).statusCode).toBe(400);
  });

  it('filters by the request number', async () => {
    const { list: rows } = await listOk(kolosYug, { requestId: String(mine[0]!.requestId) });
    expect(rows.map((r) => r.uuid)).toEqual([mine[0]!.uuid]);
  });

  it('filters by statuses, repeated; UNDEFINED or every status filters nothing (SPEC 5)', async () => {
    const q = { any: farmer.inn };
    expect((await listOk(kolosYug, { ...q, statuses: 'IN_PROGRESS' })).list.map((r) => r.uuid)).toEqual([
      mine[1]!.uuid,
    ]);
    expect((await listOk(kolosYug, { ...q, statuses: ['CREATED', 'IN_PROGRESS'] })).total).toBe(2);
    expect((await listOk(kolosYug, { ...q, statuses: ['UNDEFINED', 'REPAID'] })).total).toBe(2);
    const every = ['CREATED', 'IN_PROGRESS', 'APPROVED', 'LENT', 'REPAID', 'REJECTED'];
    expect((await listOk(kolosYug, { ...q, statuses: every })).total).toBe(2);
    expect((await listOk(kolosYug, { ...q, statuses: 'REPAID' })).total).toBe(0);
  });

  it('pledge maps to the product alias; ppType SIMPLE/DEPOSIT the same', async () => {
    const q = { any: 'КФХ «Тест' };
    const withPledge = await listOk(kolosYug, { ...q, productAlias: 'AvansSObespech' });
    expect(withPledge.list.map((r) => r.uuid)).toEqual([mine[2]!.uuid]);
    expect(withPledge.list[0]!.ppType).toBe('DEPOSIT');
    expect((await listOk(kolosYug, { ...q, productAlias: 'AgroAvans' })).total).toBe(2);
    expect((await listOk(kolosYug, { ...q, ppType: 'DEPOSIT' })).total).toBe(1);
    expect((await listOk(kolosYug, { ...q, ppType: 'PP_TYPE_UNDEFINED' })).total).toBe(3);
    expect((await listOk(kolosYug, { ...q, ppType: 'DEPOSIT', productAlias: 'AgroAvans' })).total).toBe(0);
  });

  it('searches by organisation name (any part, any case) or the start of the ИНН', async () => {
    expect((await listOk(kolosYug, { any: farmer.name.slice(5).toUpperCase() })).total).toBe(2);
    expect((await listOk(kolosYug, { any: farmer.inn.slice(0, 9) })).list.map((r) => r.limit.inn)).toContain(
      farmer.inn,
    );
    expect((await listOk(kolosYug, { any: '%' })).total).toBe(0);
  });

  it('filters by the creation period', async () => {
    const q = { any: farmer.inn };
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await listOk(kolosYug, { ...q, createdFrom: hourAgo, createdTo: inAnHour })).total).toBe(2);
    expect((await listOk(kolosYug, { ...q, createdFrom: inAnHour })).total).toBe(0);
    expect((await listOk(kolosYug, { ...q, createdTo: hourAgo })).total).toBe(0);
  });

  it.each([
    [{ requestId: '12a' }, 'Номер заявки должен содержать только цифры'],
    [{ createdFrom: '21.11.2026' }, 'Неверная дата: ожидается дата и время в формате ISO 8601'],
    [
      { createdFrom: '2026-11-02T00:00:00Z', createdTo: '2026-11-01T00:00:00Z' },
      'Начало периода не может быть позже его окончания',
    ],
    [{ statuses: 'PAID' }, 'Неизвестный статус заявки'],
    [{ productAlias: 'Avans' }, 'Продукт: AgroAvans (без залога) или AvansSObespech (с залогом)'],
    [{ ppType: 'LOAN' }, 'Тип аванса: SIMPLE (без залога), DEPOSIT (с залогом) или PP_TYPE_UNDEFINED'],
  ])('400 for %j: %s', async (query, message) => {
    const res = await list(kolosYug, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('400 past the list limit; unknown params are dropped', async () => {
    expect((await list(kolosYug, { limit: '1001' })).statusCode).toBe(400);
    expect((await list(kolosYug, { any: farmer.inn, color: 'red' })).json().total).toBe(2);
  });
});

describe('who sees what', () => {
  it("a purchaser's staff see only requests against their company's limits", async () => {
    const other = await listOk(agroCenter, { requestId: String(mine[0]!.requestId) });
    expect(other).toEqual({ total: 0, list: [] });
    const theirs = await listOk(agroCenter, { any: 'КФХ «Тест' });
    expect(theirs.total).toBe(0);
  });

  it('the platform admin sees every company’s requests', async () => {
    const admin = await login(t.app, DEMO.phones.admin);
    expect((await listOk(admin, { any: 'КФХ «Тест' })).total).toBe(3);
  });

  it('403 for the purchasing manager and for a farmer (no Prepayment right); 401 without a session', async () => {
    expect((await list(await login(t.app, DEMO.phones.kolosYugManager))).statusCode).toBe(403);
    expect((await list(farmer.tokens)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/prepayments/requests' })).statusCode).toBe(401);
  });

  it("a farmer lists their own company's requests only", async () => {
    const res = await as(
      t.app,
      farmer.tokens,
    )({ method: 'GET', url: '/api/user/personal/prepayments/requests' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PrepaymentList>().list.map((r) => r.uuid)).toEqual([mine[1]!.uuid, mine[0]!.uuid]);
  });

  it('the personal list is for farmers: 403 for purchaser staff', async () => {
    const res = await as(t.app, kolosYug)({ method: 'GET', url: '/api/user/personal/prepayments/requests' });
    expect(res.statusCode).toBe(403);
  });
});
