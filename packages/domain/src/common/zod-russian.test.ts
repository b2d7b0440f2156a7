import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installRussianErrors } from './zod-russian';
import { NUL_MESSAGE, text } from './text';

beforeAll(installRussianErrors);

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** No word of zod's English vocabulary may reach a user. */
const ENGLISH =
  /\b(Invalid|expected|received|input|option|Too|small|big|string|number|object|array|key|element|union)\b/;

describe('Russian zod messages (issue 12, point 6)', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['missing', z.object({ a: z.string() }), {}, 'Заполните поле'],
    ['null object', z.object({ a: z.string() }), null, 'Ожидается набор полей'],
    ['wrong type', z.number(), 'x', 'Ожидается число'],
    ['boolean', z.boolean(), 1, 'Ожидается значение «да» или «нет»'],
    ['list', z.array(z.string()), 'x', 'Ожидается список'],
    ['empty text', z.string().min(1), '', 'Заполните поле'],
    ['short text', z.string().min(3), 'ab', 'Нужно не меньше 3 символов'],
    ['long text', z.string().max(2), 'abc', 'Допускается не больше 2 символов'],
    ['one character', z.string().max(21), 'x'.repeat(22), 'Допускается не больше 21 символа'],
    ['exact length', z.string().length(5), 'ab', 'Нужно ровно 5 символов'],
    ['small number', z.number().min(0), -1, 'Значение должно быть не меньше 0'],
    ['big number', z.number().lt(10), 10, 'Значение должно быть меньше 10'],
    ['empty list', z.array(z.string()).min(1), [], 'Выберите хотя бы одно значение'],
    ['long list', z.array(z.string()).max(1), ['a', 'b'], 'Допускается не больше 1 элемента'],
    ['early date', z.date().min(new Date(Date.UTC(2024, 0, 2))), new Date(0), 'Дата не раньше 02.01.2024'],
    ['uuid', z.uuid(), 'nope', 'Неверный идентификатор'],
    ['email', z.email(), 'nope', 'Введён неверный формат почты'],
    ['iso date', z.iso.date(), '2024-13-45', 'Неверный формат даты'],
    ['regex', z.string().regex(/^\d+$/), 'x', 'Неверный формат'],
    ['multiple', z.number().multipleOf(5), 7, 'Значение должно быть кратно 5'],
    ['enum', z.enum(['ASC', 'DESC']), 'UP', 'Допустимые значения: ASC, DESC'],
    ['literal', z.literal('a'), 'b', 'Неверное значение'],
    ['unknown key', z.strictObject({}), { a: 1 }, 'Лишнее поле'],
    ['union', z.union([z.string(), z.number()]), true, 'Неверное значение'],
    ['record key', z.record(z.string().min(2), z.string()), { b: 'x' }, 'Неверное имя поля'],
    ['map element', z.map(z.string(), z.number()), new Map([['a', 'x']]), 'Ожидается число'],
    ['set element', z.set(z.number()), new Set(['x']), 'Ожидается число'],
    ['custom', z.string().refine(() => false), 'x', 'Неверное значение'],
  ])('%s', (_, schema, input, message) => {
    const got = messages(schema, input);
    expect(got[0]).toBe(message);
    for (const m of got) expect(m).not.toMatch(ENGLISH);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages(z.string({ error: 'Своё' }), 1)).toEqual(['Своё']);
    expect(messages(z.string().min(2, 'Своё'), 'a')).toEqual(['Своё']);
  });

  it('refuses NUL in a shared text and keeps the string API', () => {
    expect(messages(text(), 'a\u0000b')).toEqual([NUL_MESSAGE]);
    expect(messages(text().min(1).max(3), 'ab')).toEqual([]);
    expect(text().trim().parse('  x ')).toBe('x');
  });
});
