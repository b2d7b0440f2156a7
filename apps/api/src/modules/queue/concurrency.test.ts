import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_MSG } from '@kolos/domain/queue';
import { createTestApp, type TestApp } from '../../../test/harness';
import { accept, dayFromToday, ledgerOf, newPoint, offerAt, timesOf } from '../../../test/queue';
import type { Client } from '../../../test/staff';
import { demoPurchaser, newFarmer } from '../../../test/trading';

/*
 * Issue 17 point 3: no overbooking, ever. 64 writers at once on one point and day — allocations,
 * staff transfers from other days and manual adds — end with the day's booked tonnes within its
 * quantity, every slot time within carsInSlot, booked_volume equal to its slots, and every
 * refusal a clean 409 (35742, or the time is full). Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL, where the requests really overlap (without the point-day lock it overbooks).
 */
const WRITERS = 64;
/** 4 slot times × 2 cars = 8 places; 175 t = 7 trucks: the tonnes bind first, the times too. */
const QUANTITY = 175;
const CARS = 2;

let t: TestApp;
let kolos: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
}, 120_000);
afterAll(() => t.close());

describe('64 parallel writers on one point and day', () => {
  it('never more tonnes than the quantity nor more cars than carsInSlot; refusals are clean 409s', async () => {
    const point = await newPoint(t, QUANTITY, { carsInSlot: CARS });
    const day = dayFromToday(2);
    const times = timesOf(point, day);
    const farmer = await newFarmer(t);
    // One truck already on the day; 20 trucks on three later days to be moved onto it.
    const here = await offerAt(t, kolos, farmer.call, point.uuid, 25, day, day);
    expect((await accept(kolos, here.auction, here.offer)).statusCode).toBe(200);
    const other = await newFarmer(t);
    const later = await offerAt(t, kolos, other.call, point.uuid, 500, dayFromToday(5), dayFromToday(7));
    expect((await accept(kolos, later.auction, later.offer)).statusCode).toBe(200);
    const movable = (await ledgerOf(t, point.uuid)).slots.filter((s) => s.day !== day);
    expect(movable).toHaveLength(20);

    const requests = Array.from({ length: WRITERS }, (_, i) => {
      const at = times[i % times.length]!;
      if (i % 3 === 0)
        return kolos.post('/api/allocate-extra-slots', { offerUuid: here.offer.uuid, volume: 25 });
      if (i % 3 === 1 && movable.length > 0)
        return kolos.post('/api/slots/transfer', { slotUuid: movable.pop()!.uuid, startAt: at });
      return kolos.post('/api/slots', {
        offerUuid: here.offer.uuid,
        locationUuid: point.uuid,
        startAt: at,
        plannedVolume: 25,
      });
    });
    const answers = await Promise.all(requests);

    const refusals = answers.filter((r) => r.statusCode !== 200);
    for (const r of refusals) {
      expect(r.statusCode).toBe(409);
      const body = r.json<{ code?: unknown; message: string }>();
      expect(body.code === 35742 || body.message === QUEUE_MSG.slotTimeFull).toBe(true);
    }
    // 7 trucks fit the day: the one there and 6 of the 64.
    expect(answers.length - refusals.length).toBe(QUANTITY / 25 - 1);

    const { slots, booked } = await ledgerOf(t, point.uuid);
    const onDay = slots.filter((s) => s.day === day);
    const tonnes = onDay.reduce((s, x) => s + Number(x.plannedVolume), 0);
    expect(tonnes).toBeLessThanOrEqual(QUANTITY);
    expect(booked[day]).toBe(tonnes);
    const perTime = new Map<string, number>();
    for (const s of onDay) {
      const at = new Date(s.startAt).toISOString();
      perTime.set(at, (perTime.get(at) ?? 0) + 1);
    }
    expect(Math.max(...perTime.values())).toBeLessThanOrEqual(CARS);
    // Every day's booked_volume is its slots' tonnes: nothing lost by the moves.
    for (const [date, volume] of Object.entries(booked)) {
      const sum = slots.filter((s) => s.day === date).reduce((s, x) => s + Number(x.plannedVolume), 0);
      expect(volume, date).toBe(sum);
    }
  }, 300_000);
});
