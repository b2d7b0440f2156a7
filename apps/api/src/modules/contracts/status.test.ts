import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { moveStatus } from '../../platform/status-machine';
import { cptBody, createContract, setStatus, type Caller } from './test-fixtures';
import { CONTRACT_STATUS } from './status';

/** PostgreSQL takes 64 clicks at once; the in-memory PGlite (one connection) a handful. */
const CLICKS = process.env.TEST_DATABASE_URL ? 64 : 8;

let t: TestApp;
let kolos: Caller;
beforeAll(async () => {
  t = await createTestApp();
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
});
afterAll(() => t.close());

const historyOf = (uuid: string) =>
  t.db
    .selectFrom('contractStatusHistory')
    .select(['previousStatus', 'status'])
    .where('contractUuid', '=', uuid)
    .where('previousStatus', 'is not', null)
    .execute();
const auditOf = (uuid: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorUuid', 'detail'])
    .where('targetUuid', '=', uuid)
    .where('action', '=', 'contract.status')
    .execute();

describe('contract status moves through platform/status-machine', () => {
  it(`of ${CLICKS} clicks at once exactly one wins: the rest 409, one history row, one audit record`, async () => {
    const c = await createContract(kolos, await cptBody(t));
    const answers = await Promise.all(
      Array.from({ length: CLICKS }, () => setStatus(kolos, c.uuid, 'CONTRACT_CONFIRMED')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(CLICKS - 1);
    for (const loser of answers.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toBe(
        'Нельзя перевести сделку из статуса «Подтверждён» в статус «Подтверждён»',
      );
    }
    expect(await historyOf(c.uuid)).toEqual([
      { previousStatus: 'CONTRACT_CREATED', status: 'CONTRACT_CONFIRMED' },
    ]);
    expect(await auditOf(c.uuid)).toMatchObject([
      {
        actorUuid: DEMO.users.kolosYugSuper,
        detail: { from: 'CONTRACT_CREATED', to: 'CONTRACT_CONFIRMED' },
      },
    ]);
  });

  it('a refused move writes neither history nor audit', async () => {
    const c = await createContract(kolos, await cptBody(t));
    expect((await setStatus(kolos, c.uuid, 'CONTRACT_CREATED')).statusCode).toBe(409);
    expect(await historyOf(c.uuid)).toEqual([]);
    expect(await auditOf(c.uuid)).toEqual([]);
  });

  it('the status, its history and its audit record commit or roll back together', async () => {
    const c = await createContract(kolos, await cptBody(t));
    const by = { userUuid: DEMO.users.kolosYugSuper, actorUuid: null };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await moveStatus(trx, CONTRACT_STATUS, {
          uuid: c.uuid,
          from: 'CONTRACT_CREATED',
          to: 'CONTRACT_CANCELED',
          by,
          note: {},
        });
        throw new Error('the caller fails after the move');
      }),
    ).rejects.toThrow('the caller fails after the move');
    const row = await t.db
      .selectFrom('contracts')
      .select('status')
      .where('uuid', '=', c.uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CONTRACT_CREATED');
    expect(await historyOf(c.uuid)).toEqual([]);
    expect(await auditOf(c.uuid)).toEqual([]);
  });

  it('a move from a status the row no longer has is refused on the status it has now', async () => {
    const c = await createContract(kolos, await cptBody(t));
    expect((await setStatus(kolos, c.uuid, 'CONTRACT_CANCELED')).statusCode).toBe(200);
    // The caller read «Новый» before someone canceled the deal: the swap finds no such row.
    const stale = t.db.transaction().execute((trx) =>
      moveStatus(trx, CONTRACT_STATUS, {
        uuid: c.uuid,
        from: 'CONTRACT_CREATED',
        to: 'CONTRACT_CONFIRMED',
        by: { userUuid: DEMO.users.kolosYugSuper, actorUuid: null },
        note: {},
      }),
    );
    await expect(stale).rejects.toMatchObject({
      status: 409,
      message: 'Нельзя перевести сделку из статуса «Отменён» в статус «Подтверждён»',
    });
    expect((await historyOf(c.uuid)).map((h) => h.status)).toEqual(['CONTRACT_CANCELED']);
  });
});
