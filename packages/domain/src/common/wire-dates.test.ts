import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages';
import {
  WIRE_DATE_FORMATS,
  WIRE_DATE_MSG,
  readWireDay,
  readWireInstant,
  specDay,
  specInstant,
  wireDay,
  wireInstant,
} from './wire-dates';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('ADR 0077: a day reads from DD.MM.YYYY (SPEC 3) and from YYYY-MM-DD (ISO 8601)', () => {
  it.each([
    ['31.12.2026', '2026-12-31'],
    ['2026-12-31', '2026-12-31'],
    ['29.02.2028', '2028-02-29'],
    ['2028-02-29', '2028-02-29'],
  ])('%s is the day %s', (value, day) => expect(readWireDay(value)).toBe(day));

  it.each([
    '31.02.2026',
    '2026-02-30',
    '2026-13-01',
    '1.1.2026',
    '2026-1-1',
    '31.12.2026 10:00',
    '2026-12-31T00:00Z',
    '',
  ])('refuses %j', (value) => expect(readWireDay(value)).toBeNull());

  it.each([
    ['specDay answers DD.MM.YYYY', specDay(), '31.12.2026'],
    ['wireDay answers YYYY-MM-DD', wireDay(), '2026-12-31'],
  ])('%s whichever form came in', (_, schema, answer) => {
    expect(schema.parse('31.12.2026')).toBe(answer);
    expect(schema.parse('2026-12-31')).toBe(answer);
  });
});

describe('ADR 0077: an instant reads from DD.MM.YYYY HH:mm in UTC (SPEC 3) and from ISO 8601', () => {
  it.each([
    ['05.03.2026 21:07', '2026-03-05T21:07:00.000Z'],
    ['2026-03-05T21:07:00Z', '2026-03-05T21:07:00.000Z'],
    ['2026-03-06T00:07:00+03:00', '2026-03-05T21:07:00.000Z'],
    ['2026-03-05T21:07:30.500Z', '2026-03-05T21:07:30.500Z'],
  ])('%s is %s', (value, iso) => expect(readWireInstant(value)?.toISOString()).toBe(iso));

  it.each(['2026-03-05 21:07', '2026-03-05T21:07:00', '31.02.2026 10:00', '05.03.2026', '2026-03-05', ''])(
    'refuses %j',
    (value) => expect(readWireInstant(value)).toBeNull(),
  );

  it.each([
    ['specInstant answers DD.MM.YYYY HH:mm in UTC', specInstant(), '05.03.2026 21:07'],
    ['wireInstant answers ISO 8601 in UTC', wireInstant(), '2026-03-05T21:07:00.000Z'],
  ])('%s whichever form came in', (_, schema, answer) => {
    expect(schema.parse('05.03.2026 21:07')).toBe(answer);
    expect(schema.parse('2026-03-06T00:07:00+03:00')).toBe(answer);
  });
});

describe('ADR 0077: bad dates are refused in Russian', () => {
  it.each([
    ['specDay', specDay(), '2026-02-30', WIRE_DATE_MSG.day],
    ['wireDay', wireDay(), '31/12/2026', WIRE_DATE_MSG.day],
    ['specInstant', specInstant(), '2026-03-05 21:07', WIRE_DATE_MSG.instant],
    ['wireInstant', wireInstant(), 'завтра', WIRE_DATE_MSG.instant],
    ['specDay', specDay(), 20261231, WIRE_DATE_MSG.day],
    ['wireDay', wireDay(), '', MSG.required],
    ['wireInstant', wireInstant(), undefined, MSG.required],
  ])('%s refuses %j: %s', (_, schema, value, message) => expect(firstMessage(schema, value)).toBe(message));

  it("an area's own message replaces the default", () => {
    expect(firstMessage(wireDay('Неверная дата: ожидается ГГГГ-ММ-ДД'), 'x')).toBe(
      'Неверная дата: ожидается ГГГГ-ММ-ДД',
    );
  });
});

describe('ADR 0077: each helper tells its format in the OpenAPI description', () => {
  it.each([
    [specDay(), WIRE_DATE_FORMATS.specDay],
    [wireDay(), WIRE_DATE_FORMATS.wireDay],
    [specInstant(), WIRE_DATE_FORMATS.specInstant],
    [wireInstant(), WIRE_DATE_FORMATS.wireInstant],
  ])('%#: %s', (schema, format) => {
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.type).toBe('string');
    expect(json.description).toContain(format);
  });
});
