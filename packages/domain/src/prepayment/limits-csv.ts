import { csvRecord } from '../csv';
import { isValidInn } from '../common/inn';
import { formatRoubles, MAX_AMOUNT } from './amounts';
import { PREPAYMENT_MSG } from './messages';
import { PRODUCT_ALIASES, type ProductAlias } from './statuses';

/**
 * The limits file (docs/prepayment.md): one line per farmer company and product, the header in
 * any column order. The same columns serve the template, the import, the error file and the export.
 */
export const LIMIT_COLUMNS = ['inn', 'companyName', 'limit', 'insureCompany', 'productAlias'] as const;
export type LimitColumn = (typeof LIMIT_COLUMNS)[number];

export const LIMIT_COLUMN_TITLES: Record<LimitColumn, string> = {
  inn: 'ИНН',
  companyName: 'Наименование',
  limit: 'Лимит, ₽',
  insureCompany: 'Страховая компания',
  productAlias: 'Продукт',
};

/** Extra columns of the error file: where the line was and why it was refused. */
export const ERROR_FILE_TITLES = { line: 'Строка', reason: 'Ошибка' } as const;

const normalizeTitle = (title: string): string =>
  title
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9]/g, '');

/** Header names people and banks actually write, compared without case, spaces and punctuation. */
const TITLE_ALIASES: Record<LimitColumn, string[]> = {
  inn: ['инн', 'inn', 'taxcode'],
  companyName: [
    'наименование',
    'название',
    'организация',
    'компания',
    'наименованиеорганизации',
    'companyname',
    'name',
  ],
  limit: ['лимит', 'лимитруб', 'лимитрублей', 'суммалимита', 'limit'],
  insureCompany: ['страховаякомпания', 'страховщик', 'страхователь', 'insurecompany', 'insurer'],
  productAlias: ['продукт', 'productalias', 'product'],
};

export type HeaderMap = Record<LimitColumn, number>;

/** Where each column is in the header row, or null when any of the five is missing. */
export function mapLimitHeader(cells: readonly string[]): HeaderMap | null {
  const normalized = cells.map(normalizeTitle);
  const map: Partial<HeaderMap> = {};
  for (const column of LIMIT_COLUMNS) {
    const index = normalized.findIndex((t) => TITLE_ALIASES[column].includes(t));
    if (index < 0) return null;
    map[column] = index;
  }
  return map as HeaderMap;
}

const INN_LENGTH = 'ИНН должен состоять из 10 или 12 цифр';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * ИНН: 10 digits (company) or 12 (person, sole trader) with a valid checksum. Excel turns an
 * ИНН into a number and drops a leading zero, so 9 or 11 digits that become valid with it are taken.
 */
export function parseInn(raw: string): Parsed<string> {
  const value = raw.replace(/[\s\u00a0]/g, '');
  if (!value) return { ok: false, error: 'Не указан ИНН' };
  if (!/^\d+$/.test(value)) return { ok: false, error: INN_LENGTH };
  if (value.length === 9 || value.length === 11) {
    const padded = `0${value}`;
    return isValidInn(padded) ? { ok: true, value: padded } : { ok: false, error: INN_LENGTH };
  }
  if (value.length !== 10 && value.length !== 12) return { ok: false, error: INN_LENGTH };
  if (!isValidInn(value)) return { ok: false, error: 'Неверный ИНН: не сходится контрольное число' };
  return { ok: true, value };
}

/** A limit in whole roubles: '1 500 000', '1500000', '1500000,00' are the same positive integer. */
export function parseLimitAmount(raw: string): Parsed<number> {
  const value = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/(₽|руб\.?|р\.)$/i, '');
  if (!value) return { ok: false, error: 'Не указан лимит' };
  const whole = /^(\d+)(?:[.,]0+)?$/.exec(value);
  if (!whole) {
    return {
      ok: false,
      error: /^\d+[.,]\d+$/.test(value)
        ? 'Лимит должен быть целым числом рублей'
        : 'Лимит должен быть положительным целым числом рублей',
    };
  }
  const amount = Number(whole[1]);
  if (amount <= 0) return { ok: false, error: 'Лимит должен быть положительным целым числом рублей' };
  if (amount > MAX_AMOUNT)
    return { ok: false, error: `Лимит не может превышать ${formatRoubles(MAX_AMOUNT)}` };
  return { ok: true, value: amount };
}

export function parseProductAlias(raw: string): Parsed<ProductAlias> {
  const value = raw.trim();
  if (!value) return { ok: false, error: 'Не указан продукт: AgroAvans или AvansSObespech' };
  const alias = PRODUCT_ALIASES.find((a) => a.toLowerCase() === value.toLowerCase());
  return alias
    ? { ok: true, value: alias }
    : { ok: false, error: `Неизвестный продукт «${value}»: укажите AgroAvans или AvansSObespech` };
}

export const MAX_NAME_LENGTH = 300;

/** A bank's limits file is a few thousand lines; 5 MB leaves room and stops a wrong file early. */
export const LIMITS_FILE_MAX_MB = 5;

/** One good line of the limits file. */
export interface LimitLine {
  inn: string;
  companyName: string;
  limit: number;
  insureCompany: string | null;
  productAlias: ProductAlias;
}

/** Checks one line's cells; every fault of the line is reported, joined with '; '. */
export function parseLimitLine(cells: Record<LimitColumn, string>): Parsed<LimitLine> {
  if (Object.values(cells).some((cell) => cell.includes('\u0000'))) {
    return { ok: false, error: PREPAYMENT_MSG.nulInLine };
  }
  const inn = parseInn(cells.inn);
  const limit = parseLimitAmount(cells.limit);
  const productAlias = parseProductAlias(cells.productAlias);
  const companyName = cells.companyName.trim();
  const insurer = cells.insureCompany.trim();
  const errors = [inn, limit, productAlias].flatMap((p) => (p.ok ? [] : [p.error]));
  if (companyName.length > MAX_NAME_LENGTH || insurer.length > MAX_NAME_LENGTH) {
    errors.push(`Наименование и страховая компания — не длиннее ${MAX_NAME_LENGTH} символов`);
  }
  if (!inn.ok || !limit.ok || !productAlias.ok || errors.length > 0) {
    return { ok: false, error: errors.join('; ') };
  }
  return {
    ok: true,
    value: {
      inn: inn.value,
      companyName,
      limit: limit.value,
      // '-' is how the list and the export show "no insurer"; it reads back as none.
      insureCompany: insurer === '' || insurer === '-' ? null : insurer,
      productAlias: productAlias.value,
    },
  };
}

/** SPEC 8 Limits import report: which of the dialog's three views an answer gets. */
export type ImportOutcome = 'success' | 'partial' | 'failure';

export function importOutcome({ total, successed }: { total: number; successed: number }): ImportOutcome {
  if (successed > 0 && successed === total) return 'success';
  if (successed > 0) return 'partial';
  return 'failure';
}

/** The template the screen offers: the header row as Russian Excel writes it (';'-separated). */
export const LIMITS_TEMPLATE_CSV = csvRecord(LIMIT_COLUMNS.map((c) => LIMIT_COLUMN_TITLES[c]));
