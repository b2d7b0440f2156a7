import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepaymentRequest } from '@kolos/domain/prepayment';
import { as, createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { makeFarmer, setStatus, type TestFarmer } from './testing';

let t: TestApp;
let kolosYug: Tokens;
let farmer: TestFarmer;

beforeAll(async () => {
  t = await createTestApp();
  kolosYug = await login(t.app, DEMO.phones.kolosYugSuper);
  farmer = await makeFarmer(t, { limit: 2_000_000 });
});
afterAll(() => t.close());

const create = (tokens: Tokens, payload: Record<string, unknown>) =>
  as(t.app, tokens)({ method: 'POST', url: '/api/prepayments/requests', payload });

describe("POST /prepayments/requests: a farmer's request against their limit", () => {
  it('creates a CREATED request numbered by the platform, against the company limit', async () => {
    const res = await create(farmer.tokens, {
      requestValue: 1_234_567,
      productAlias: 'AgroAvans',
      agreementContractNumber: ' П-2026/101 ',
      status: 'LENT',
      uuid: 'mine',
    });
    expect(res.statusCode).toBe(201);
    const request = res.json<PrepaymentRequest>();
    expect(request).toMatchObject({
      requestValue: 1_234_567,
      status: 'CREATED',
      statusReason: null,
      agreementContractNumber: 'П-2026/101',
      ppType: 'SIMPLE',
      limit: { uuid: farmer.limitUuid, inn: farmer.inn, limit: 2_000_000, productAlias: 'AgroAvans' },
    });
    expect(request.requestId).toBeGreaterThan(0);
    // the purchaser whose bank granted the limit sees it
    const seen = await as(
      t.app,
      kolosYug,
    )({
      method: 'GET',
      url: '/api/prepayments/requests',
      query: { requestId: String(request.requestId) },
    });
    expect(seen.json().list.map((r: PrepaymentRequest) => r.uuid)).toEqual([request.uuid]);
  });

  it('409 when the company has no limit for the product', async () => {
    const res = await create(farmer.tokens, { requestValue: 100_000, productAlias: 'AvansSObespech' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Для вашей компании не установлен лимит по этому продукту');
  });

  it('409 past what remains of the limit (approved and lent requests taken)', async () => {
    const own = await makeFarmer(t, { limit: 1_000_000 });
    const first = await create(own.tokens, { requestValue: 700_000, productAlias: 'AgroAvans' });
    expect((await setStatus(t, kolosYug, { uuid: first.json().uuid, status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    const res = await create(own.tokens, { requestValue: 300_001, productAlias: 'AgroAvans' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Сумма заявки 300\u00a0001\u00a0₽ превышает остаток лимита 300\u00a0000\u00a0₽',
    );
    expect((await create(own.tokens, { requestValue: 300_000, productAlias: 'AgroAvans' })).statusCode).toBe(
      201,
    );
  });

  it('400 when two purchasers gave a limit for the product; naming one settles it', async () => {
    const both = await makeFarmer(t, { limit: 1_000_000 });
    await t.db
      .insertInto('prepaymentLimits')
      .values({
        uuid: newId(),
        purchaserCompanyUuid: DEMO.companies.agroCenter,
        farmerCompanyUuid: both.companyUuid,
        productAlias: 'AgroAvans',
        amount: 500_000,
        insureCompany: null,
      })
      .execute();
    const res = await create(both.tokens, { requestValue: 100_000, productAlias: 'AgroAvans' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Лимит по этому продукту выдали несколько покупателей: укажите покупателя',
    );
    const named = await create(both.tokens, {
      requestValue: 100_000,
      productAlias: 'AgroAvans',
      purchaserCompanyUuid: DEMO.companies.agroCenter,
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().limit.limit).toBe(500_000);
    // Колос-Юг does not see a request against Агро-Центр's limit
    const seen = await as(
      t.app,
      kolosYug,
    )({
      method: 'GET',
      url: '/api/prepayments/requests',
      query: { requestId: String(named.json().requestId) },
    });
    expect(seen.json().total).toBe(0);
  });

  it.each([
    [{ requestValue: 0 }, 'Сумма должна быть целым положительным числом рублей'],
    [{ requestValue: -5 }, 'Сумма должна быть целым положительным числом рублей'],
    [{ requestValue: 1.5 }, 'Сумма должна быть целым положительным числом рублей'],
    [{ requestValue: '100000' }, 'Сумма должна быть целым положительным числом рублей'],
    [{ requestValue: 1e13 }, 'Сумма не может превышать 1\u00a0000\u00a0000\u00a0000\u00a0000\u00a0₽'],
    [{ productAlias: 'Avans' }, 'Продукт: AgroAvans (без залога) или AvansSObespech (с залогом)'],
    [{ purchaserCompanyUuid: 'Колос-Юг' }, 'Неверный идентификатор покупателя'],
  ])('400 for %j: %s', async (patch, message) => {
    const res = await create(farmer.tokens, { requestValue: 100_000, productAlias: 'AgroAvans', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('403 for purchaser staff; 403 for the admin, who has no farm; 401 without a session', async () => {
    const body = { requestValue: 100_000, productAlias: 'AgroAvans' };
    expect((await create(kolosYug, body)).statusCode).toBe(403);
    const admin = await create(await login(t.app, DEMO.phones.admin), body);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Заявку на аванс подаёт сельхозпроизводитель от своей компании');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/prepayments/requests', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the demo farmer asks against «КФХ «Рассвет»»’s demo limit', async () => {
    const demo = await login(t.app, DEMO.phones.farmer);
    const res = await create(demo, { requestValue: 50_000, productAlias: 'AgroAvans' });
    expect(res.statusCode).toBe(201);
    expect(res.json().limit.companyName).toBe('КФХ «Рассвет»');
  });
});
