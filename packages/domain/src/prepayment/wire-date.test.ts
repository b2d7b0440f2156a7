import { describe, expect, it } from 'vitest';
import { formatUtcDateTime, parseUtcDateTime } from './wire-date';

describe("SPEC 3: created and updatedAt travel as UTC 'DD.MM.YYYY HH:mm'", () => {
  it('formats in UTC whatever the machine zone', () => {
    expect(formatUtcDateTime(new Date('2026-03-05T21:07:59.900Z'))).toBe('05.03.2026 21:07');
  });

  it('reads back the same minute', () => {
    expect(parseUtcDateTime('05.03.2026 21:07')?.toISOString()).toBe('2026-03-05T21:07:00.000Z');
  });

  it.each(['2026-03-05 21:07', '31.02.2026 10:00', '05.03.2026', ''])('refuses %j', (value) =>
    expect(parseUtcDateTime(value)).toBeNull(),
  );
});
