import { describe, expect, it } from 'vitest';
import {
  allocate,
  allocateNow,
  datesBetween,
  effectiveDay,
  farmerBookingRefusal,
  farmerCancelRefusal,
  freeSlots,
  freeStartTimes,
  nearestFreeDates,
  pointDate,
  transferRefusal,
  truckLoads,
  type CapacityDay,
  type PointQueueSettings,
} from './allocation';
import { QUEUE_MSG } from './messages';
import { showsSlotsParams } from './rights';

const LOC = '0190a000-0000-7000-8000-000000000501';
/** 08:00–12:00 UTC+3, hourly, 2 cars a slot time, 100 t a day, Monday to Friday. */
const POINT: PointQueueSettings = {
  schedule: {
    openAt: '08:00',
    closeAt: '12:00',
    slotInterval: 60,
    carsInSlot: 2,
    arrivalTime: 30,
    workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  },
  quantity: 100,
  utcOffsetMinutes: 180,
};
// 2026-08-10 is a Monday.
const NOW = new Date('2026-08-01T00:00:00Z');
const day = (
  date: string,
  patch: { booked?: number; used?: Record<string, number>; point?: Partial<PointQueueSettings> } = {},
  override: Parameters<typeof effectiveDay>[3] = null,
): CapacityDay => ({
  day: effectiveDay(LOC, date, { ...POINT, ...patch.point }, override, patch.booked ?? 0),
  used: patch.used ?? {},
});
const week = (from = '2026-08-10', to = '2026-08-16') => datesBetween(from, to).map((d) => day(d));
const perDay = (slots: { date: string }[]) =>
  slots.reduce<Record<string, number>>((m, s) => ({ ...m, [s.date]: (m[s.date] ?? 0) + 1 }), {});
const NO_OVERRIDE = { closed: false, openAt: null, closeAt: null, quantity: null, carsInSlot: null };

describe('effectiveDay: the schedule, the daily volume and the day’s override', () => {
  it.each<[string, string, Partial<PointQueueSettings>, Parameters<typeof effectiveDay>[3], object]>([
    [
      'a working Monday as scheduled',
      '2026-08-10',
      {},
      null,
      { closed: false, openAt: '08:00', closeAt: '12:00', carsInSlot: 2, quantity: 100, override: null },
    ],
    ['a Saturday outside workingDays is closed', '2026-08-15', {}, null, { closed: true }],
    ['an override closes a day', '2026-08-10', {}, { ...NO_OVERRIDE, closed: true }, { closed: true }],
    [
      'an override cannot open a non-working day',
      '2026-08-15',
      {},
      { ...NO_OVERRIDE, quantity: 50 },
      { closed: true, quantity: 50 },
    ],
    [
      'a shorter day with a lower capacity',
      '2026-08-10',
      {},
      { ...NO_OVERRIDE, closeAt: '10:00', quantity: 40, carsInSlot: 1 },
      { closeAt: '10:00', quantity: 40, carsInSlot: 1, openAt: '08:00' },
    ],
    ['an override of nulls is no override', '2026-08-10', {}, NO_OVERRIDE, { override: null, quantity: 100 }],
    [
      'QUEUE_DEFAULTS and the default hours where the schedule names none, every weekday works',
      '2026-08-15',
      { schedule: null, quantity: null },
      null,
      {
        closed: false,
        openAt: '08:00',
        closeAt: '20:00',
        slotInterval: 60,
        carsInSlot: 1,
        arrivalTime: 30,
        quantity: 1000,
      },
    ],
  ])('%s', (_, date, point, override, expected) => {
    expect(effectiveDay(LOC, date, { ...POINT, ...point }, override)).toMatchObject(expected);
  });
});

describe('truckLoads: ceil(volume / plannedVolume) trucks, the last one the rest', () => {
  it.each([
    [100, 25, [25, 25, 25, 25]],
    [110, 25, [25, 25, 25, 25, 10]],
    [10, 25, [10]],
    [60, 30, [30, 30]],
    [0, 25, []],
  ])('%i t of %i t trucks → %j', (volume, planned, loads) =>
    expect(truckLoads(volume, planned)).toEqual(loads),
  );
});

