import { describe, expect, it } from 'vitest';
import { slotTimes, utcOffsetMinutes } from './grid';

describe('utcOffsetMinutes (a point’s zone from its region)', () => {
  it.each([
    ['UTC+3', 180],
    ['UTC+5', 300],
    ['UTC+12', 720],
    ['UTC-1', -60],
    ['UTC+5:30', 330],
    [null, 180],
    ['Europe/Moscow', 180],
  ])('%s → %i', (zone, minutes) => expect(utcOffsetMinutes(zone)).toBe(minutes));
});

describe('slotTimes (the slot grid of a point’s day)', () => {
  const day = {
    date: '2026-08-10',
    closed: false,
    openAt: '08:00',
    closeAt: '11:30',
    slotInterval: 60,
    utcOffsetMinutes: 180,
  };
  it('every interval from the opening, none past the closing', () => {
    expect(slotTimes(day).map((t) => [t.startAt.toISOString(), t.endAt.toISOString()])).toEqual([
      ['2026-08-10T05:00:00.000Z', '2026-08-10T06:00:00.000Z'],
      ['2026-08-10T06:00:00.000Z', '2026-08-10T07:00:00.000Z'],
      ['2026-08-10T07:00:00.000Z', '2026-08-10T08:00:00.000Z'],
    ]);
  });
  it.each([
    ['a closed day', { closed: true }],
    ['a zero interval', { slotInterval: 0 }],
    ['an interval longer than the day', { slotInterval: 240 }],
  ])('%s has no slots', (_, change) => expect(slotTimes({ ...day, ...change })).toEqual([]));
  it('the local wall clock of a point in another zone', () => {
    expect(slotTimes({ ...day, utcOffsetMinutes: 420 })[0]?.startAt.toISOString()).toBe(
      '2026-08-10T01:00:00.000Z',
    );
  });
});
