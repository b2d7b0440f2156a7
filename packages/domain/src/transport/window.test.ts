import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { TRANSPORT_MSG } from './messages';
import {
  defaultTransportWindow,
  formatTransportDateTime,
  transportWindowRefusal,
  windowEndFor,
} from './window';

const DAY = 86_400;
const T0 = Date.UTC(2026, 10, 25, 12, 0) / 1000;

describe('SPEC 5 Transport filter window', () => {
  it.each([
    ['both ends', T0, T0 + DAY, null],
    ['end equal to start', T0, T0, null],
    ['exactly 7 days', T0, T0 + 7 * DAY, null],
    ['missing start', null, T0, MSG.required],
    ['missing end', T0, undefined, MSG.required],
    ['end before start', T0, T0 - 60, 'Дата окончания поставки не может быть раньше даты начала поставки'],
    ['over 7 days', T0, T0 + 7 * DAY + 60, TRANSPORT_MSG.windowTooLong],
  ])('%s', (_name, start, end, refusal) => {
    expect(transportWindowRefusal(start, end)).toBe(refusal);
  });

  it('choosing a start sets the end to start plus 1 day', () => {
    expect(windowEndFor(T0)).toBe(T0 + DAY);
  });
});

describe('SPEC 9 default window: today 15:00 to tomorrow 15:00 in the user zone', () => {
  it.each([
    // 2026-11-25 12:00 UTC is 15:00 in Moscow: today is the 25th there.
    ['Moscow', new Date('2026-11-25T12:00:00Z'), 180, '2026-11-25T12:00:00.000Z'],
    // 22:30 UTC is already the 26th in Moscow (01:30).
    ['Moscow after local midnight', new Date('2026-11-25T22:30:00Z'), 180, '2026-11-26T12:00:00.000Z'],
    // Vladivostok +10: 2026-11-25 15:00 UTC is 01:00 on the 26th.
    ['Vladivostok', new Date('2026-11-25T15:00:00Z'), 600, '2026-11-26T05:00:00.000Z'],
    ['Kaliningrad', new Date('2026-11-25T01:00:00Z'), 120, '2026-11-25T13:00:00.000Z'],
  ])('%s', (_name, now, offset, start) => {
    const w = defaultTransportWindow(now, offset);
    expect(new Date(w.start * 1000).toISOString()).toBe(start);
    expect(w.end - w.start).toBe(DAY);
  });

  it('formats DD.MM.YYYY HH:mm on the user clock', () => {
    expect(formatTransportDateTime(T0, 180)).toBe('25.11.2026 15:00');
    expect(formatTransportDateTime(T0, 600)).toBe('25.11.2026 22:00');
  });
});
