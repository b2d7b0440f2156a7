import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { makeFarmer, requestAdvance, setStatus, type TestFarmer } from './testing';

/** PostgreSQL takes 64 clicks at once; the in-memory PGlite (one connection) a handful. */
const CLICKS = process.env.TEST_DATABASE_URL ? 64 : 8;

let t: TestApp;
let kolosYug: Tokens;
let farmer: TestFarmer;
beforeAll(async () => {
  t = await createTestApp();
  kolosYug = await login(t.app, DEMO.phones.kolosYugSuper);
  farmer = await makeFarmer(t, { limit: 900_000_000 });
});
afterAll(() => t.close());

const historyOf = (uuid: string) =>
  t.db
    .selectFrom('prepaymentRequestStatusHistory')
    .select(['previousStatus', 'status', 'statusReason', 'userUuid'])
    .where('requestUuid', '=', uuid)
    .orderBy('createdAt')
    .orderBy('uuid')
    .execute();
const auditOf = (uuid: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorUuid', 'detail'])
    .where('targetUuid', '=', uuid)
    .orderBy('createdAt')
    .execute();

describe('prepayment request status: history and audit in the same transaction', () => {
  it('records the creation and every move with who made it and the reason of a rejection', async () => {
    const request = await requestAdvance(t, farmer, 100_000);
    const moved = await setStatus(t, kolosYug, { uuid: request.uuid, status: 'IN_PROGRESS' });
    expect(moved.statusCode).toBe(200);
    const rejected = { uuid: request.uuid, status: 'REJECTED', statusReason: 'ДС/Заявка' };
    expect((await setStatus(t, kolosYug, rejected)).statusCode).toBe(200);
    const history = await historyOf(request.uuid);
    expect(history).toMatchObject([
      { previousStatus: null, status: 'CREATED', statusReason: null },
      { previousStatus: 'CREATED', status: 'IN_PROGRESS', statusReason: null },
      { previousStatus: 'IN_PROGRESS', status: 'REJECTED', statusReason: 'ДС/Заявка' },
    ]);
    expect(history.slice(1).every((h) => h.userUuid === DEMO.users.kolosYugSuper)).toBe(true);
    expect((await auditOf(request.uuid)).map((a) => [a.action, a.detail.to ?? null])).toEqual([
      ['prepayment.create', null],
      ['prepayment.status', 'IN_PROGRESS'],
      ['prepayment.status', 'REJECTED'],
    ]);
  });

  it(`of ${CLICKS} clicks at once exactly one wins: the rest 409, one history row, no 500`, async () => {
    const request = await requestAdvance(t, farmer, 100_000);
    const answers = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        setStatus(t, kolosYug, { uuid: request.uuid, status: 'IN_PROGRESS' }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(CLICKS - 1);
    const moves = (await historyOf(request.uuid)).filter((h) => h.previousStatus !== null);
    expect(moves).toMatchObject([{ previousStatus: 'CREATED', status: 'IN_PROGRESS' }]);
    expect((await auditOf(request.uuid)).filter((a) => a.action === 'prepayment.status')).toHaveLength(1);
  });

  it('a move refused over the limit writes neither history nor audit', async () => {
    const small = await makeFarmer(t, { limit: 100_000 });
    const first = await requestAdvance(t, small, 100_000);
    const second = await requestAdvance(t, small, 100_000);
    expect((await setStatus(t, kolosYug, { uuid: first.uuid, status: 'APPROVED' })).statusCode).toBe(200);
    expect((await setStatus(t, kolosYug, { uuid: second.uuid, status: 'APPROVED' })).statusCode).toBe(409);
    expect((await historyOf(second.uuid)).map((h) => h.status)).toEqual(['CREATED']);
    expect((await auditOf(second.uuid)).map((a) => a.action)).toEqual(['prepayment.create']);
  });
});
