import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_MSG, type SettlementWire } from '@kolos/domain/settlements';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { demoPurchaser, userWith } from '../../../test/trading';
import { makeFarmer, requestAdvance } from '../prepayment/testing';
import { acceptedTruck, newDeal } from './testing';

let t: TestApp;
let kolos: Client;
let agro: Client;
let gateman: Client;
const C = DEMO.companies;

/** Bank requisites of a card that can pay and be paid. */
const BANK = {
  accountNumber: '40702810930000012345',
  bankId: '040349602',
  bankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
  corrAccount: '30101810100000000602',
  reasonCode: '230101001',
};

beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  // the queue's people without «Расчёты»
  gateman = await userWith(t, C.kolosYug, 'purchaser', [policy('Slots', ['read', 'update'])]);
  await t.db.updateTable('companies').set(BANK).where('uuid', '=', C.kolosYug).execute();
}, 120_000);
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** A farmer of the test's own with a deal of Колос-Юг and a reader of «Мои сделки». */
async function farmerWithDeal(limit = 10_000_000) {
  const farmer = await makeFarmer(t, { limit });
  await t.db.updateTable('companies').set(BANK).where('uuid', '=', farmer.companyUuid).execute();
  const taskUuid = await newDeal(t, farmer.companyUuid);
  const reader = await userWith(t, farmer.companyUuid, 'farmer', [policy('Slots', ['read'])]);
  return { farmer, taskUuid, reader, deal: { taskUuid, farmerCompanyUuid: farmer.companyUuid } };
}

const settle = async (dealUuid: string) => {
  const res = await kolos.post('/api/settlements', { dealUuid });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SettlementWire>();
};
const move = (uuid: string, body: Record<string, unknown>, who = kolos) =>
  who.put(`/api/settlements/${uuid}/status`, body);

/** An advance of the farmer lent by Колос-Юг (requested, approved, paid out). */
async function lent(farmer: Awaited<ReturnType<typeof makeFarmer>>, roubles: number) {
  const request = await requestAdvance(t, farmer, roubles);
  for (const status of ['APPROVED', 'LENT'])
    expect((await kolos.put('/api/prepayments/requests', { uuid: request.uuid, status })).statusCode).toBe(
      200,
    );
  return request.uuid;
}
const requestRow = (uuid: string) =>
  t.db.selectFrom('prepaymentRequests').select(['status']).where('uuid', '=', uuid).executeTakeFirstOrThrow();

