import { describe, expect, it } from 'vitest';
import { CLEARED, patchForEnd, patchForStart, readWindowEnd } from './window-url';

const T0 = 1_944_000_000;

describe('the window in the URL (SPEC 5 Transport filter)', () => {
  it.each([
    ['absent: the default', undefined, 7, 7],
    ['cleared: empty', CLEARED, 7, null],
    ['seconds', String(T0), 7, T0],
    ['hand-edited nonsense: the default', '12.08.2031', 7, 7],
  ])('%s', (_name, raw, fallback, expected) => {
    expect(readWindowEnd(raw, fallback)).toBe(expected);
  });

  it('a start sets the end a day later; a cleared start keeps the end', () => {
    expect(patchForStart(T0, T0 + 5)).toEqual({ start: String(T0), end: String(T0 + 86_400) });
    expect(patchForStart(null, T0 + 5)).toEqual({ start: CLEARED, end: String(T0 + 5) });
  });

  it('an end keeps the start as it is shown (the default too)', () => {
    expect(patchForEnd(T0, null)).toEqual({ start: String(T0), end: CLEARED });
  });
});
