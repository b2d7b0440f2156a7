import { describe, expect, it } from 'vitest';
import {
  checkInBody,
  driverLinkLive,
  formatCheckInCode,
  mapLinkOf,
  normalizeCheckInCode,
} from './driver-link';
import type { SlotStatus } from './statuses';

const endAt = new Date('2026-08-10T06:00:00Z');

describe('the driver’s link lives until the slot ends (issue 29 point 17)', () => {
  it.each<[SlotStatus, string, boolean]>([
    ['SLOT_BOOKED', '2026-08-09T06:00:00Z', true],
    ['SLOT_CAR_ASSIGNED', '2026-08-10T06:00:00Z', true],
    ['SLOT_CAR_ASSIGNED', '2026-08-10T07:00:00Z', true], // late: until it would become a no-show
    ['SLOT_CAR_ASSIGNED', '2026-08-10T07:00:01Z', false],
    ['SLOT_ARRIVED', '2026-08-10T06:30:00Z', true],
    ['SLOT_UNLOADED', '2026-08-10T05:30:00Z', false],
    ['SLOT_CANCELED', '2026-08-10T05:00:00Z', false],
    ['SLOT_NO_SHOW', '2026-08-10T05:00:00Z', false],
  ])('%s at %s → %s', (status, now, live) =>
    expect(driverLinkLive({ status, endAt }, new Date(now))).toBe(live),
  );
});

describe('the check-in code as the gate types it', () => {
  it.each<[string, string | null]>([
    ['12345678', '12345678'],
    ['1234 5678', '12345678'],
    [' 1234-5678 ', '12345678'],
    ['1234567', null],
    ['123456789', null],
    ['1234567a', null],
    ['', null],
  ])('%j → %j', (input, code) => expect(normalizeCheckInCode(input)).toBe(code));

  it('is shown in two groups of four', () => expect(formatCheckInCode('12345678')).toBe('1234 5678'));

  it('the body refuses a non-code in Russian', () => {
    const r = checkInBody.safeParse({ code: '12' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Введите код водителя: 8 цифр');
    expect(checkInBody.parse({ code: '1234 5678' })).toEqual({ code: '12345678' });
  });
});

it('the map link puts a pin at the point (longitude first, as Yandex Maps reads it)', () =>
  expect(mapLinkOf(45.85, 40.12)).toBe('https://yandex.ru/maps/?pt=40.12,45.85&z=15&l=map'));