describe('POST /settlements: a statement of the deal’s unsettled trucks', () => {
  it('gathers every accepted truck once, sums them; a second statement finds nothing (409)', async () => {
    const { taskUuid, deal, farmer } = await farmerWithDeal();
    const a = await acceptedTruck(t, deal, 23_925, 14_800);
    const b = await acceptedTruck(t, deal, 10_001, 15_000.5);
    const s = await settle(taskUuid);
    expect(s).toMatchObject({
      dealUuid: taskUuid,
      dealKind: 'TASK',
      farmerCompanyUuid: farmer.companyUuid,
      status: 'SETTLEMENT_DRAFT',
      creditedKg: 33_926,
      amount: a.amount + b.amount,
      vat: null,
      prepaymentRepaid: 0,
      payable: a.amount + b.amount,
    });
    expect(s.lines.map((l) => l.slotUuid).sort()).toEqual([a.slotUuid, b.slotUuid].sort());
    expect(s.lines.find((l) => l.slotUuid === b.slotUuid)).toMatchObject({
      creditedKg: 10_001,
      pricePerTon: 15_000.5,
    });
    expect(s.history).toEqual([expect.objectContaining({ status: 'SETTLEMENT_DRAFT' })]);
    const again = await kolos.post('/api/settlements', { dealUuid: taskUuid });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(SETTLEMENT_MSG.nothingToSettle);
    // a new truck later goes into a new statement, alone
    const c = await acceptedTruck(t, deal, 5_000);
    const next = await settle(taskUuid);
    expect(next.lines.map((l) => l.slotUuid)).toEqual([c.slotUuid]);
    expect(next.number).toBeGreaterThan(s.number);
  });

  it('НДС 10 % of the total when the seller has НДС', async () => {
    const { taskUuid, deal, farmer } = await farmerWithDeal();
    await t.db.updateTable('companies').set({ nds: true }).where('uuid', '=', farmer.companyUuid).execute();
    await acceptedTruck(t, deal, 11_000, 10_000, true);
    const s = await settle(taskUuid);
    expect(s.amount).toBe(11_000_000);
    expect(s.vat).toBe(1_000_000);
  });

  it('a deal without trucks: 409; unknown or another purchaser’s deal: 404; no right: 403', async () => {
    const { taskUuid, deal } = await farmerWithDeal();
    const empty = await kolos.post('/api/settlements', { dealUuid: taskUuid });
    expect(empty.statusCode).toBe(409);
    expect(message(empty)).toBe(SETTLEMENT_MSG.nothingToSettle);
    await acceptedTruck(t, deal, 1_000);
    const foreign = await agro.post('/api/settlements', { dealUuid: taskUuid });
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(SETTLEMENT_MSG.dealNotFound);
    expect((await gateman.post('/api/settlements', { dealUuid: taskUuid })).statusCode).toBe(403);
    expect((await kolos.post('/api/settlements', { dealUuid: 'nope' })).statusCode).toBe(400);
    const farmer = await loginAs(t, DEMO.phones.farmer);
    expect((await farmer.post('/api/settlements', { dealUuid: taskUuid })).statusCode).toBe(403);
  });

  it('a refused truck and a truck’s earlier version are never settled', async () => {
    const { taskUuid, deal } = await farmerWithDeal();
    const a = await acceptedTruck(t, deal, 2_000);
    const refused = await acceptedTruck(t, deal, 3_000);
    await t.db
      .updateTable('slotAcceptances')
      .set({ decision: 'REFUSE' })
      .where('uuid', '=', refused.acceptanceUuid)
      .execute();
    const s = await settle(taskUuid);
    expect(s.lines.map((l) => l.acceptanceUuid)).toEqual([a.acceptanceUuid]);
  });
});

