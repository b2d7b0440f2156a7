import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { openStream as open, type Stream } from '../../../test/live-stream';
import { policy } from '../../../test/places';
import type { Client } from '../../../test/staff';
import { demoPurchaser, POINTS, userWith } from '../../../test/trading';
import { publishEvents } from '../../platform/events';
import { newId } from '../../platform/ids';
import { acceptedTruck, farmerOfOwn, newDeal } from './testing';

/* A statement's live event (issue 30, ADR 0115) through GET /api/events on a real socket. */

let t: TestApp;
let base: string;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  kolos = await demoPurchaser(t);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/events: statement events (issue 30)', () => {
  it("a statement's moves reach the purchaser's «Расчёты» and the farmer it pays, nobody else", async () => {
    const own = await farmerOfOwn(t);
    const deal = { taskUuid: await newDeal(t, own.companyUuid), farmerCompanyUuid: own.companyUuid };
    await acceptedTruck(t, deal, 24_000);
    const reader = await userWith(t, own.companyUuid, 'farmer', [policy('Slots', ['read'])]);
    const otherFarm = await farmerOfOwn(t);
    const another = await userWith(t, otherFarm.companyUuid, 'farmer', [policy('Slots', ['read'])]);
    const agro = await demoPurchaser(t, 'agroCenterSuper');
    // the queue's people of the same purchaser, without «Расчёты»
    const gateman = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Slots', ['read'])]);
    const streams = await Promise.all(
      [kolos, reader, another, agro, gateman].map((c) => open(base, c.tokens.access_token)),
    );
    const [staff, farmer, otherFarmer, purchaser, gate] = streams as [Stream, Stream, Stream, Stream, Stream];

    const created = await kolos.post('/api/settlements', { dealUuid: deal.taskUuid });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid, number } = created.json<{ uuid: string; number: number }>();
    const confirmed = await kolos.put(`/api/settlements/${uuid}/status`, { status: 'SETTLEMENT_CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const canceled = await kolos.put(`/api/settlements/${uuid}/status`, {
      status: 'SETTLEMENT_CANCELED',
      reason: 'Ошибка в весе',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);

    const heard = (s: Stream, settlementUuid: string) =>
      s.events.filter((e) => (e as unknown as { settlementUuid?: string }).settlementUuid === settlementUuid);
    const moves = (s: Stream) => heard(s, uuid).map((e) => e.fields['status']);
    const all = ['SETTLEMENT_DRAFT', 'SETTLEMENT_CONFIRMED', 'SETTLEMENT_CANCELED'];
    await eventually(() => moves(staff).length === 3 && moves(farmer).length === 3);
    expect(moves(staff)).toEqual(all);
    expect(moves(farmer)).toEqual(all);
    expect(heard(farmer, uuid)[0]).toMatchObject({
      type: 'settlement.changed',
      ownerCompanyUuid: DEMO.companies.kolosYug,
      farmerCompanyUuid: own.companyUuid,
      fields: { number, dealUuid: deal.taskUuid, status: 'SETTLEMENT_DRAFT' },
    });
    expect(heard(farmer, uuid)[0]).not.toHaveProperty('actorUuid');

    // Each stream hears its events in order: once the others have heard a later event of their
    // own, they would have heard the statement's before it.
    const marker = newId();
    await t.db.transaction().execute((trx) =>
      publishEvents(t.app.deps, trx, [
        {
          type: 'settlement.changed',
          settlementUuid: marker,
          ownerCompanyUuid: DEMO.companies.agroCenter,
          farmerCompanyUuid: otherFarm.companyUuid,
          fields: { status: 'SETTLEMENT_DRAFT' },
        },
        {
          type: 'slot.changed',
          slotUuid: marker,
          locationUuid: POINTS.tikhoretsk,
          ownerCompanyUuid: DEMO.companies.kolosYug,
          farmerCompanyUuid: otherFarm.companyUuid,
          fields: { status: 'SLOT_BOOKED' },
        },
      ]),
    );
    const slotHeard = (s: Stream) =>
      s.events.some((e) => (e as unknown as { slotUuid?: string }).slotUuid === marker);
    await eventually(
      () => heard(otherFarmer, marker).length > 0 && heard(purchaser, marker).length > 0 && slotHeard(gate),
    );
    expect(heard(otherFarmer, uuid)).toEqual([]);
    expect(heard(purchaser, uuid)).toEqual([]);
    expect(heard(gate, uuid)).toEqual([]);
    for (const s of streams) s.close();
  });
});
