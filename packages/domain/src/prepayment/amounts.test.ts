import { describe, expect, it } from 'vitest';
import { formatRoubles, remainingLimit, volumeTonnes } from './amounts';

describe('volume in tonnes (SPEC 9: the requested amount divided by 10000, rounded up)', () => {
  it.each([
    [1, 1],
    [9_999, 1],
    [10_000, 1],
    [10_001, 2],
    [1_500_000, 150],
    [1_500_001, 151],
    [2_345_678, 235],
  ])('%d ₽ → %d t', (amount, tonnes) => expect(volumeTonnes(amount)).toBe(tonnes));
});

describe('remaining limit: the limit minus what is approved or lent and not yet repaid', () => {
  it.each([
    [5_000_000, 0, 5_000_000],
    [5_000_000, 3_000_000, 2_000_000],
    [1_000_000, 3_000_000, -2_000_000],
  ])('limit %d, committed %d → %d', (limit, committed, remaining) =>
    expect(remainingLimit(limit, committed)).toBe(remaining),
  );
});

describe('formatRoubles', () => {
  it('groups thousands with non-breaking spaces', () => {
    expect(formatRoubles(1_500_000)).toBe('1\u00a0500\u00a0000\u00a0₽');
  });
});
