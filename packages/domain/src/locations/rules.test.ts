import { describe, expect, it } from 'vitest';
import {
  defaultScales,
  formatCoordinate,
  formatPosition,
  formatWorkingDays,
  isOpenBeforeClose,
  minutesOf,
  roundCoordinate,
} from './rules';

describe('opening before closing (SPEC 5)', () => {
  it.each<[string | null, string | null, boolean]>([
    ['07:00', '19:00', true],
    ['00:00', '23:59', true],
    ['19:00', '07:00', false],
    ['08:00', '08:00', false],
    ['08:00', '08:01', true],
    // An unset time is "required", not "out of order".
    [null, '07:00', true],
    ['07:00', '', true],
  ])('%s–%s → %s', (open, close, expected) => expect(isOpenBeforeClose(open, close)).toBe(expected));

  it('reads HH:mm only', () => {
    expect(minutesOf('06:30')).toBe(390);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('6:30')).toBeNull();
  });
});

describe('coordinates (SPEC 9: shown to 4 decimals)', () => {
  it.each([
    [55.76, '55.7600'],
    [37.123456, '37.1235'],
    [-0.00004, '-0.0000'],
  ])('%s → %s', (v, s) => expect(formatCoordinate(v)).toBe(s));

  it('rounds a map click to what the form shows', () => {
    expect(roundCoordinate(45.123456789)).toBe(45.1235);
    expect(formatPosition({ latitude: 55.76, longitude: 37.64 })).toBe('55.7600, 37.6400');
  });
});

describe('the weighing-point toggle (SPEC 2.14, 9)', () => {
  it('adds scales open 06:00–20:00 where the point stands', () => {
    expect(defaultScales({ latitude: 45.1, longitude: 40.2 })).toEqual({
      address: '',
      position: { latitude: 45.1, longitude: 40.2 },
      schedule: { openAt: '06:00', closeAt: '20:00' },
      length: null,
      warehouseHeight: null,
      isActive: true,
    });
  });
});

describe('working days as a timetable writes them', () => {
  it.each<[string[], string]>([
    [['MON', 'TUE', 'WED', 'THU', 'FRI'], 'Пн–Пт'],
    [['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], 'Ежедневно'],
    [['MON', 'WED', 'FRI'], 'Пн, Ср, Пт'],
    [['SAT', 'SUN'], 'Сб, Вс'],
    [['MON', 'TUE', 'WED', 'SAT'], 'Пн–Ср, Сб'],
    [['SUN', 'MON'], 'Пн, Вс'],
    [[], ''],
  ])('%j → %s', (days, text) => expect(formatWorkingDays(days)).toBe(text));
});