describe('allocate: spread, carsInSlot, daily cap, working days, closed days', () => {
  it('spreads trucks evenly over the working days of the window (weekend skipped)', () => {
    const r = allocate({ volume: 250, window: week(), now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.slots).toHaveLength(10);
    expect(perDay(r.slots)).toEqual({
      '2026-08-10': 2,
      '2026-08-11': 2,
      '2026-08-12': 2,
      '2026-08-13': 2,
      '2026-08-14': 2,
    });
  });

  it('a few trucks are placed across the window, not bunched at its start', () => {
    const r = allocate({ volume: 50, window: week(), now: NOW });
    expect(r.ok && Object.keys(perDay(r.slots))).toEqual(['2026-08-11', '2026-08-13']);
  });

  it('within a day each truck takes the emptiest slot time', () => {
    const r = allocate({ volume: 100, window: [day('2026-08-10')], now: NOW });
    expect(r.ok && r.slots.map((s) => s.startAt.toISOString())).toEqual([
      '2026-08-10T05:00:00.000Z',
      '2026-08-10T06:00:00.000Z',
      '2026-08-10T07:00:00.000Z',
      '2026-08-10T08:00:00.000Z',
    ]);
  });

  it('never more than carsInSlot per slot time: 4 times × 2 cars = 8 trucks a day', () => {
    const big = { point: { quantity: 1000 } };
    expect(allocate({ volume: 200, window: [day('2026-08-10', big)], now: NOW }).ok).toBe(true);
    const r = allocate({ volume: 225, window: [day('2026-08-10', big)], now: NOW });
    expect(r).toEqual({ ok: false, detail: 200, nearestFreeDates: [] });
  });

  it('counts cars already booked per slot time', () => {
    const used = { '2026-08-10T05:00:00.000Z': 2, '2026-08-10T06:00:00.000Z': 1 };
    const r = allocate({
      volume: 100,
      window: [day('2026-08-10', { used, point: { quantity: 1000 } })],
      now: NOW,
    });
    expect(r.ok && r.slots.map((s) => s.startAt.toISOString())).toEqual([
      '2026-08-10T06:00:00.000Z',
      '2026-08-10T07:00:00.000Z',
      '2026-08-10T07:00:00.000Z',
      '2026-08-10T08:00:00.000Z',
    ]);
  });

  it('never more tonnes a day than quantity − booked: what a full day cannot take goes elsewhere', () => {
    const window = [day('2026-08-10', { booked: 90 }), day('2026-08-11')];
    const r = allocate({ volume: 100, window, now: NOW });
    expect(r.ok && perDay(r.slots)).toEqual({ '2026-08-11': 4 });
    const small = allocate({ volume: 110, window, now: NOW });
    expect(small.ok && small.slots.map((s) => [s.date, s.plannedVolume])).toEqual([
      ['2026-08-10', 10],
      ['2026-08-11', 25],
      ['2026-08-11', 25],
      ['2026-08-11', 25],
      ['2026-08-11', 25],
    ]);
  });

  it('a closed day (override) takes nothing', () => {
    const window = [day('2026-08-10', {}, { ...NO_OVERRIDE, closed: true }), day('2026-08-11')];
    const r = allocate({ volume: 100, window, now: NOW });
    expect(r.ok && perDay(r.slots)).toEqual({ '2026-08-11': 4 });
  });

  it('slot times before now are gone', () => {
    const r = allocate({ volume: 50, window: [day('2026-08-10')], now: new Date('2026-08-10T06:30:00Z') });
    expect(r.ok && r.slots.map((s) => s.startAt.toISOString())).toEqual([
      '2026-08-10T07:00:00.000Z',
      '2026-08-10T08:00:00.000Z',
    ]);
  });

  it.each<[string, number, CapacityDay[], number]>([
    ['the exact 35742 detail: whole trucks × 25 t that still fit', 600, week(), 500],
    ['a day’s odd tonnes count only as whole trucks', 60, [day('2026-08-10', { booked: 60 })], 25],
    [
      'never more than the volume (cars lacking, tonnes plenty)',
      30,
      [
        day('2026-08-10', {
          used: {
            '2026-08-10T05:00:00.000Z': 2,
            '2026-08-10T06:00:00.000Z': 2,
            '2026-08-10T07:00:00.000Z': 2,
            '2026-08-10T08:00:00.000Z': 1,
          },
        }),
      ],
      25,
    ],
    ['a window of closed days fits nothing', 25, [day('2026-08-15'), day('2026-08-16')], 0],
  ])('does not fit — %s', (_, volume, window, detail) => {
    const r = allocate({ volume, window, now: NOW });
    expect(r).toEqual({ ok: false, detail, nearestFreeDates: [] });
  });

  it('names up to 5 nearest free days after the window, skipping full and closed ones', () => {
    const after = datesBetween('2026-08-15', '2026-08-25').map((d) =>
      day(d, d === '2026-08-17' ? { booked: 90 } : {}),
    );
    const r = allocate({ volume: 300, window: [day('2026-08-14')], after, now: NOW });
    expect(r).toEqual({
      ok: false,
      detail: 100,
      nearestFreeDates: ['2026-08-18', '2026-08-19', '2026-08-20', '2026-08-21', '2026-08-24'],
    });
    expect(nearestFreeDates([], NOW)).toEqual([]);
  });
});

describe('allocateNow: the first free slot times from now', () => {
  it('fills the earliest free places first', () => {
    const used = { '2026-08-10T07:00:00.000Z': 1 };
    const r = allocateNow({
      count: 3,
      days: [day('2026-08-10', { used }), day('2026-08-11')],
      now: new Date('2026-08-10T06:30:00Z'),
    });
    expect(r.ok && r.slots.map((s) => s.startAt.toISOString())).toEqual([
      '2026-08-10T07:00:00.000Z',
      '2026-08-10T08:00:00.000Z',
      '2026-08-10T08:00:00.000Z',
    ]);
  });
  it('all or nothing: the whole trucks found are the detail', () => {
    expect(allocateNow({ count: 5, days: [day('2026-08-10', { booked: 50 })], now: NOW })).toEqual({
      ok: false,
      detail: 50,
      nearestFreeDates: [],
    });
  });
});

describe('freeSlots: free truck places and tonnes of a day', () => {
  it.each<[string, CapacityDay, Date, object]>([
    ['an empty day', day('2026-08-10'), NOW, { closed: false, freeSlots: 4, freeVolume: 100 }],
    [
      'cars are the limit',
      day('2026-08-10', { point: { quantity: 1000 } }),
      NOW,
      { freeSlots: 8, freeVolume: 1000 },
    ],
    ['part booked', day('2026-08-10', { booked: 35 }), NOW, { freeSlots: 2, freeVolume: 65 }],
    ['a closed day', day('2026-08-15'), NOW, { closed: true, freeSlots: 0, freeVolume: 0 }],
    ['the day is over', day('2026-08-10'), new Date('2026-08-10T12:00:00Z'), { freeSlots: 0, freeVolume: 0 }],
  ])('%s', (_, d, now, expected) =>
    expect(freeSlots(d, now)).toMatchObject({ date: d.day.date, ...expected }),
  );
});

describe('transferRefusal: the farmer’s rule, staff any time', () => {
  const now = new Date('2026-08-10T05:00:00Z');
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it.each<[string, boolean, Date, number, string | null]>([
    ['farmer, 3 h ahead, first move', false, hours(3), 0, null],
    ['farmer, 2 h 59 ahead', false, hours(2.99), 0, QUEUE_MSG.transferTooSoon(3)],
    ['farmer, third move', false, hours(5), 2, null],
    ['farmer, fourth move', false, hours(5), 3, QUEUE_MSG.transferLimit(3)],
    ['staff, in an hour, after 5 moves', true, hours(1), 5, null],
  ])('%s', (_, staff, startAt, transfers, refusal) =>
    expect(transferRefusal({ staff, now, startAt, transfers })).toBe(refusal),
  );
  it('texts', () => {
    expect(QUEUE_MSG.transferTooSoon(3)).toBe('Перенести слот можно на время не ранее чем через 3 ч');
    expect(QUEUE_MSG.notEnoughSlots(500)).toBe('Недостаточно слотов. Доступно к согласованию 500 т.');
  });
});

describe('pointDate: the local day of an instant', () => {
  it.each([
    ['2026-08-09T21:00:00Z', 180, '2026-08-10'],
    ['2026-08-09T20:59:59Z', 180, '2026-08-09'],
    ['2026-08-10T19:00:00Z', 300, '2026-08-11'],
  ])('%s at %i → %s', (iso, offset, date) => expect(pointDate(new Date(iso), offset)).toBe(date));
});

describe('showsSlotsParams (SPEC 6 "Настройки очереди: param showSlotsParams, create")', () => {
  const p = (routeName: string, rights: string[], params: string[] = []) => ({
    resource: { routeName, params },
    accessRights: rights as never,
  });
  it.each<[string, Parameters<typeof showsSlotsParams>[0], boolean]>([
    ['admin', { userType: 'admin', policies: [] }, true],
    [
      'Slots with the param and create',
      { userType: 'purchaser', policies: [p('Slots', ['create'], ['showSlotsParams'])] },
      true,
    ],
    ['Slots without the param', { userType: 'purchaser', policies: [p('Slots', ['*'])] }, false],
    [
      'the param with read only',
      { userType: 'purchaser', policies: [p('Slots', ['read'], ['showSlotsParams'])] },
      false,
    ],
    ['nobody', null, false],
  ])('%s → %s', (_, subject, allowed) => expect(showsSlotsParams(subject)).toBe(allowed));
});

describe('issue 29 point 15: the farmer books and cancels 3 h ahead, within his deal’s window', () => {
  const now = new Date('2026-08-10T05:00:00Z');
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it.each<[string, Date, string, string | null]>([
    ['3 h ahead, in the window', hours(3), '2026-08-10', null],
    ['2 h 59 ahead', hours(2.99), '2026-08-10', QUEUE_MSG.bookTooSoon(3)],
    ['a day before the window', hours(20), '2026-08-09', QUEUE_MSG.outsideDeliveryWindow],
    ['a day after the window', hours(200), '2026-08-13', QUEUE_MSG.outsideDeliveryWindow],
  ])('booking %s', (_, startAt, date, refusal) =>
    expect(farmerBookingRefusal({ now, startAt, date, from: '2026-08-10', to: '2026-08-12' })).toBe(refusal),
  );
  it.each<[string, Date, string | null]>([
    ['3 h before the start', hours(3), null],
    ['2 h before the start', hours(2), QUEUE_MSG.cancelTooSoon(3)],
  ])('cancel %s', (_, startAt, refusal) => expect(farmerCancelRefusal({ now, startAt })).toBe(refusal));
});

describe('freeStartTimes: the times a truck may take, nothing about whose the others are', () => {
  const at = (hhmm: string) => new Date(`2026-08-10T${hhmm}:00+03:00`);
  it.each<[string, CapacityDay, Date, number, string[]]>([
    ['every time of an empty day', day('2026-08-10'), NOW, 25, ['08:00', '09:00', '10:00', '11:00']],
    [
      'a full time is left out',
      day('2026-08-10', { used: { [at('09:00').toISOString()]: 2 } }),
      NOW,
      25,
      ['08:00', '10:00', '11:00'],
    ],
    ['from the earliest start on (inclusive)', day('2026-08-10'), at('10:00'), 25, ['10:00', '11:00']],
    ['none when the tonnes are gone', day('2026-08-10', { booked: 90 }), NOW, 25, []],
    [
      'a smaller truck still fits',
      day('2026-08-10', { booked: 90 }),
      NOW,
      10,
      ['08:00', '09:00', '10:00', '11:00'],
    ],
    ['none on a day off', day('2026-08-15'), NOW, 25, []],
  ])('%s', (_, d, earliest, volume, times) =>
    expect(
      freeStartTimes(d, earliest, volume).map((t) =>
        t.startAt.toLocaleTimeString('ru-RU', {
          timeZone: 'Europe/Moscow',
          hour: '2-digit',
          minute: '2-digit',
        }),
      ),
    ).toEqual(times),
  );
});
