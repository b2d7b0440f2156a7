import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_MSG, type FreeTimesReply, type SlotWire } from '@kolos/domain/queue';
import { createTestApp, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { accept, dayFromToday, ledgerOf, newPoint, offerAt, timesOf } from '../../../test/queue';
import type { Client } from '../../../test/staff';
import { demoPurchaser, FARMER_TRADING_POLICIES, newFarmer, userWith } from '../../../test/trading';

/*
 * Issue 29 point 15: the farmer books, cancels and sees his slots himself — free times of his own
 * deal only (no one else's), the same capacity rules and lock as staff, 3 h ahead.
 */

let t: TestApp;
let kolos: Client;
let agro: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
}, 120_000);
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const HOUR = 3_600_000;

/**
 * A farmer (Slots with every right, as the «Фермер» role) whose accepted deal of `volume` t at a
 * new point (`quantity` t a day, 2 cars a time, 08–12) has `free` tonnes without slots: the
 * results booked it, staff canceled that much.
 */
async function dealWithRoom(volume = 100, free = 25, quantity = 100, from = 2, to = 5) {
  const point = await newPoint(t, quantity);
  const company = await newFarmer(t);
  const farmer = await userWith(t, company.companyUuid, 'farmer', [
    ...FARMER_TRADING_POLICIES,
    policy('Slots', ['*']),
  ]);
  const { auction, offer } = await offerAt(
    t,
    kolos,
    company.call,
    point.uuid,
    volume,
    dayFromToday(from),
    dayFromToday(to),
  );
  expect((await accept(kolos, auction, offer)).statusCode).toBe(200);
  for (const slot of (await ledgerOf(t, point.uuid)).slots.slice(0, free / 25))
    expect((await kolos.del(`/api/slots/${slot.uuid}`)).statusCode).toBe(200);
  return { point, offer, farmer, company };
}

