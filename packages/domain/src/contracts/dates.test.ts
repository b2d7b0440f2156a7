import { describe, expect, it } from 'vitest';
import { compareRuDates, inclusiveDays, isoToRuDate, ruDateToIso } from './dates';

describe('SPEC 9: dates are DD.MM.YYYY', () => {
  it.each([
    ['31.12.2026', '2026-12-31'],
    ['29.02.2028', '2028-02-29'],
    ['01.01.2027', '2027-01-01'],
  ])('%s ↔ %s', (ru, iso) => {
    expect(ruDateToIso(ru)).toBe(iso);
    expect(isoToRuDate(iso)).toBe(ru);
  });

  it.each(['29.02.2027', '31.04.2026', '00.01.2026', '1.1.2026', '2026-01-01', '01.13.2026', ''])(
    'refuses %j',
    (value) => expect(ruDateToIso(value)).toBeNull(),
  );

  it('counts days inclusively', () => {
    expect(inclusiveDays('2026-07-01', '2026-07-01')).toBe(1);
    expect(inclusiveDays('2026-07-01', '2026-07-31')).toBe(31);
    expect(inclusiveDays('2026-07-02', '2026-07-01')).toBe(0);
  });

  it('compares', () => {
    expect(compareRuDates('01.07.2026', '02.07.2026')).toBe(-1);
    expect(compareRuDates('02.07.2026', '02.07.2026')).toBe(0);
    expect(compareRuDates('01.08.2026', '31.07.2026')).toBe(1);
    expect(compareRuDates('bad', '31.07.2026')).toBeNull();
  });
});
