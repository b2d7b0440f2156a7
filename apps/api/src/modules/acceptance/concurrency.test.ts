import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTANCE_MSG } from '@kolos/domain/acceptance';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newSlot, slotRow } from '../../../test/slots';
import type { Client } from '../../../test/staff';
import { demoPurchaser } from '../../../test/trading';

/*
 * Issue 30: «two staff accepting one slot at once: one wins, the other 409». 64 acceptances of
 * one arrived truck at once: one 200, 63 clean 409s, one acceptance row, one move of the slot,
 * one audit record. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests
 * really overlap (without the slot's row lock the losers hit the unique index: 500s).
 */
const WRITERS = 64;

let t: TestApp;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
}, 120_000);
afterAll(() => t.close());

describe('64 parallel acceptances of one slot', () => {
  it('one wins, every other is a 409, nothing is counted twice', async () => {
    const { uuid } = await newSlot(t, {
      at: Math.floor(Date.now() / 1000) + 3600 * 24 * 50,
      status: 'SLOT_ARRIVED',
    });
    await t.db.insertInto('slotTripDocs').values({ uuid, status: 'SLOT_DOCS_APPROVED' }).execute();
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        kolos.post(`/api/slots/${uuid}/acceptance`, {
          grossKg: 40_000 + i,
          tareKg: 15_000,
          quality: { MOISTURE: 14, FOREIGN: 1, GRAIN: 2 },
        }),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(1);
    for (const r of lost) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json<{ message: string }>().message).toBe(ACCEPTANCE_MSG.alreadyAccepted);
    }
    const rows = await t.db.selectFrom('slotAcceptances').selectAll().where('slotUuid', '=', uuid).execute();
    expect(rows).toHaveLength(1);
    const winner = won[0]!.json<{ netKg: number }>();
    expect(rows[0]!.netKg).toBe(winner.netKg);
    expect(Number((await slotRow(t, uuid)).unloadedVolume)).toBe(winner.netKg / 1000);
    const moves = await t.db
      .selectFrom('slotHistory')
      .select('status')
      .where('slotUuid', '=', uuid)
      .execute();
    expect(moves).toEqual([{ status: 'SLOT_UNLOADED' }]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetUuid', '=', uuid)
      .where('action', '=', 'slot.acceptance')
      .execute();
    expect(audit).toHaveLength(1);
  }, 120_000);
});
