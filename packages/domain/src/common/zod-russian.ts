import { z } from 'zod';
import { MSG } from './messages';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** Russian plural of a count: 1 символ, 2 символа, 5 символов. */
function plural(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(count) % 100;
  if (n >= 11 && n <= 19) return many;
  if (n % 10 === 1) return one;
  if (n % 10 >= 2 && n % 10 <= 4) return few;
  return many;
}

const EXPECTED: Record<string, string> = {
  string: 'Ожидается текст',
  number: 'Ожидается число',
  int: 'Ожидается целое число',
  bigint: 'Ожидается целое число',
  nan: 'Ожидается число',
  boolean: 'Ожидается значение «да» или «нет»',
  date: 'Ожидается дата',
  array: 'Ожидается список',
  tuple: 'Ожидается список',
  set: 'Ожидается список',
  object: 'Ожидается набор полей',
  record: 'Ожидается набор полей',
  map: 'Ожидается набор полей',
  file: 'Ожидается файл',
  null: 'Поле должно быть пустым',
};

const FORMAT: Record<string, string> = {
  email: MSG.badEmail,
  url: 'Неверный формат ссылки',
  date: 'Неверный формат даты',
  datetime: 'Неверный формат даты и времени',
  time: 'Неверный формат времени',
  duration: 'Неверный формат продолжительности',
  e164: 'Неверный формат номера телефона',
};

/** Identifier formats: whatever their flavour, the user sees one text. */
const ID_FORMATS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
]);

const asDate = (value: number | bigint) =>
  new Date(Number(value)).toLocaleDateString('ru-RU', { timeZone: 'UTC' });

const UNITS: Record<string, [string, string, string, string]> = {
  string: ['символ', 'символа', 'символов', 'символа'],
  file: ['байт', 'байта', 'байт', 'байта'],
};
const ELEMENTS: [string, string, string, string] = ['элемент', 'элемента', 'элементов', 'элемента'];

/**
 * How many of what a size names: characters of a string, elements of a list, bytes of a file —
 * after "не меньше" in the genitive (3 символов, 1 символа), after "ровно" as counted (3 символа).
 */
function amount(origin: string, value: number | bigint, genitive: boolean): string {
  const n = Number(value);
  const [one, few, many, genitiveOne] = UNITS[origin] ?? ELEMENTS;
  if (!genitive) return `${n} ${plural(n, one, few, many)}`;
  return `${n} ${plural(n, genitiveOne, many, many)}`;
}

const SIZED = new Set(['string', 'array', 'set', 'map', 'file']);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum, inclusive, exact } = issue;
  if (origin === 'date') return `Дата не раньше ${asDate(minimum)}`;
  if (SIZED.has(origin)) {
    if (Number(minimum) <= 1 && !exact)
      return origin === 'string' ? MSG.required : 'Выберите хотя бы одно значение';
    return exact
      ? `Нужно ровно ${amount(origin, minimum, false)}`
      : `Нужно не меньше ${amount(origin, minimum, true)}`;
  }
  return inclusive ? `Значение должно быть не меньше ${minimum}` : `Значение должно быть больше ${minimum}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive, exact } = issue;
  if (origin === 'date') return `Дата не позже ${asDate(maximum)}`;
  if (SIZED.has(origin)) {
    return exact
      ? `Нужно ровно ${amount(origin, maximum, false)}`
      : `Допускается не больше ${amount(origin, maximum, true)}`;
  }
  return inclusive ? `Значение должно быть не больше ${maximum}` : `Значение должно быть меньше ${maximum}`;
}

/** A list of allowed values is shown when it is short enough to read; they are the API's own tokens. */
function oneOf(values: readonly unknown[]): string {
  if (values.length === 1) return 'Неверное значение';
  if (values.length > 6) return 'Выберите значение из списка';
  return `Допустимые значения: ${values.map(String).join(', ')}`;
}

/**
 * The Russian text of every zod issue kind, short and fit to show (SPEC 8 style). The field a text
 * belongs to travels separately (the API's `detail[].field`, a form's control), so no text names it.
 * A schema's own message always wins: zod asks this map last.
 */
export const russianErrors = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return MSG.required;
      if (issue.input === null && !['object', 'record', 'map'].includes(issue.expected)) return MSG.required;
      return EXPECTED[issue.expected] ?? 'Неверное значение';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (ID_FORMATS.has(issue.format)) return 'Неверный идентификатор';
      return FORMAT[issue.format] ?? 'Неверный формат';
    case 'not_multiple_of':
      return `Значение должно быть кратно ${issue.divisor}`;
    case 'unrecognized_keys':
      return 'Лишнее поле';
    case 'invalid_union':
      return 'Неверное значение';
    case 'invalid_key':
      return 'Неверное имя поля';
    case 'invalid_element':
      return 'Неверный элемент списка';
    case 'invalid_value':
      return oneOf(issue.values);
    case 'custom':
      return 'Неверное значение';
    default:
      return 'Неверное значение';
  }
};

/**
 * Makes Russian the language of every zod message in this process: the API calls it when it
 * builds the server, the web app at its entry, so forms and answers say the same thing.
 */
export function installRussianErrors(): void {
  z.config({ localeError: russianErrors });
}
