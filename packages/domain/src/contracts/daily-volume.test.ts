import { describe, expect, it } from 'vitest';
import { dailyVolume } from './daily-volume';

describe('SPEC 5: daily volume = total volume / inclusive count of days, rounded (the whole volume if one day)', () => {
  it.each([
    [1000, '01.07.2026', '01.07.2026', 1000],
    [1000, '01.07.2026', '02.07.2026', 500],
    [1000, '01.07.2026', '10.07.2026', 100],
    [1000, '01.07.2026', '03.07.2026', 333],
    [500, '01.07.2026', '03.07.2026', 167],
    [3000, '01.07.2026', '31.07.2026', 97],
    // across a month end and a leap day
    [290, '01.02.2028', '29.02.2028', 10],
    [62, '28.02.2027', '01.03.2027', 31],
    // across the year end
    [100, '31.12.2026', '01.01.2027', 50],
    [1, '01.07.2026', '05.07.2026', 0],
  ])('%i t from %s to %s → %i t/day', (quantity, start, end, expected) =>
    expect(dailyVolume(quantity, start, end)).toBe(expected),
  );

  it.each([
    [null, '01.07.2026', '02.07.2026'],
    [1000, null, '02.07.2026'],
    [1000, '01.07.2026', ''],
    [1000, '02.07.2026', '01.07.2026'],
    [1000, '31.02.2026', '01.03.2026'],
    [Number.NaN, '01.07.2026', '02.07.2026'],
  ])('stays empty for %j, %j, %j', (quantity, start, end) =>
    expect(dailyVolume(quantity, start, end)).toBeNull(),
  );
});
