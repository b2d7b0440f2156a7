import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREPAYMENT_STATUSES,
  canTransition,
  parseUtcDateTime,
  type PrepaymentRequest,
  type PrepaymentStatus,
} from '@kolos/domain/prepayment';
import { as, createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { makeFarmer, requestAdvance, setStatus, type TestFarmer } from './testing';

let t: TestApp;
let kolosYug: Tokens;
let farmer: TestFarmer;

beforeAll(async () => {
  t = await createTestApp();
  kolosYug = await login(t.app, DEMO.phones.kolosYugSuper);
  farmer = await makeFarmer(t, { limit: 900_000_000 });
});
afterAll(() => t.close());

/** The shortest road of SPEC 4 from CREATED to each status. */
const ROAD: Record<PrepaymentStatus, { status: PrepaymentStatus; statusReason?: string }[]> = {
  CREATED: [],
  IN_PROGRESS: [{ status: 'IN_PROGRESS' }],
  APPROVED: [{ status: 'APPROVED' }],
  LENT: [{ status: 'APPROVED' }, { status: 'LENT' }],
  REPAID: [{ status: 'APPROVED' }, { status: 'LENT' }, { status: 'REPAID' }],
  REJECTED: [{ status: 'REJECTED', statusReason: 'Лимит' }],
};

async function requestIn(status: PrepaymentStatus): Promise<PrepaymentRequest> {
  let request = await requestAdvance(t, farmer, 100_000);
  for (const step of ROAD[status]) {
    const res = await setStatus(t, kolosYug, { uuid: request.uuid, ...step });
    expect(res.statusCode).toBe(200);
    request = res.json<PrepaymentRequest>();
  }
  return request;
}

describe('PUT /prepayments/requests: the SPEC 4 workflow', () => {
  it('takes a request from CREATED to REPAID, stamping updatedAt at each step', async () => {
    const request = await requestAdvance(t, farmer, 250_000);
    expect(request.status).toBe('CREATED');
    for (const status of ['IN_PROGRESS', 'APPROVED', 'LENT', 'REPAID'] as const) {
      const before = await t.db
        .selectFrom('prepaymentRequests')
        .where('uuid', '=', request.uuid)
        .select('updatedAt')
        .executeTakeFirstOrThrow();
      const res = await setStatus(t, kolosYug, { uuid: request.uuid, status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid: request.uuid, status, statusReason: null });
      const after = await t.db
        .selectFrom('prepaymentRequests')
        .where('uuid', '=', request.uuid)
        .select('updatedAt')
        .executeTakeFirstOrThrow();
      expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
      expect(parseUtcDateTime(res.json<PrepaymentRequest>().updatedAt)).not.toBeNull();
    }
  });

  it.each([
    ['Лимит', 'CREATED'],
    ['ДС/Заявка', 'CREATED'],
    ['Лимит', 'IN_PROGRESS'],
    ['ДС/Заявка', 'IN_PROGRESS'],
  ] as const)("rejects with the reason '%s' from %s and keeps it", async (reason, from) => {
    const request = await requestIn(from);
    const res = await setStatus(t, kolosYug, {
      uuid: request.uuid,
      status: 'REJECTED',
      statusReason: reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', statusReason: reason });
  });

  it('shows a decided request with the limit it was decided against, an open one with the live limit (issue 13)', async () => {
    const own = await makeFarmer(t, { limit: 1_000_000 });
    const approved = await requestAdvance(t, own, 100_000);
    const rejected = await requestAdvance(t, own, 200_000);
    const open = await requestAdvance(t, own, 300_000);
    expect((await setStatus(t, kolosYug, { uuid: approved.uuid, status: 'APPROVED' })).statusCode).toBe(200);
    const reject = { uuid: rejected.uuid, status: 'REJECTED', statusReason: 'Лимит' };
    expect((await setStatus(t, kolosYug, reject)).statusCode).toBe(200);
    // the bank raises the limit afterwards (a re-import)
    await t.db
      .updateTable('prepaymentLimits')
      .set({ amount: 4_000_000 })
      .where('uuid', '=', own.limitUuid)
      .execute();
    const res = await as(t.app, kolosYug)({ method: 'GET', url: `/api/prepayments/requests?any=${own.inn}` });
    expect(res.statusCode).toBe(200);
    const limits = Object.fromEntries(
      res.json<{ list: PrepaymentRequest[] }>().list.map((r) => [r.uuid, r.limit.limit]),
    );
    expect(limits).toEqual({
      [approved.uuid]: 1_000_000,
      [rejected.uuid]: 1_000_000,
      [open.uuid]: 4_000_000,
    });
  });

  it('a reason sent with another status is not kept', async () => {
    const request = await requestIn('CREATED');
    const res = await setStatus(t, kolosYug, {
      uuid: request.uuid,
      status: 'IN_PROGRESS',
      statusReason: 'Лимит',
    });
    expect(res.json()).toMatchObject({ status: 'IN_PROGRESS', statusReason: null });
  });

  const refused = PREPAYMENT_STATUSES.flatMap((from) =>
    PREPAYMENT_STATUSES.filter((to) => !canTransition(from, to)).map((to) => [from, to] as const),
  );
  const LABEL: Record<PrepaymentStatus, string> = {
    CREATED: 'Новая',
    IN_PROGRESS: 'В работе',
    APPROVED: 'Согласовано',
    LENT: 'Оплачено',
    REPAID: 'Погашена',
    REJECTED: 'Отклонено',
  };
  it.each(refused)('409 for %s → %s', async (from, to) => {
    const request = await requestIn(from);
    const res = await setStatus(t, kolosYug, {
      uuid: request.uuid,
      status: to,
      ...(to === 'REJECTED' ? { statusReason: 'ДС/Заявка' } : {}),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Заявку в статусе «${LABEL[from]}» нельзя перевести в статус «${LABEL[to]}»`,
    );
  });

  it.each([
    [{ status: 'REJECTED' }, 'Укажите причину отклонения: «Лимит» или «ДС/Заявка»'],
    [{ status: 'REJECTED', statusReason: 'Дорого' }, 'Укажите причину отклонения: «Лимит» или «ДС/Заявка»'],
    [{ status: 'PAID' }, 'Неизвестный статус заявки'],
    [{ status: 'UNDEFINED' }, 'Неизвестный статус заявки'],
  ])('400 for %j: %s', async (change, message) => {
    const request = await requestIn('CREATED');
    const res = await setStatus(t, kolosYug, { uuid: request.uuid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('400 for a uuid that is not one', async () => {
    const res = await setStatus(t, kolosYug, { uuid: '42', status: 'IN_PROGRESS' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Неверный идентификатор заявки');
  });

  it('404 for a request that does not exist', async () => {
    const res = await setStatus(t, kolosYug, {
      uuid: '0190a006-0000-7000-8000-00000000ffff',
      status: 'IN_PROGRESS',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Заявка на аванс не найдена');
  });
});

describe('approval and the remaining limit', () => {
  it('refuses to approve past what remains: the limit minus approved and lent requests', async () => {
    const small = await makeFarmer(t, { limit: 1_000_000 });
    const first = await requestAdvance(t, small, 600_000);
    const second = await requestAdvance(t, small, 600_000);
    expect((await setStatus(t, kolosYug, { uuid: first.uuid, status: 'APPROVED' })).statusCode).toBe(200);

    const refused = await setStatus(t, kolosYug, { uuid: second.uuid, status: 'APPROVED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Сумма заявки 600\u00a0000\u00a0₽ превышает остаток лимита 400\u00a0000\u00a0₽',
    );

    // lent money is still taken; repaid money is free again
    expect((await setStatus(t, kolosYug, { uuid: first.uuid, status: 'LENT' })).statusCode).toBe(200);
    expect((await setStatus(t, kolosYug, { uuid: second.uuid, status: 'APPROVED' })).statusCode).toBe(409);
    expect((await setStatus(t, kolosYug, { uuid: first.uuid, status: 'REPAID' })).statusCode).toBe(200);
    expect((await setStatus(t, kolosYug, { uuid: second.uuid, status: 'APPROVED' })).statusCode).toBe(200);
  });

  it('two approvals at once cannot both take the last of a limit', async () => {
    const small = await makeFarmer(t, { limit: 1_000_000 });
    const a = await requestAdvance(t, small, 700_000);
    const b = await requestAdvance(t, small, 700_000);
    const codes = (
      await Promise.all([
        setStatus(t, kolosYug, { uuid: a.uuid, status: 'APPROVED' }),
        setStatus(t, kolosYug, { uuid: b.uuid, status: 'APPROVED' }),
      ])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });
});

describe('who may change a status', () => {
  it("404 for Агро-Центр on Колос-Юг's request: another company's row does not exist for them", async () => {
    const request = await requestIn('CREATED');
    const agroCenter = await login(t.app, DEMO.phones.agroCenterSuper);
    const res = await setStatus(t, agroCenter, { uuid: request.uuid, status: 'IN_PROGRESS' });
    expect(res.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('prepaymentRequests')
      .where('uuid', '=', request.uuid)
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CREATED');
  });

  it('403 for the purchasing manager and for the farmer; 401 without a session', async () => {
    const request = await requestIn('CREATED');
    const manager = await login(t.app, DEMO.phones.kolosYugManager);
    expect((await setStatus(t, manager, { uuid: request.uuid, status: 'IN_PROGRESS' })).statusCode).toBe(403);
    expect(
      (await setStatus(t, farmer.tokens, { uuid: request.uuid, status: 'IN_PROGRESS' })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/prepayments/requests',
      payload: { uuid: request.uuid, status: 'IN_PROGRESS' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('the platform admin may move any request', async () => {
    const request = await requestIn('CREATED');
    const admin = await login(t.app, DEMO.phones.admin);
    expect((await setStatus(t, admin, { uuid: request.uuid, status: 'IN_PROGRESS' })).statusCode).toBe(200);
  });
});
