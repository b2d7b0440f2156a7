import { describe, expect, it } from 'vitest';
import {
  importOutcome,
  LIMITS_TEMPLATE_CSV,
  mapLimitHeader,
  parseInn,
  parseLimitAmount,
  parseLimitLine,
  parseProductAlias,
} from './limits-csv';

describe('ИНН of a limits line: 10 or 12 digits with the checksum', () => {
  it.each([
    ['7707083893', '7707083893'],
    [' 7707 083893 ', '7707083893'],
    ['500100732259', '500100732259'],
    // Excel drops the leading zero of an ИНН it took for a number
    ['274062111', '0274062111'],
  ])('%j is taken as %s', (raw, inn) => expect(parseInn(raw)).toEqual({ ok: true, value: inn }));

  it.each([
    ['', 'Не указан ИНН'],
    ['77070838ab', 'ИНН должен состоять из 10 или 12 цифр'],
    ['770708389', 'ИНН должен состоять из 10 или 12 цифр'],
    ['1234567', 'ИНН должен состоять из 10 или 12 цифр'],
    ['7707083894', 'Неверный ИНН: не сходится контрольное число'],
    ['500100732258', 'Неверный ИНН: не сходится контрольное число'],
  ])('%j is refused: %s', (raw, error) => expect(parseInn(raw)).toEqual({ ok: false, error }));
});

describe('limit amount in whole roubles', () => {
  it.each([
    ['1500000', 1_500_000],
    ['1 500 000', 1_500_000],
    ['1\u00a0500\u00a0000', 1_500_000],
    ['1500000,00', 1_500_000],
    ['1500000.0', 1_500_000],
    ['1 500 000 ₽', 1_500_000],
  ])('%j → %d', (raw, value) => expect(parseLimitAmount(raw)).toEqual({ ok: true, value }));

  it.each([
    ['', 'Не указан лимит'],
    ['0', 'Лимит должен быть положительным целым числом рублей'],
    ['-100', 'Лимит должен быть положительным целым числом рублей'],
    ['много', 'Лимит должен быть положительным целым числом рублей'],
    ['1500000,50', 'Лимит должен быть целым числом рублей'],
    ['1000000000001', 'Лимит не может превышать 1\u00a0000\u00a0000\u00a0000\u00a0000\u00a0₽'],
  ])('%j is refused: %s', (raw, error) => expect(parseLimitAmount(raw)).toEqual({ ok: false, error }));
});

describe('product alias', () => {
  it.each([
    ['AgroAvans', 'AgroAvans'],
    [' agroavans ', 'AgroAvans'],
    ['AVANSSOBESPECH', 'AvansSObespech'],
  ])('%j → %s', (raw, value) => expect(parseProductAlias(raw)).toEqual({ ok: true, value }));

  it('refuses anything else', () => {
    expect(parseProductAlias('Аванс')).toEqual({
      ok: false,
      error: 'Неизвестный продукт «Аванс»: укажите AgroAvans или AvansSObespech',
    });
  });
});

describe('header row in any column order', () => {
  it('finds the template columns', () => {
    expect(mapLimitHeader(LIMITS_TEMPLATE_CSV.trim().split(';'))).toEqual({
      inn: 0,
      companyName: 1,
      limit: 2,
      insureCompany: 3,
      productAlias: 4,
    });
  });

  it('takes other spellings and orders', () => {
    expect(mapLimitHeader(['Продукт', 'лимит (руб)', 'inn', 'Страховщик', 'НАЗВАНИЕ'])).toEqual({
      inn: 2,
      companyName: 4,
      limit: 1,
      insureCompany: 3,
      productAlias: 0,
    });
  });

  it('is null when a column is missing', () => {
    expect(mapLimitHeader(['ИНН', 'Наименование', 'Лимит', 'Продукт'])).toBeNull();
  });
});

describe('a whole line', () => {
  const good = {
    inn: '7707083893',
    companyName: ' ООО «Нива» ',
    limit: '2 000 000',
    insureCompany: '-',
    productAlias: 'AgroAvans',
  };

  it("trims, and reads '-' as no insurer", () => {
    expect(parseLimitLine(good)).toEqual({
      ok: true,
      value: {
        inn: '7707083893',
        companyName: 'ООО «Нива»',
        limit: 2_000_000,
        insureCompany: null,
        productAlias: 'AgroAvans',
      },
    });
  });

  it('reports every fault of the line', () => {
    expect(parseLimitLine({ ...good, inn: '7707083894', limit: '0', productAlias: '' })).toEqual({
      ok: false,
      error:
        'Неверный ИНН: не сходится контрольное число; Лимит должен быть положительным целым числом рублей; ' +
        'Не указан продукт: AgroAvans или AvansSObespech',
    });
  });
});

describe('SPEC 8 Limits import report: three outcomes', () => {
  it.each([
    [{ total: 3, successed: 3 }, 'success'],
    [{ total: 3, successed: 2 }, 'partial'],
    [{ total: 3, successed: 0 }, 'failure'],
    [{ total: 0, successed: 0 }, 'failure'],
  ] as const)('%j → %s', (counts, outcome) => expect(importOutcome(counts)).toBe(outcome));
});
