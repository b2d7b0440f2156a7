import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealsReply, DealWire } from '@kolos/domain/deals';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { newSlot } from '../../../test/slots';
import { demoPurchaser, userWith } from '../../../test/trading';
import { TASKS_DEMO } from '../../seed/85-tasks';
import { TRADING_DEMO } from '../../seed/demo-ids';
import { newId } from '../../platform/ids';

let t: TestApp;
let farmer: Client;
let niva: Client;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  farmer = await loginAs(t, DEMO.phones.farmer);
  niva = await userWith(t, DEMO.companies.niva, 'farmer', [policy('Slots', ['read', 'update'])]);
  kolos = await demoPurchaser(t);
});
afterAll(() => t.close());

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/** An accepted offer of «Рассвет» of the test's own, on the demo tender of its accepted offer. */
async function acceptedOffer(acceptedVolume: number) {
  const demo = await t.db
    .selectFrom('offers')
    .selectAll()
    .where('uuid', '=', TRADING_DEMO.offers.rassvetAccepted)
    .executeTakeFirstOrThrow();
  const uuid = newId();
  await t.db
    .insertInto('offers')
    .values({
      uuid,
      auctionUuid: demo.auctionUuid,
      ownerCompanyUuid: demo.ownerCompanyUuid,
      farmerCompanyUuid: DEMO.companies.rassvet,
      farmerLocationUuid: demo.farmerLocationUuid,
      acceptanceLocationUuid: demo.acceptanceLocationUuid,
      deliveryType: demo.deliveryType,
      volume: acceptedVolume,
      price: demo.price,
      humidity: demo.humidity,
      deliveryDateStart: demo.deliveryDateStart as string,
      deliveryDateEnd: demo.deliveryDateEnd as string,
      landedPrice: demo.landedPrice,
      status: 'OFFER_ACCEPTED',
      acceptedVolume,
    })
    .execute();
  return uuid;
}

const dealsOf = async (c: Client) => {
  const res = await c.get('/api/user/personal/deals');
  expect(res.statusCode).toBe(200);
  return res.json<DealsReply>().deals;
};
const find = (deals: DealWire[], uuid: string) => deals.find((d) => d.uuid === uuid);

describe('GET /user/personal/deals (issue 29 point 14)', () => {
  it("a deal's tonnes: contracted, booked, delivered, left — and its next slot with what it lacks", async () => {
    const offer = await acceptedOffer(110);
    await newSlot(t, { offer, at: now() - 48 * HOUR, status: 'SLOT_UNLOADED' }).then(({ uuid }) =>
      t.db.updateTable('slots').set({ unloadedVolume: 24.4 }).where('uuid', '=', uuid).execute(),
    );
    await newSlot(t, { offer, at: now() - 30 * HOUR, status: 'SLOT_NO_SHOW' });
    await newSlot(t, { offer, at: now() + 5 * HOUR, status: 'SLOT_CANCELED' });
    const later = await newSlot(t, { offer, at: now() + 30 * HOUR });
    const next = await newSlot(t, {
      offer,
      at: now() + 6 * HOUR,
      car: { number: 'А123ВС 123', fullname: 'Иванов Сергей', phone: '+79181234501' },
    });
    const deal = find(await dealsOf(farmer), offer);
    expect(deal).toMatchObject({
      kind: 'OFFER',
      number: expect.any(Number),
      productTitle: expect.any(String),
      contractedVolume: 110,
      bookedVolume: 75,
      deliveredVolume: 24.4,
      remainingVolume: 85.6,
      nextSlot: {
        uuid: next.uuid,
        locationName: expect.any(String),
        address: expect.any(String),
        lacks: ['PAPERS'],
      },
    });
    expect(deal!.nextSlot!.uuid).not.toBe(later.uuid);
  });

  it('a third-party deal under a contract counts in its contract, not twice', async () => {
    const task = await t.db
      .selectFrom('tasks')
      .select(['contractUuid'])
      .where('uuid', '=', TASKS_DEMO.tasks.contractActive)
      .executeTakeFirstOrThrow();
    const deals = await dealsOf(farmer);
    expect(find(deals, TASKS_DEMO.tasks.contractActive)).toBeUndefined();
    expect(find(deals, task.contractUuid!)).toMatchObject({ kind: 'CONTRACT', number: null });
    expect(find(deals, TASKS_DEMO.tasks.standardActive)).toMatchObject({ kind: 'TASK' });
  });

  it("another farmer never sees «Рассвет»'s deals", async () => {
    const offer = await acceptedOffer(50);
    const deals = await dealsOf(niva);
    expect(find(deals, offer)).toBeUndefined();
    expect(find(deals, TASKS_DEMO.tasks.standardActive)).toBeUndefined();
  });

  it('staff: 403 (the farmer’s page); no session: 401', async () => {
    expect((await kolos.get('/api/user/personal/deals')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/personal/deals' })).statusCode).toBe(401);
  });
});
