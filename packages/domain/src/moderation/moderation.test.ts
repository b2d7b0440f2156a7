import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../status-machine';
import { COMPANY_STATUS_MACHINE, COMPANY_STATUSES, companyCardBody, missingCardFields } from '../companies';
import { missingDocumentCodes, requiredDocumentCodes } from '../documents';

describe('company moderation (SPEC 4; issue 19 point 6)', () => {
  it('allows exactly the moves of the table', () => {
    expect(allowedMoves(COMPANY_STATUS_MACHINE)).toEqual([
      ['NEED_DOCUMENTS', 'ON_MODERATE'],
      ['ON_MODERATE', 'APPROVED'],
      ['ON_MODERATE', 'DECLINED'],
      ['DECLINED', 'ON_MODERATE'],
    ]);
  });

  it.each(
    COMPANY_STATUSES.flatMap((from) => COMPANY_STATUSES.map((to) => [from, to] as const)).filter(
      ([from, to]) => !COMPANY_STATUS_MACHINE.allows(from, to),
    ),
  )('refuses %s → %s with a Russian sentence', (from, to) => {
    expect(COMPANY_STATUS_MACHINE.refusal(from, to)).toMatch(
      /^Нельзя перевести организацию из статуса «.+» в статус «.+»$/,
    );
  });
});

describe('required documents by company type', () => {
  it.each([
    ['COMPANY_TYPE_CORP', ['CHARTER', 'EGRUL_EXTRACT', 'DIRECTOR_ORDER', 'COMPANY_CARD']],
    ['COMPANY_TYPE_INDIVIDUAL', ['PASSPORT', 'OGRNIP_CERTIFICATE', 'COMPANY_CARD']],
    ['COMPANY_TYPE_EMPTY', []],
  ])('%s must provide %j', (type, codes) => {
    expect(requiredDocumentCodes(type)).toEqual(codes);
  });

  it('lists what is still missing, in catalogue order', () => {
    expect(missingDocumentCodes('COMPANY_TYPE_INDIVIDUAL', ['COMPANY_CARD', 'OTHER'])).toEqual([
      'PASSPORT',
      'OGRNIP_CERTIFICATE',
    ]);
  });
});

describe('the company card', () => {
  const card = {
    name: 'ПАО Сбербанк',
    type: 'COMPANY_TYPE_CORP',
    taxCode: '7707083893',
    reasonCode: '773601001',
    code: '1027700132195',
    bankID: '044525225',
    accountNumber: '40702810038000017240',
  };

  it('accepts real requisites', () => {
    expect(companyCardBody.safeParse(card).success).toBe(true);
  });

  it.each([
    ['taxCode', { taxCode: '7707083894' }, 'ИНН организации — 10 цифр с верным контрольным числом'],
    [
      'reasonCode',
      { reasonCode: '77360100' },
      'КПП — 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
    ],
    ['code', { code: '1027700132194' }, 'ОГРН — 13 цифр с верным контрольным числом'],
    [
      'accountNumber',
      { accountNumber: '40702810038000017241' },
      'Расчётный счёт не сходится с БИК: проверьте оба номера',
    ],
    [
      'taxCode',
      { type: 'COMPANY_TYPE_INDIVIDUAL', reasonCode: null, code: null },
      'ИНН индивидуального предпринимателя — 12 цифр с верными контрольными числами',
    ],
  ])('refuses a bad %s with its message', (field, patch, message) => {
    const result = companyCardBody.safeParse({ ...card, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('names the empty fields a submission needs; КПП only for a legal entity', () => {
    expect(
      missingCardFields({ type: 'COMPANY_TYPE_INDIVIDUAL', name: 'ИП', taxCode: '1' }).map((f) => f.field),
    ).toEqual(['code', 'director', 'address', 'bankID', 'bankName', 'accountNumber']);
  });
});
