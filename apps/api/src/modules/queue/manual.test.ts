import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_CAPACITY_DAYS, QUEUE_MSG, type SlotDealWire } from '@kolos/domain/queue';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { acceptedAt, dayFromToday, ledgerOf, timesOf } from '../../../test/queue';
import type { Client } from '../../../test/staff';
import { demoPurchaser, userWith } from '../../../test/trading';

/*
 * Issue 28 points 9 and 10: the queue by hand from the Slots screen — the deals a point books for,
 * the rights of the booking writes — and the free capacity of the next 14 days.
 */

let t: TestApp;
let kolos: Client;
let agro: Client;
/** «Колос-Юг» staff who may look at the queue but not change it (Slots read). */
let viewer: Client;
/** «Колос-Юг» staff with 'Настройки очереди' only (Slots create with showSlotsParams). */
let settings: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  viewer = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Slots', ['read'])]);
  settings = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
    { resource: { routeName: 'Slots', params: ['showSlotsParams'] }, accessRights: ['create'] },
  ]);
}, 120_000);
afterAll(() => t.close());

const body = (res: { json: () => unknown }) => res.json() as Record<string, unknown>;

async function accepted(volume = 100, quantity: number | null = 100, window = 7) {
  const { result, ...deal } = await acceptedAt(t, kolos, volume, quantity, window);
  expect(result.statusCode).toBe(200);
  return deal;
}

describe('GET /slot-deals/{locationUuid}', () => {
  it('lists the point’s accepted deals with their booked tonnes; a cancel shows as tonnes without slots', async () => {
    const { point, offer } = await accepted(100);
    const other = await accepted(50);
    const read = async () => {
      const res = await viewer.get(`/api/slot-deals/${point.uuid}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: SlotDealWire[] }).items;
    };
    expect(await read()).toEqual([
      {
        offerUuid: offer.uuid,
        number: expect.any(Number),
        farmerCompanyName: expect.any(String),
        acceptedVolume: 100,
        slottedVolume: 100,
        deliveryDateStart: dayFromToday(1),
        deliveryDateEnd: dayFromToday(7),
      },
    ]);
    expect((await read()).map((d) => d.offerUuid)).not.toContain(other.offer.uuid);
    const [first] = (await ledgerOf(t, point.uuid)).slots;
    expect((await kolos.del(`/api/slots/${first!.uuid}`)).statusCode).toBe(200);
    expect((await read())[0]).toMatchObject({ acceptedVolume: 100, slottedVolume: 75 });
  });

  it('another company’s point is 404, a farmer 403, a bad id 400', async () => {
    const { point, farmer } = await accepted(25);
    const foreign = await agro.get(`/api/slot-deals/${point.uuid}`);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe(QUEUE_MSG.pointNotFound);
    expect((await farmer.slots.get(`/api/slot-deals/${point.uuid}`)).statusCode).toBe(403);
    expect((await kolos.get('/api/slot-deals/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('booking by hand needs Slots update', () => {
  it('staff who may only look (Slots read, or the queue settings alone) are refused 403; nothing is booked or moved', async () => {
    const { point, offer } = await accepted(25, 100, 2);
    const [time] = timesOf(point, dayFromToday(2));
    const writes = [
      (c: Client) => c.post('/api/slots', { offerUuid: offer.uuid, locationUuid: point.uuid, startAt: time }),
      (c: Client) => c.post('/api/allocate-extra-slots', { offerUuid: offer.uuid, volume: 25 }),
      (c: Client) => c.post('/api/allocate-slots-now', { offerUuid: offer.uuid, count: 1 }),
      (c: Client) => c.post('/api/allocate-slots', { offers: [offer.uuid] }),
    ];
    for (const client of [viewer, settings])
      for (const write of writes) {
        const res = await write(client);
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toMatch(/[а-я]/i);
      }
    const [slot] = (await ledgerOf(t, point.uuid)).slots;
    expect((await viewer.del(`/api/slots/${slot!.uuid}`)).statusCode).toBe(403);
    const moved = await viewer.post('/api/slots/transfer', { slotUuid: slot!.uuid, startAt: time });
    expect(moved.statusCode).toBe(403);
    expect((await ledgerOf(t, point.uuid)).slots).toHaveLength(1);
    // the same staff still read the queue's numbers
    expect((await viewer.post('/api/free-slots-quantity', { locationUuids: [point.uuid] })).statusCode).toBe(
      200,
    );
  });

  it('urgent trucks beyond 14 days of room answer 35742 with the tonnes that fit', async () => {
    const { offer } = await accepted(25, 25, 1);
    const res = await kolos.post('/api/allocate-slots-now', { offerUuid: offer.uuid, count: 20 });
    expect(res.statusCode).toBe(409);
    const answer = body(res) as { code: number; detail: number; message: string };
    expect(answer.code).toBe(35742);
    // one 25 t truck a day, tomorrow's taken by the deal: at most 13 days' trucks fit
    expect(answer.detail).toBeLessThanOrEqual(13 * 25);
    expect(answer.message).toBe(QUEUE_MSG.notEnoughSlots(answer.detail));
  });
});

describe('POST /free-slots-quantity without dates: the next 14 days', () => {
  type Day = { locationUuid: string; date: string; closed: boolean; freeSlots: number; freeVolume: number };
  it('answers each point’s 14 days from its own today, with places and tonnes', async () => {
    const { point } = await accepted(100, 100, 4);
    const empty = await accepted(25, 100, 1);
    const res = await kolos.post('/api/free-slots-quantity', {
      locationUuids: [point.uuid, empty.point.uuid],
    });
    expect(res.statusCode).toBe(200);
    const days = (res.json() as { items: Day[] }).items;
    const mine = days.filter((d) => d.locationUuid === point.uuid);
    expect(days).toHaveLength(2 * FREE_CAPACITY_DAYS);
    // the point's day (UTC+3), whatever the hour: today to today + 13
    expect(mine.map((d) => d.date)).toEqual(
      Array.from({ length: FREE_CAPACITY_DAYS }, (_, i) => dayFromToday(i)),
    );
    // 100 t over 4 days: 25 t (one of 4 truck places) taken each day
    expect(mine.slice(1, 5).every((d) => d.freeSlots === 3 && d.freeVolume === 75 && !d.closed)).toBe(true);
    expect(mine[5]).toMatchObject({ freeSlots: 4, freeVolume: 100, closed: false });
  });

  it('refuses one date without the other (400), another company’s point (404)', async () => {
    const { point } = await accepted(25);
    const half = await kolos.post('/api/free-slots-quantity', {
      locationUuids: [point.uuid],
      dateFrom: dayFromToday(1),
    });
    expect(half.statusCode).toBe(400);
    expect(JSON.stringify(half.json())).toContain(QUEUE_MSG.halfPeriod);
    expect((await agro.post('/api/free-slots-quantity', { locationUuids: [point.uuid] })).statusCode).toBe(
      404,
    );
  });
});
