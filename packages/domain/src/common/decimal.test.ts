import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal';

describe('parseDecimal: one rule for comma and dot (ADR 0065)', () => {
  it.each([
    ['13', 13],
    ['13,5', 13.5],
    ['13.5', 13.5],
    ['  14500 ', 14500],
    ['12,', 12],
    [',5', 0.5],
    ['-3,25', -3.25],
    ['+7', 7],
    ['0', 0],
  ])('%j is %d', (typed, value) => expect(parseDecimal(typed)).toBe(value));

  it.each(['', '   ', 'abc', '1,2,3', '1.2.3', '1,2.3', '1e3', 'Infinity', '0x1F', '12 т', ',', '-'])(
    '%j is no number',
    (typed) => expect(parseDecimal(typed)).toBeNull(),
  );
});
