import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToRuDate } from '@kolos/domain/contracts';
import { QUEUE_MSG } from '@kolos/domain/queue';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import {
  accept,
  acceptedAt,
  dayFromToday,
  farmerWithSlots as farmerWithSlotsOf,
  ledgerOf,
  newPoint,
  offerAt,
  timesOf,
} from '../../../test/queue';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  offerBody,
  userWith,
} from '../../../test/trading';

let t: TestApp;
let kolos: Client;
let agro: Client;
/** «Колос-Юг» staff with 'Электронная очередь' only (no showSlotsParams). */
let logist: Client;
/** «Колос-Юг» staff with 'Настройки очереди' (Slots create with showSlotsParams). */
let settings: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  logist = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Slots', ['*'])]);
  settings = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
    { resource: { routeName: 'Slots', params: ['showSlotsParams'] }, accessRights: ['create'] },
  ]);
}, 120_000);
afterAll(() => t.close());

type Booked = {
  uuid: string;
  startAt: string;
  date: string;
  plannedVolume: number;
  status: string;
  transfers: number;
};
const items = (res: { json: () => unknown }) => (res.json() as { items: Booked[] }).items;
const body = (res: { json: () => unknown }) => res.json() as Record<string, unknown>;

const farmerWithSlots = () => farmerWithSlotsOf(t);

/** An accepted offer of `volume` t at a new point: the results booked its slots. */
async function accepted(volume = 100, quantity: number | null = 100, window = 7) {
  const { result, ...deal } = await acceptedAt(t, kolos, volume, quantity, window);
  expect(result.statusCode).toBe(200);
  return deal;
}

describe('auction results book slots in the same transaction', () => {
  it('an accepted CPT offer gets ceil(volume / 25) slots at the auction’s point, spread, with history', async () => {
    const { point, offer } = await accepted(100);
    const { slots, booked } = await ledgerOf(t, point.uuid);
    expect(slots).toHaveLength(4);
    expect(slots.every((s) => s.offerUuid === offer.uuid && Number(s.plannedVolume) === 25)).toBe(true);
    // 4 trucks over a 7-day window: no two on one day.
    expect(new Set(slots.map((s) => s.day)).size).toBe(4);
    expect(Object.values(booked).reduce((a, b) => a + b, 0)).toBe(100);
    const history = await t.db
      .selectFrom('slotHistory')
      .selectAll()
      .where('slotUuid', '=', slots[0]!.uuid)
      .execute();
    expect(history).toMatchObject([{ status: 'SLOT_BOOKED', previousStatus: null }]);
  });

  it('results that do not fit are refused with 409 code 35742, and nothing is saved', async () => {
    const point = await newPoint(t, 100);
    const farmer = await farmerWithSlots();
    const { auction, offer } = await offerAt(
      t,
      kolos,
      farmer.call,
      point.uuid,
      300,
      dayFromToday(1),
      dayFromToday(2),
    );
    const res = await accept(kolos, auction, offer);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({
      code: 35742,
      detail: 200,
      message: 'Недостаточно слотов. Доступно к согласованию 200 т.',
      nearestFreeDates: [3, 4, 5, 6, 7].map(dayFromToday),
    });
    expect((await ledgerOf(t, point.uuid)).slots).toHaveLength(0);
    const o = await t.db
      .selectFrom('offers')
      .select('status')
      .where('uuid', '=', offer.uuid)
      .executeTakeFirstOrThrow();
    expect(o.status).toBe('OFFER_ACTIVE');
  });

  it('a CPT offer’s slots go to the auction’s first acceptance point by name', async () => {
    const [b, a] = [await newPoint(t), await newPoint(t)];
    await t.db.updateTable('locations').set({ name: 'Б элеватор' }).where('uuid', '=', b.uuid).execute();
    await t.db.updateTable('locations').set({ name: 'А элеватор' }).where('uuid', '=', a.uuid).execute();
    const farmer = await farmerWithSlots();
    const auction = await createAuction(
      kolos,
      await auctionBody(t, {
        locationUuids: [b.uuid, a.uuid],
        deliveryDateStart: isoToRuDate(dayFromToday(1)),
        deliveryDateEnd: isoToRuDate(dayFromToday(3)),
      }),
    );
    const offer = await makeOffer(farmer.call, offerBody(auction, { volume: 50 }));
    expect((await accept(kolos, auction, offer)).statusCode).toBe(200);
    expect((await ledgerOf(t, a.uuid)).slots).toHaveLength(2);
    expect((await ledgerOf(t, b.uuid)).slots).toHaveLength(0);
  });

  it('a point without a daily volume plans with 1000 t a day (docs/queue.md)', async () => {
    const { point } = await accepted(150, null, 1);
    expect((await ledgerOf(t, point.uuid)).slots).toHaveLength(6);
  });
});

