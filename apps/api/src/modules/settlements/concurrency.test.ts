import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_MSG } from '@kolos/domain/settlements';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Client } from '../../../test/staff';
import { demoPurchaser } from '../../../test/trading';
import { makeFarmer, requestAdvance } from '../prepayment/testing';
import { acceptedTruck, newDeal } from './testing';

/*
 * Issue 30: «an acceptance is in at most one live settlement, whatever races». 16 statements of
 * one deal asked for at once: one gathers every truck, the others find nothing (409); 16
 * confirmations of one statement and of two statements of one farmer at once repay an advance
 * once. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests overlap
 * (without the deal's lock the losers hit the live-line unique index: 500s; without the
 * requests' lock two confirmations repay the same kopecks).
 */
const RACERS = 16;

let t: TestApp;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
}, 120_000);
afterAll(() => t.close());

async function dealWithTrucks(trucks: number, limit = 10_000_000) {
  const farmer = await makeFarmer(t, { limit });
  const taskUuid = await newDeal(t, farmer.companyUuid);
  const deal = { taskUuid, farmerCompanyUuid: farmer.companyUuid };
  for (let i = 0; i < trucks; i++) await acceptedTruck(t, deal, 1_000 + i, 1_000);
  return { farmer, taskUuid };
}

describe('racing settlements', () => {
  it(`${RACERS} statements of one deal at once: one holds every truck, nothing is counted twice`, async () => {
    const { taskUuid } = await dealWithTrucks(8);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => kolos.post('/api/settlements', { dealUuid: taskUuid })),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json<{ message: string }>().message).toBe(SETTLEMENT_MSG.nothingToSettle);
    }
    const lines = await t.db
      .selectFrom('dealSettlementLines as l')
      .innerJoin('dealSettlements as s', 's.uuid', 'l.settlementUuid')
      .select(['l.slotUuid'])
      .where('s.dealUuid', '=', taskUuid)
      .execute();
    expect(lines).toHaveLength(8);
    expect(new Set(lines.map((l) => l.slotUuid)).size).toBe(8);
  }, 120_000);

  it(`${RACERS} confirmations of one statement, and two statements of one farmer at once, repay once`, async () => {
    const { taskUuid, farmer } = await dealWithTrucks(1);
    const request = await requestAdvance(t, farmer, 1_500); // 150 000 kopecks owed
    for (const status of ['APPROVED', 'LENT'])
      expect((await kolos.put('/api/prepayments/requests', { uuid: request.uuid, status })).statusCode).toBe(
        200,
      );
    const first = (await kolos.post('/api/settlements', { dealUuid: taskUuid })).json<{
      uuid: string;
      amount: number;
    }>();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        kolos.put(`/api/settlements/${first.uuid}/status`, { status: 'SETTLEMENT_CONFIRMED' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.statusCode, r.body).toBe(409);
    // 1 000 kg at 1 000 ₽/t = 100 000 kopecks repaid, 50 000 still owed

    // two more deals of the same farmer, each worth 100 000 kopecks, confirmed at once: 50 000 left to repay
    const more = await Promise.all(
      [0, 1].map(async () => {
        const uuid = await newDeal(t, farmer.companyUuid);
        await acceptedTruck(t, { taskUuid: uuid, farmerCompanyUuid: farmer.companyUuid }, 1_000, 1_000);
        return (await kolos.post('/api/settlements', { dealUuid: uuid })).json<{ uuid: string }>().uuid;
      }),
    );
    const both = await Promise.all(
      more.map((uuid) => kolos.put(`/api/settlements/${uuid}/status`, { status: 'SETTLEMENT_CONFIRMED' })),
    );
    for (const r of both) expect(r.statusCode, r.body).toBe(200);
    const repaid = await t.db
      .selectFrom('prepaymentRepayments')
      .select(['amount', 'closes'])
      .where('requestUuid', '=', request.uuid)
      .where('reversedAt', 'is', null)
      .execute();
    expect(repaid.reduce((n, r) => n + Number(r.amount), 0)).toBe(150_000);
    expect(repaid.filter((r) => r.closes)).toHaveLength(1);
    const row = await t.db
      .selectFrom('prepaymentRequests')
      .select('status')
      .where('uuid', '=', request.uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('REPAID');
    const moves = await t.db
      .selectFrom('prepaymentRequestStatusHistory')
      .select('status')
      .where('requestUuid', '=', request.uuid)
      .where('status', '=', 'REPAID')
      .execute();
    expect(moves).toHaveLength(1);
  }, 120_000);
});