describe('PUT /settlements/{uuid}/status', () => {
  it('confirm repays the LENT advances oldest first; paid needs the payment order; cancel frees the trucks', async () => {
    const { taskUuid, deal, farmer, reader } = await farmerWithDeal();
    const older = await lent(farmer, 1_000); // 100 000 kopecks
    const newer = await lent(farmer, 5_000); // 500 000 kopecks
    await acceptedTruck(t, deal, 20_000, 20); // 400 ₽ = 40 000 kop.
    const first = await settle(taskUuid);
    const confirmed = await move(first.uuid, { status: 'SETTLEMENT_CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ prepaymentRepaid: 40_000, payable: 0 });
    expect((await requestRow(older)).status).toBe('LENT');

    await acceptedTruck(t, deal, 40_000, 25); // 1 000 ₽ = 100 000 kop.
    const second = await settle(taskUuid);
    const body = (await move(second.uuid, { status: 'SETTLEMENT_CONFIRMED' })).json<SettlementWire>();
    // 60 000 kop. close the older advance, 40 000 go to the newer one
    expect(body).toMatchObject({ amount: 100_000, prepaymentRepaid: 100_000, payable: 0 });
    expect(body.repayments).toEqual([
      expect.objectContaining({ requestUuid: older, amount: 60_000, closes: true }),
      expect.objectContaining({ requestUuid: newer, amount: 40_000, closes: false }),
    ]);
    expect((await requestRow(older)).status).toBe('REPAID');
    const history = await t.db
      .selectFrom('prepaymentRequestStatusHistory')
      .select(['status', 'userUuid'])
      .where('requestUuid', '=', older)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ status: 'REPAID', userUuid: null });

    // the prepayment list shows what is repaid and what remains, in roubles
    const list = await kolos.get('/api/prepayments/requests?limit=100');
    const rows = list.json<{ list: { uuid: string; repaid: number; remaining: number | null }[] }>().list;
    expect(rows.find((r) => r.uuid === older)).toMatchObject({ repaid: 1_000, remaining: 0 });
    expect(rows.find((r) => r.uuid === newer)).toMatchObject({ repaid: 400, remaining: 4_600 });

    // cancelling the second reverses exactly its repayments
    const canceled = await move(second.uuid, { status: 'SETTLEMENT_CANCELED', reason: 'Ошибка в весе' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: 'SETTLEMENT_CANCELED',
      prepaymentRepaid: 0,
      repayments: [],
    });
    expect((await requestRow(older)).status).toBe('LENT');
    const after = (await kolos.get('/api/prepayments/requests?limit=100')).json<{
      list: { uuid: string; repaid: number; remaining: number | null }[];
    }>().list;
    expect(after.find((r) => r.uuid === older)).toMatchObject({ repaid: 400, remaining: 600 });
    expect(after.find((r) => r.uuid === newer)).toMatchObject({ repaid: 0, remaining: 5_000 });
    // its truck is settleable again
    const third = await settle(taskUuid);
    expect(third.lines).toHaveLength(1);

    // paid: the number and date required (400), then the farmer is told
    const paidWithout = await move(first.uuid, { status: 'SETTLEMENT_PAID' });
    expect(paidWithout.statusCode).toBe(400);
    expect(message(paidWithout)).toBe(SETTLEMENT_MSG.paymentRequired);
    const paid = await move(first.uuid, {
      status: 'SETTLEMENT_PAID',
      paymentNumber: '812',
      paymentDate: '08.12.2026',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'SETTLEMENT_PAID',
      paymentNumber: '812',
      paymentDate: '2026-12-08',
    });
    const notices = (await reader.get('/api/notifications')).json<{ notifications?: { kind: string }[] }>();
    const kinds = JSON.stringify(notices);
    expect(kinds).toContain('settlement.confirmed');
    expect(kinds).toContain('settlement.paid');
  });

  it('refuses a move the table does not allow (409), another purchaser (404), no right (403)', async () => {
    const { taskUuid, deal } = await farmerWithDeal();
    await acceptedTruck(t, deal, 1_000);
    const s = await settle(taskUuid);
    const paid = await move(s.uuid, {
      status: 'SETTLEMENT_PAID',
      paymentNumber: '1',
      paymentDate: '2026-12-08',
    });
    expect(paid.statusCode).toBe(409);
    expect(message(paid)).toBe('Расчёт в статусе «Черновик» нельзя перевести в статус «Оплачен»');
    expect((await move(s.uuid, { status: 'SETTLEMENT_CONFIRMED' }, agro)).statusCode).toBe(404);
    expect((await move(s.uuid, { status: 'SETTLEMENT_CONFIRMED' }, gateman)).statusCode).toBe(403);
    expect((await move(s.uuid, { status: 'SETTLEMENT_CANCELED' })).statusCode).toBe(200);
    const again = await move(s.uuid, { status: 'SETTLEMENT_CONFIRMED' });
    expect(again.statusCode).toBe(409);
  });

  it('a correction of a truck in a live statement is refused (409), allowed after its cancel', async () => {
    const { taskUuid, deal } = await farmerWithDeal();
    const a = await acceptedTruck(t, deal, 25_000);
    await t.db
      .insertInto('slotTripDocs')
      .values({ uuid: a.slotUuid, status: 'SLOT_DOCS_APPROVED' })
      .execute();
    const s = await settle(taskUuid);
    const correction = {
      grossKg: 40_000,
      tareKg: 15_000,
      quality: { MOISTURE: 14, FOREIGN: 1, GRAIN: 2 },
      correctsVersion: 1,
      reason: 'Перевзвесили',
    };
    const refused = await kolos.post(`/api/slots/${a.slotUuid}/acceptance`, correction);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(SETTLEMENT_MSG.inSettlement(s.number));
    expect((await move(s.uuid, { status: 'SETTLEMENT_CANCELED' })).statusCode).toBe(200);
    expect(message(await kolos.post(`/api/slots/${a.slotUuid}/acceptance`, correction))).not.toBe(
      SETTLEMENT_MSG.inSettlement(s.number),
    );
  });
});