const freeOf = async (c: Client, offerUuid: string, query = '') => {
  const res = await c.get(`/api/slots/free?offerUuid=${offerUuid}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as FreeTimesReply;
};

describe('GET /slots/free', () => {
  it('the free times of his deal within its window, a full time left out, nothing of anyone else', async () => {
    const { point, offer, farmer } = await dealWithRoom(100, 25);
    const free = await freeOf(farmer, offer.uuid);
    expect(free).toMatchObject({ locationUuid: point.uuid, remainingVolume: 25, plannedVolume: 25 });
    expect(Object.keys(free.items[0]!).sort()).toEqual(['date', 'endAt', 'startAt']);
    const days = new Set(free.items.map((i) => i.date));
    for (const d of days) expect(d >= dayFromToday(2) && d <= dayFromToday(5)).toBe(true);
    const { slots } = await ledgerOf(t, point.uuid);
    const cars = new Map<string, number>();
    for (const s of slots) cars.set(s.startAt.toISOString(), (cars.get(s.startAt.toISOString()) ?? 0) + 1);
    const expected = [2, 3, 4, 5]
      .flatMap((d) => timesOf(point, dayFromToday(d)))
      .filter((at) => (cars.get(at) ?? 0) < 2 && Date.parse(at) >= Date.now() + 3 * HOUR);
    expect(free.items.map((i) => i.startAt)).toEqual(expected);
    // a narrower period, within the window
    const one = await freeOf(farmer, offer.uuid, `&dateFrom=${dayFromToday(3)}&dateTo=${dayFromToday(3)}`);
    expect(new Set(one.items.map((i) => i.date))).toEqual(new Set([dayFromToday(3)]));
  });

  it('nothing left to book: no times; another farmer or purchaser: 404; a bad period: 400', async () => {
    const { offer, farmer } = await dealWithRoom(50, 0);
    expect(await freeOf(farmer, offer.uuid)).toMatchObject({ remainingVolume: 0, items: [] });
    const other = await newFarmer(t);
    const stranger = await userWith(t, other.companyUuid, 'farmer', [policy('Slots', ['*'])]);
    const foreign = await stranger.get(`/api/slots/free?offerUuid=${offer.uuid}`);
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(QUEUE_MSG.offerNotFound);
    expect((await agro.get(`/api/slots/free?offerUuid=${offer.uuid}`)).statusCode).toBe(404);
    const bad = await farmer.get(
      `/api/slots/free?offerUuid=${offer.uuid}&dateFrom=${dayFromToday(4)}&dateTo=${dayFromToday(3)}`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /slots by the farmer', () => {
  it('books a free time of his deal with {offerUuid, startAt}; once the deal is booked whole: 409', async () => {
    const { point, offer, farmer, company } = await dealWithRoom(100, 25);
    const [first] = (await freeOf(farmer, offer.uuid)).items;
    const res = await farmer.post('/api/slots', { offerUuid: offer.uuid, startAt: first!.startAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locationUuid: point.uuid,
      startAt: first!.startAt,
      plannedVolume: 25,
      status: 'SLOT_BOOKED',
    });
    const row = (await ledgerOf(t, point.uuid)).slots.find((s) => s.uuid === (res.json() as SlotWire).uuid);
    expect(row?.farmerCompanyUuid).toBe(company.companyUuid);
    expect((await ledgerOf(t, point.uuid)).booked[first!.date]).toBeGreaterThanOrEqual(25);
    const again = await farmer.post('/api/slots', { offerUuid: offer.uuid, startAt: first!.startAt });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(QUEUE_MSG.nothingToAllocate);
  });

  it('sooner than 3 h, outside the window, off the grid, a full time: refused, nothing booked', async () => {
    const { point, offer, farmer } = await dealWithRoom(100, 50);
    const before = (await ledgerOf(t, point.uuid)).slots.length;
    const soon = await farmer.post('/api/slots', {
      offerUuid: offer.uuid,
      startAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(soon.statusCode).toBe(409);
    expect(message(soon)).toBe(QUEUE_MSG.bookTooSoon(3));
    const late = await farmer.post('/api/slots', {
      offerUuid: offer.uuid,
      startAt: timesOf(point, dayFromToday(6))[0],
    });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(QUEUE_MSG.outsideDeliveryWindow);
    const offGrid = new Date(Date.parse(timesOf(point, dayFromToday(3))[0]!) + 30 * 60_000).toISOString();
    const grid = await farmer.post('/api/slots', { offerUuid: offer.uuid, startAt: offGrid });
    expect(grid.statusCode).toBe(400);
    expect(message(grid)).toBe(QUEUE_MSG.notASlotTime);
    const { slots } = await ledgerOf(t, point.uuid);
    const cars = new Map<string, number>();
    for (const s of slots) cars.set(s.startAt.toISOString(), (cars.get(s.startAt.toISOString()) ?? 0) + 1);
    const full = [...cars].find(([, n]) => n >= 2);
    if (full) {
      const res = await farmer.post('/api/slots', { offerUuid: offer.uuid, startAt: full[0] });
      expect(res.statusCode).toBe(409);
    }
    expect((await ledgerOf(t, point.uuid)).slots).toHaveLength(before);
  });

  it('another farmer’s deal: 404; a point other than the deal’s: 404; Slots read only: 403', async () => {
    const { point, offer, farmer } = await dealWithRoom(100, 25);
    const at = (await freeOf(farmer, offer.uuid)).items[0]!.startAt;
    const other = await newFarmer(t);
    const stranger = await userWith(t, other.companyUuid, 'farmer', [policy('Slots', ['*'])]);
    const foreign = await stranger.post('/api/slots', { offerUuid: offer.uuid, startAt: at });
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(QUEUE_MSG.offerNotFound);
    const elsewhere = await newPoint(t);
    const wrongPoint = await farmer.post('/api/slots', {
      offerUuid: offer.uuid,
      locationUuid: elsewhere.uuid,
      startAt: at,
    });
    expect(wrongPoint.statusCode).toBe(404);
    const reader = await userWith(t, (await ledgerOf(t, point.uuid)).slots[0]!.farmerCompanyUuid, 'farmer', [
      policy('Slots', ['read']),
    ]);
    expect((await reader.post('/api/slots', { offerUuid: offer.uuid, startAt: at })).statusCode).toBe(403);
  });

  it('16 parallel bookings on the last free capacity: exactly what fits, every other a clean 409', async () => {
    // 50 t a day at the point; the deal fills days 2 and 3 (2 trucks each); day 2 and one truck
    // of day 3 are freed: the deal has 75 t to book, day 2 only room for 50 — the day binds
    const { point, offer, farmer } = await dealWithRoom(100, 0, 50, 2, 3);
    const day = dayFromToday(2);
    const { slots } = await ledgerOf(t, point.uuid);
    for (const s of [...slots.filter((s) => s.day === day), slots.find((s) => s.day !== day)!])
      expect((await kolos.del(`/api/slots/${s.uuid}`)).statusCode).toBe(200);
    expect((await freeOf(farmer, offer.uuid)).remainingVolume).toBe(75);
    const times = timesOf(point, day).filter((at) => Date.parse(at) >= Date.now() + 3 * HOUR);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        farmer.post('/api/slots', { offerUuid: offer.uuid, startAt: times[i % times.length] }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    const ledger = await ledgerOf(t, point.uuid);
    const onDay = ledger.slots.filter((s) => s.day === day);
    expect(onDay.reduce((sum, s) => sum + Number(s.plannedVolume), 0)).toBe(50);
    expect(ledger.booked[day]).toBe(50);
    const perTime = new Map<string, number>();
    for (const s of onDay)
      perTime.set(s.startAt.toISOString(), (perTime.get(s.startAt.toISOString()) ?? 0) + 1);
    for (const n of perTime.values()) expect(n).toBeLessThanOrEqual(2);
  });
});

describe('the farmer cancels and moves his own slots, and lists them all', () => {
  it('cancels 3 h ahead and frees the tonnes; sooner: 409; another farmer’s: 404; Slots read only: 403', async () => {
    const { point, offer, farmer, company } = await dealWithRoom(50, 0);
    const [slot, soon] = (await ledgerOf(t, point.uuid)).slots;
    const stranger = await userWith(t, (await newFarmer(t)).companyUuid, 'farmer', [policy('Slots', ['*'])]);
    expect((await stranger.del(`/api/slots/${slot!.uuid}`)).statusCode).toBe(404);
    const reader = await userWith(t, company.companyUuid, 'farmer', [policy('Slots', ['read'])]);
    expect((await reader.del(`/api/slots/${slot!.uuid}`)).statusCode).toBe(403);
    const bookedBefore = (await ledgerOf(t, point.uuid)).booked[slot!.day]!;
    const res = await farmer.del(`/api/slots/${slot!.uuid}`);
    expect(res.statusCode).toBe(200);
    expect((await ledgerOf(t, point.uuid)).booked[slot!.day]).toBe(
      bookedBefore - Number(slot!.plannedVolume),
    );
    // a slot starting within 3 h (test data moved it)
    await t.db
      .updateTable('slots')
      .set({ startAt: new Date(Date.now() + HOUR), endAt: new Date(Date.now() + 2 * HOUR) })
      .where('uuid', '=', soon!.uuid)
      .execute();
    const late = await farmer.del(`/api/slots/${soon!.uuid}`);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(QUEUE_MSG.cancelTooSoon(3));
    // the tonnes freed are his to book again
    expect((await freeOf(farmer, offer.uuid)).remainingVolume).toBe(Number(slot!.plannedVolume));
  });

  it('where his slot may move (its own time left out), and he moves it there; another’s slot: 404', async () => {
    const { point, offer, farmer } = await dealWithRoom(50, 0);
    const [slot] = (await ledgerOf(t, point.uuid)).slots;
    const free = await freeOf(farmer, offer.uuid, `&slotUuid=${slot!.uuid}`);
    expect(free.items.map((i) => i.startAt)).not.toContain(slot!.startAt.toISOString());
    const target = free.items.find((i) => i.date !== slot!.day) ?? free.items[0]!;
    const moved = await farmer.post('/api/slots/transfer', { slotUuid: slot!.uuid, startAt: target.startAt });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startAt: target.startAt, transfers: 1 });
    const other = await dealWithRoom(50, 0);
    const [theirs] = (await ledgerOf(t, other.point.uuid)).slots;
    const foreign = await farmer.get(`/api/slots/free?offerUuid=${offer.uuid}&slotUuid=${theirs!.uuid}`);
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(QUEUE_MSG.slotNotFound);
  });

  it('staff moving or canceling his slot tell him (a notice, pushed); his own move tells nobody', async () => {
    const { point, offer, farmer } = await dealWithRoom(75, 0);
    const [mine, moved, canceled] = (await ledgerOf(t, point.uuid)).slots;
    const notices = (slotUuid: string) =>
      t.db.selectFrom('notifications').select(['kind', 'text']).where('objectUuid', '=', slotUuid).execute();
    const to = async (slotUuid: string) =>
      (await freeOf(farmer, offer.uuid, `&slotUuid=${slotUuid}`)).items[0]!.startAt;
    const own = await farmer.post('/api/slots/transfer', {
      slotUuid: mine!.uuid,
      startAt: await to(mine!.uuid),
    });
    expect(own.statusCode).toBe(200);
    expect(await notices(mine!.uuid)).toEqual([]);
    const target = await to(moved!.uuid);
    expect(
      (await kolos.post('/api/slots/transfer', { slotUuid: moved!.uuid, startAt: target })).statusCode,
    ).toBe(200);
    const [move] = await notices(moved!.uuid);
    expect(move).toMatchObject({
      kind: 'slot.moved',
      text: expect.stringMatching(/^Слот № \d+ перенесён на \d\d\.\d\d\.\d{4} \d\d:\d\d$/),
    });
    expect((await kolos.del(`/api/slots/${canceled!.uuid}`)).statusCode).toBe(200);
    // one notice per farmer user of his company (the company's and this test's Slots user)
    const cancels = await notices(canceled!.uuid);
    expect(cancels).toHaveLength(2);
    for (const n of cancels)
      expect(n).toMatchObject({
        kind: 'slot.canceled',
        text: expect.stringMatching(/^Слот № \d+ на .+ отменён$/),
      });
  });

  it('GET /slots/upcoming: his slots not over yet, every day at once, by start; nobody else’s', async () => {
    const { point, farmer } = await dealWithRoom(100, 25);
    const other = await dealWithRoom(50, 0);
    const res = await farmer.get('/api/slots/upcoming');
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: SlotWire[] }).items;
    const mine = (await ledgerOf(t, point.uuid)).slots.map((s) => s.uuid);
    expect(items.map((s) => s.uuid)).toEqual(mine);
    expect(new Set(items.map((s) => s.startAt.slice(0, 10))).size).toBeGreaterThan(1);
    const theirs = (await ledgerOf(t, other.point.uuid)).slots.map((s) => s.uuid);
    for (const uuid of theirs) expect(items.map((s) => s.uuid)).not.toContain(uuid);
  });
});
