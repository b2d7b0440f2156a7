import { describe, expect, it } from 'vitest';
import { normalizePlate, plateKey, plateRefusal } from './plate';
import { parseTransportDateTime, zoneOffsetMinutes } from './zone';

describe('issue 18: a plate shown by the SPEC 5 rule, kept once by its key', () => {
  it.each([
    ['а123вс  123', 'А123ВС 123', 'А123ВС123'],
    [' A123BC 123 ', 'A123BC 123', 'А123ВС123'],
    ['ек-4512 23', 'ЕК4512 23', 'ЕК451223'],
    ['ё001ёё 77', 'Ё001ЁЁ 77', 'Е001ЕЕ77'],
    ['x111xx77', 'X111XX77', 'Х111ХХ77'],
  ])('%s → shown %s, key %s', (typed, shown, key) => {
    expect(normalizePlate(typed)).toBe(shown);
    expect(plateKey(typed)).toBe(key);
  });

  it.each([
    ['А123ВС 123', null],
    ['ЕК-4512 23', null],
    ['', null],
    ['А12#3', 'Номер может содержать только буквы, цифры и пробелы'],
    ['=1+2', 'Номер может содержать только буквы, цифры и пробелы'],
    ['АВВГ', 'Номер должен содержать цифры'],
  ])('a plate read from a file: %s → %s', (raw, refusal) => {
    expect(plateRefusal(raw)).toBe(refusal);
  });
});

describe("the user's zone: offsets and DD.MM.YYYY HH:mm on its clock", () => {
  it.each([
    ['Europe/Moscow', 180],
    ['Europe/Kaliningrad', 120],
    ['Asia/Vladivostok', 600],
    ['UTC', 0],
  ])('%s is %i minutes ahead', (zone, offset) => {
    expect(zoneOffsetMinutes(zone, Date.UTC(2026, 10, 25))).toBe(offset);
  });

  it('an unknown zone has no offset', () => {
    expect(zoneOffsetMinutes('Mars/Base', 0)).toBeNull();
  });

  it.each([
    ['25.11.2026 15:00', 'Europe/Moscow', '2026-11-25T12:00:00.000Z'],
    ['01.01.2027 00:30', 'Asia/Vladivostok', '2026-12-31T14:30:00.000Z'],
    [' 25.11.2026 15:00 ', 'UTC', '2026-11-25T15:00:00.000Z'],
  ])('%s in %s is %s', (text, zone, iso) => {
    expect(new Date(parseTransportDateTime(text, zone)! * 1000).toISOString()).toBe(iso);
  });

  it.each(['31.02.2026 10:00', '25.11.2026 24:00', '2026-11-25 15:00', '25.11.26 15:00', ''])(
    '%s is no date-time',
    (text) => {
      expect(parseTransportDateTime(text, 'Europe/Moscow')).toBeNull();
    },
  );
});
