import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@kolos/domain';
import { clearTimeZone, getTimeZone, guessTimeZone, setTimeZone } from './time-zone-store';

const summer = new Date('2026-07-01T12:00:00Z');

afterEach(() => localStorage.clear());

describe('time zone (SPEC 9)', () => {
  it('keeps an offered browser zone', () => {
    expect(guessTimeZone('Asia/Vladivostok', summer)).toBe('Asia/Vladivostok');
  });

  it('maps another zone to the offered zone with the nearest offset', () => {
    expect(guessTimeZone('Europe/Minsk', summer)).toBe('Europe/Moscow');
    expect(guessTimeZone('Asia/Yekaterinburg', summer)).toBe('Asia/Ashgabat');
    expect(guessTimeZone('Asia/Novosibirsk', summer)).toBe('Asia/Bangkok');
  });

  it('falls back to the default when nothing offered is near', () => {
    expect(guessTimeZone('America/New_York', summer)).toBe(DEFAULT_TIME_ZONE);
  });

  it('saves the chosen zone and forgets it on clear', () => {
    setTimeZone('Asia/Magadan');
    expect(getTimeZone()).toBe('Asia/Magadan');
    clearTimeZone();
    expect(localStorage.getItem('kolos.timeZone')).not.toBe('Asia/Magadan');
  });

  it('reading the zone after a clear does not store it again (sign-out, SPEC 4)', () => {
    setTimeZone('Asia/Magadan');
    clearTimeZone();
    getTimeZone();
    expect(localStorage.getItem('kolos.timeZone')).toBeNull();
  });
});