describe('reading statements', () => {
  it('the list pages and filters; the farmer reads his own only; others 404/403', async () => {
    const one = await farmerWithDeal();
    const two = await farmerWithDeal();
    await acceptedTruck(t, one.deal, 1_000);
    await acceptedTruck(t, two.deal, 2_000);
    const s1 = await settle(one.taskUuid);
    const s2 = await settle(two.taskUuid);
    await move(s2.uuid, { status: 'SETTLEMENT_CONFIRMED' });

    const mine = await kolos.get(`/api/settlements?farmerCompanyUuid=${one.farmer.companyUuid}`);
    expect(mine.json()).toMatchObject({ totalCount: 1, settlements: [{ uuid: s1.uuid, trucks: 1 }] });
    const confirmed = (await kolos.get('/api/settlements?status=SETTLEMENT_CONFIRMED&limit=1000')).json<{
      settlements: { uuid: string; status: string }[];
    }>();
    expect(confirmed.settlements.every((s) => s.status === 'SETTLEMENT_CONFIRMED')).toBe(true);
    expect(confirmed.settlements.map((s) => s.uuid)).toContain(s2.uuid);
    const page = (await kolos.get('/api/settlements?limit=1&offset=1')).json<{
      settlements: unknown[];
      totalCount: number;
    }>();
    expect(page.settlements).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    expect((await kolos.get('/api/settlements?dateFrom=2026-12-09&dateTo=2026-12-01')).statusCode).toBe(400);

    // the farmer: his own list and statement, another's 404, the staff's routes 403
    const own = await one.reader.get('/api/user/personal/settlements');
    expect(own.json()).toMatchObject({ totalCount: 1, settlements: [{ uuid: s1.uuid }] });
    expect((await one.reader.get(`/api/user/personal/settlements/${s1.uuid}`)).statusCode).toBe(200);
    expect((await one.reader.get(`/api/user/personal/settlements/${s2.uuid}`)).statusCode).toBe(404);
    expect((await one.reader.get(`/api/settlements/${s1.uuid}`)).statusCode).toBe(403);
    expect(
      (await one.reader.put(`/api/settlements/${s1.uuid}/status`, { status: 'SETTLEMENT_CANCELED' }))
        .statusCode,
    ).toBe(403);
    // another purchaser sees none of it
    expect((await agro.get(`/api/settlements/${s1.uuid}`)).statusCode).toBe(404);
    expect(
      (await agro.get(`/api/settlements?farmerCompanyUuid=${one.farmer.companyUuid}`)).json(),
    ).toMatchObject({
      totalCount: 0,
    });
    expect((await gateman.get('/api/settlements')).statusCode).toBe(403);
  });

  it('GET /settlements/deals lists deals with unsettled trucks, with their sums', async () => {
    const { taskUuid, deal, farmer } = await farmerWithDeal();
    const a = await acceptedTruck(t, deal, 1_500, 10_000);
    const b = await acceptedTruck(t, deal, 2_500, 10_000);
    const res = await kolos.get(`/api/settlements/deals?farmerCompanyUuid=${farmer.companyUuid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      totalCount: 1,
      deals: [
        expect.objectContaining({
          dealUuid: taskUuid,
          dealKind: 'TASK',
          dealNumber: expect.any(Number),
          farmerCompanyName: farmer.name,
          trucks: 2,
          creditedKg: 4_000,
          amount: a.amount + b.amount,
        }),
      ],
    });
    await settle(taskUuid);
    expect(
      (await kolos.get(`/api/settlements/deals?farmerCompanyUuid=${farmer.companyUuid}`)).json(),
    ).toEqual({
      totalCount: 0,
      deals: [],
    });
    expect(
      (await agro.get(`/api/settlements/deals?farmerCompanyUuid=${farmer.companyUuid}`)).json(),
    ).toMatchObject({
      totalCount: 0,
    });
  });

  it('CSV (BOM, ;) and PDF of a statement', async () => {
    const { taskUuid, deal, reader } = await farmerWithDeal();
    await acceptedTruck(t, deal, 1_234, 10_000);
    const s = await settle(taskUuid);
    const csv = await kolos.get(`/api/settlements/${s.uuid}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF№;Талон;Машина')).toBe(true);
    expect(csv.body).toContain('К оплате;;;;;;;12340');
    const pdf = await reader.get(`/api/user/personal/settlements/${s.uuid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('POST /settlements/registry: the 1С «Клиент-банк» file', () => {
  it('one payment order per confirmed statement with something to pay, in Windows-1251, sums as written', async () => {
    const one = await farmerWithDeal();
    const two = await farmerWithDeal();
    await t.db
      .updateTable('companies')
      .set({ nds: true })
      .where('uuid', '=', two.farmer.companyUuid)
      .execute();
    await acceptedTruck(t, one.deal, 12_345, 10_000.01);
    await acceptedTruck(t, two.deal, 11_000, 10_000, true);
    const s1 = await settle(one.taskUuid);
    const s2 = await settle(two.taskUuid);
    const draft = await kolos.post('/api/settlements/registry', { uuids: [s1.uuid] });
    expect(draft.statusCode).toBe(409);
    expect(message(draft)).toBe(SETTLEMENT_MSG.registryNotConfirmed(s1.number));
    for (const s of [s1, s2]) await move(s.uuid, { status: 'SETTLEMENT_CONFIRMED' });
    const res = await kolos.post('/api/settlements/registry', { uuids: [s1.uuid, s2.uuid] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('windows-1251');
    const text = iconv.decode(res.rawPayload, 'win1251');
    expect(text.split('\r\n')[0]).toBe('1CClientBankExchange');
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('ВерсияФормата=1.03');
    expect(text.trimEnd().endsWith('КонецФайла')).toBe(true);
    const sections = text.split('СекцияДокумент=Платежное поручение\r\n').slice(1);
    expect(sections).toHaveLength(2);
    const field = (section: string, key: string) =>
      section
        .split('\r\n')
        .find((l) => l.startsWith(`${key}=`))
        ?.slice(key.length + 1);
    const sums = sections.map((sec) => Number(field(sec, 'Сумма')));
    const got = await Promise.all(
      [s1, s2].map(async (s) => (await kolos.get(`/api/settlements/${s.uuid}`)).json<SettlementWire>()),
    );
    expect(sums).toEqual(got.map((g) => g.payable / 100));
    expect(field(sections[0]!, 'Сумма')).toMatch(/^\d+\.\d\d$/);
    expect(field(sections[0]!, 'ПолучательИНН')).toBe(one.farmer.inn);
    expect(field(sections[0]!, 'ПлательщикКорсчет')).toBe(BANK.corrAccount);
    expect(field(sections[0]!, 'ВидОплаты')).toBe('01');
    expect(field(sections[0]!, 'Очередность')).toBe('5');
    expect(field(sections[0]!, 'НазначениеПлатежа')).toContain('Без НДС');
    expect(field(sections[1]!, 'НазначениеПлатежа')).toContain('В т.ч. НДС 10% — 10\u00a0000,00 руб.');
    expect(
      sections.every((s) => s.trimEnd().endsWith('КонецДокумента') || s.includes('КонецДокумента\r\n')),
    ).toBe(true);
  });

  it('a card without bank requisites is refused, naming the company and the field', async () => {
    const { taskUuid, deal, farmer } = await farmerWithDeal();
    await acceptedTruck(t, deal, 1_000);
    const s = await settle(taskUuid);
    await move(s.uuid, { status: 'SETTLEMENT_CONFIRMED' });
    await t.db
      .updateTable('companies')
      .set({ corrAccount: null, bankId: null })
      .where('uuid', '=', farmer.companyUuid)
      .execute();
    const res = await kolos.post('/api/settlements/registry', { uuids: [s.uuid] });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(
      `В карточке компании «${farmer.name}» не заполнено: БИК банка, корреспондентский счёт банка`,
    );
    expect((await agro.post('/api/settlements/registry', { uuids: [s.uuid] })).statusCode).toBe(404);
    expect((await kolos.post('/api/settlements/registry', { uuids: [] })).statusCode).toBe(400);
  });
});