describe('POST allocate-slots, allocate-extra-slots, allocate-slots-now', () => {
  it('books only the accepted volume that has no slots: after a cancel, the canceled tonnes', async () => {
    const { point, offer } = await accepted(100);
    expect(items(await kolos.post('/api/allocate-slots', { offers: [offer.uuid] }))).toEqual([]);
    const [first] = (await ledgerOf(t, point.uuid)).slots;
    const canceled = await kolos.del(`/api/slots/${first!.uuid}`);
    expect(canceled.statusCode).toBe(200);
    expect(body(canceled)).toMatchObject({ status: 'SLOT_CANCELED' });
    const again = await kolos.post('/api/allocate-slots', { offers: [offer.uuid] });
    expect(again.statusCode).toBe(200);
    expect(items(again)).toHaveLength(1);
    const { slots, booked } = await ledgerOf(t, point.uuid);
    expect(slots).toHaveLength(4);
    expect(Object.values(booked).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('refuses another purchaser’s offer (404), a farmer (403), an offer not accepted (409)', async () => {
    const { offer } = await accepted(25);
    expect((await agro.post('/api/allocate-slots', { offers: [offer.uuid] })).statusCode).toBe(404);
    const farmer = await farmerWithSlots();
    expect((await farmer.slots.post('/api/allocate-slots', { offers: [offer.uuid] })).statusCode).toBe(403);
    const point = await newPoint(t);
    const open = await offerAt(t, kolos, farmer.call, point.uuid, 50);
    const res = await kolos.post('/api/allocate-slots', { offers: [open.offer.uuid] });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(QUEUE_MSG.offerNotAccepted);
  });

  it('extra slots add trucks in the window; over capacity answers 35742', async () => {
    const { point, offer } = await accepted(100, 100, 1);
    const extra = await kolos.post('/api/allocate-extra-slots', { offerUuid: offer.uuid, volume: 50 });
    expect(extra.statusCode).toBe(409);
    expect(body(extra)).toMatchObject({ code: 35742, detail: 0 });
    const wider = await accepted(100, 100, 3);
    const ok = await kolos.post('/api/allocate-extra-slots', { offerUuid: wider.offer.uuid, volume: 50 });
    expect(items(ok).map((s) => s.plannedVolume)).toEqual([25, 25]);
    expect((await ledgerOf(t, point.uuid)).slots).toHaveLength(4);
  });

  it('slots now fill the first free slot time from now (2 cars there)', async () => {
    const { point, offer } = await accepted(25);
    const res = await kolos.post('/api/allocate-slots-now', { offerUuid: offer.uuid, count: 2 });
    expect(res.statusCode).toBe(200);
    const now = Date.now();
    const firstTimes = [0, 1, 2]
      .flatMap((d) => timesOf(point, dayFromToday(d)))
      .filter((s) => Date.parse(s) > now);
    expect(items(res).map((s) => s.startAt)).toEqual([firstTimes[0], firstTimes[0]]);
  });
});

describe('POST /free-slots-quantity', () => {
  it('answers free truck places and tonnes per point and day; another company’s point is 404', async () => {
    const { point } = await accepted(100, 100, 4);
    const res = await kolos.post('/api/free-slots-quantity', {
      locationUuids: [point.uuid],
      dateFrom: dayFromToday(1),
      dateTo: dayFromToday(5),
    });
    expect(res.statusCode).toBe(200);
    const days = items(res) as unknown as { date: string; freeSlots: number; freeVolume: number }[];
    expect(days).toHaveLength(5);
    expect(days.slice(0, 4).every((d) => d.freeSlots === 3 && d.freeVolume === 75)).toBe(true);
    expect(days[4]).toMatchObject({ date: dayFromToday(5), freeSlots: 4, freeVolume: 100 });
    const other = await agro.post('/api/free-slots-quantity', {
      locationUuids: [point.uuid],
      dateFrom: dayFromToday(1),
      dateTo: dayFromToday(1),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST slots: a slot by hand, the same capacity rules', () => {
  it('books a slot time; refuses a time off the grid (400), a full time (409), a full day (35742)', async () => {
    const { point, offer } = await accepted(25, 100, 1);
    const date = dayFromToday(2);
    const [t0, t1] = timesOf(point, date);
    const add = (startAt: string, plannedVolume = 25) =>
      kolos.post('/api/slots', { offerUuid: offer.uuid, locationUuid: point.uuid, startAt, plannedVolume });
    expect((await add(t0!)).statusCode).toBe(200);
    expect((await add(t0!)).statusCode).toBe(200);
    const full = await add(t0!);
    expect(full.statusCode).toBe(409);
    expect(body(full).message).toBe(QUEUE_MSG.slotTimeFull);
    const off = await add(new Date(Date.parse(t0!) + 30 * 60_000).toISOString());
    expect(off.statusCode).toBe(400);
    expect(body(off).message).toBe(QUEUE_MSG.notASlotTime);
    const heavy = await add(t1!, 60);
    expect(heavy.statusCode).toBe(409);
    expect(body(heavy)).toMatchObject({ code: 35742, detail: 50 });
    expect(
      (
        await agro.post('/api/slots', {
          offerUuid: offer.uuid,
          locationUuid: point.uuid,
          startAt: t1,
          plannedVolume: 25,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /slots/transfer', () => {
  it('the farmer moves his own slot ≥ 3 h ahead, at most 3 times; staff any time', async () => {
    const { point, farmer } = await accepted(25, 100, 1);
    const [slot] = (await ledgerOf(t, point.uuid)).slots;
    const targets = timesOf(point, dayFromToday(3));
    const move = (c: Client, startAt: string) =>
      c.post('/api/slots/transfer', { slotUuid: slot!.uuid, startAt });
    for (const [i, at] of [targets[1], targets[2], targets[3]].entries()) {
      const res = await move(farmer.slots, at!);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({ startAt: at, transfers: i + 1, date: dayFromToday(3) });
    }
    const fourth = await move(farmer.slots, targets[0]!);
    expect(fourth.statusCode).toBe(409);
    expect(body(fourth).message).toBe(QUEUE_MSG.transferLimit(3));
    const staff = await move(logist, targets[0]!);
    expect(staff.statusCode).toBe(200);
    expect(body(staff)).toMatchObject({ transfers: 3 });
    const { booked } = await ledgerOf(t, point.uuid);
    expect(booked[dayFromToday(3)]).toBe(25);
    expect(booked[dayFromToday(1)]).toBe(0);
  });

  it('refuses a start sooner than 3 h to the farmer, a full time, another farmer’s slot (404)', async () => {
    const point = await newPoint(t, 1000, { openAt: '00:00', closeAt: '23:59' });
    const farmer = await farmerWithSlots();
    const { auction, offer } = await offerAt(
      t,
      kolos,
      farmer.call,
      point.uuid,
      75,
      dayFromToday(2),
      dayFromToday(2),
    );
    expect((await accept(kolos, auction, offer)).statusCode).toBe(200);
    const [a, b] = (await ledgerOf(t, point.uuid)).slots;
    const now = Date.now();
    const soon = [0, 1]
      .flatMap((d) => timesOf(point, dayFromToday(d)))
      .find((s) => Date.parse(s) > now + 3_600_000 && Date.parse(s) < now + 3 * 3_600_000);
    const tooSoon = await farmer.slots.post('/api/slots/transfer', { slotUuid: a!.uuid, startAt: soon });
    expect(tooSoon.statusCode).toBe(409);
    expect(body(tooSoon).message).toBe(QUEUE_MSG.transferTooSoon(3));
    // Fill one time of day 3 (2 cars) by staff, then the farmer may not join it.
    const target = timesOf(point, dayFromToday(3))[5]!;
    await kolos.post('/api/slots/transfer', { slotUuid: a!.uuid, startAt: target });
    await kolos.post('/api/slots/transfer', { slotUuid: b!.uuid, startAt: target });
    const c = (await ledgerOf(t, point.uuid)).slots.find((s) => s.day === dayFromToday(2));
    const full = await farmer.slots.post('/api/slots/transfer', { slotUuid: c!.uuid, startAt: target });
    expect(full.statusCode).toBe(409);
    expect(body(full).message).toBe(QUEUE_MSG.slotTimeFull);
    const stranger = await farmerWithSlots();
    expect(
      (await stranger.slots.post('/api/slots/transfer', { slotUuid: c!.uuid, startAt: target })).statusCode,
    ).toBe(404);
    expect((await agro.post('/api/slots/transfer', { slotUuid: c!.uuid, startAt: target })).statusCode).toBe(
      404,
    );
  });

  it('to another day the tonnes move with the slot; a full target day answers 35742', async () => {
    const { point } = await accepted(25, 100, 1);
    const [slot] = (await ledgerOf(t, point.uuid)).slots;
    const date = dayFromToday(3);
    await settings.put(`/api/settings/location/${point.uuid}/date/${date}`, {
      closed: false,
      openAt: null,
      closeAt: null,
      quantity: 20,
      carsInSlot: null,
    });
    const res = await kolos.post('/api/slots/transfer', {
      slotUuid: slot!.uuid,
      startAt: timesOf(point, date)[0],
    });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 35742, detail: 20 });
    const ok = await kolos.post('/api/slots/transfer', {
      slotUuid: slot!.uuid,
      startAt: timesOf(point, dayFromToday(4))[0],
    });
    expect(ok.statusCode).toBe(200);
    const { booked } = await ledgerOf(t, point.uuid);
    expect([booked[dayFromToday(1)], booked[dayFromToday(4)]]).toEqual([0, 25]);
  });

  it('a canceled slot is not moved (409) and its cancel is not repeated (409)', async () => {
    const { point } = await accepted(25, 100, 1);
    const [slot] = (await ledgerOf(t, point.uuid)).slots;
    expect((await kolos.del(`/api/slots/${slot!.uuid}`)).statusCode).toBe(200);
    expect((await kolos.del(`/api/slots/${slot!.uuid}`)).statusCode).toBe(409);
    const res = await kolos.post('/api/slots/transfer', {
      slotUuid: slot!.uuid,
      startAt: timesOf(point, dayFromToday(3))[0],
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(QUEUE_MSG.transferNotWaiting);
    expect((await agro.del(`/api/slots/${slot!.uuid}`)).statusCode).toBe(404);
  });
});

describe('settings/location/{id}/date/{date}', () => {
  it('reads the day; the override needs showSlotsParams (403); refuses what booked slots forbid', async () => {
    const { point } = await accepted(50, 100, 1);
    const date = dayFromToday(1);
    const url = `/api/settings/location/${point.uuid}/date/${date}`;
    const read = await logist.get(url);
    expect(read.statusCode).toBe(200);
    expect(body(read)).toMatchObject({
      date,
      closed: false,
      quantity: 100,
      carsInSlot: 2,
      bookedVolume: 50,
      override: null,
    });
    const change = { closed: false, openAt: null, closeAt: '11:00', quantity: 80, carsInSlot: null };
    expect((await logist.put(url, change)).statusCode).toBe(403);
    const ok = await settings.put(url, change);
    expect(ok.statusCode).toBe(200);
    expect(body(ok)).toMatchObject({ closeAt: '11:00', quantity: 80, override: change });
    for (const [patch, message] of [
      [{ closed: true }, QUEUE_MSG.dayClosedWithSlots],
      [{ quantity: 40 }, QUEUE_MSG.dayBelowBooked(50)],
      [{ openAt: '10:00', closeAt: '11:00' }, QUEUE_MSG.slotOutsideHours],
    ] as const) {
      const res = await settings.put(url, { ...change, ...patch });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(message);
    }
    expect((await agro.get(url)).statusCode).toBe(404);
    const agroSettings = await userWith(t, DEMO.companies.agroCenter, 'purchaser', [
      { resource: { routeName: 'Slots', params: ['showSlotsParams'] }, accessRights: ['create'] },
    ]);
    expect((await agroSettings.put(url, change)).statusCode).toBe(404);
  });

  it('a lowered capacity is what the next allocation sees', async () => {
    const point = await newPoint(t, 100);
    const date = dayFromToday(1);
    await settings.put(`/api/settings/location/${point.uuid}/date/${date}`, {
      closed: false,
      openAt: null,
      closeAt: null,
      quantity: 30,
      carsInSlot: null,
    });
    const farmer = await farmerWithSlots();
    const { auction, offer } = await offerAt(t, kolos, farmer.call, point.uuid, 50, date, date);
    const res = await accept(kolos, auction, offer);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 35742, detail: 25 });
  });
});
