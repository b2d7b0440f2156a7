import { describe, expect, it } from 'vitest';
import {
  accountRefusal,
  bikRefusal,
  innRefusal,
  kppRefusal,
  ogrnRefusal,
  REQUISITE_MSG as M,
} from './requisites';

// Real requisites published by the companies themselves: ПАО Сбербанк (ИНН 7707083893,
// КПП 773601001, ОГРН 1027700132195, БИК 044525225, корр. счёт 30101810400000000225);
// ПАО «Газпром» (ИНН 7736050003, ОГРН 1027700070518).
describe('ИНН by company type', () => {
  it.each([
    ['7707083893', 'COMPANY_TYPE_CORP', null],
    ['7736050003', 'COMPANY_TYPE_CORP', null],
    ['7707083894', 'COMPANY_TYPE_CORP', M.innCorp],
    ['770708389', 'COMPANY_TYPE_CORP', M.innCorp],
    ['500100732259', 'COMPANY_TYPE_INDIVIDUAL', null],
    ['500100732258', 'COMPANY_TYPE_INDIVIDUAL', M.innIndividual],
    ['7707083893', 'COMPANY_TYPE_INDIVIDUAL', M.innIndividual],
    ['500100732259', 'COMPANY_TYPE_CORP', M.innCorp],
  ] as const)('%s as %s', (inn, kind, refusal) => {
    expect(innRefusal(inn, kind)).toBe(refusal);
  });
});

describe('КПП', () => {
  it.each([
    ['773601001', null],
    ['7736AB001', null],
    ['77360100', M.kpp],
    ['7736ab001', M.kpp],
    ['77360100a', M.kpp],
  ])('%s', (kpp, refusal) => expect(kppRefusal(kpp)).toBe(refusal));
});

describe('ОГРН and ОГРНИП check digits', () => {
  it.each([
    ['1027700132195', 'COMPANY_TYPE_CORP', null],
    ['1027700070518', 'COMPANY_TYPE_CORP', null],
    ['1027700132196', 'COMPANY_TYPE_CORP', M.ogrn],
    ['102770013219', 'COMPANY_TYPE_CORP', M.ogrn],
    ['304500116000157', 'COMPANY_TYPE_INDIVIDUAL', null],
    ['304500116000158', 'COMPANY_TYPE_INDIVIDUAL', M.ogrnip],
    ['1027700132195', 'COMPANY_TYPE_INDIVIDUAL', M.ogrnip],
    ['30450011600015x', 'COMPANY_TYPE_INDIVIDUAL', M.ogrnip],
  ] as const)('%s as %s', (code, kind, refusal) => {
    expect(ogrnRefusal(code, kind)).toBe(refusal);
  });
});

describe('БИК and the account key', () => {
  it.each([
    ['044525225', null],
    ['04452522', M.bik],
    ['04452522a', M.bik],
  ])('БИК %s', (bik, refusal) => expect(bikRefusal(bik)).toBe(refusal));

  it.each([
    // the 9th digit is the key: one changed digit anywhere breaks it
    ['40702810038000017240', '044525225', null],
    ['40702810038000017241', '044525225', M.accountKey],
    ['40702810038000017240', '044525226', M.accountKey],
    ['40802810838000012345', '044525225', null],
    ['40702810638050000000', '044525225', M.accountKey],
    ['40702810938000000000', '044525225', M.accountKey],
    ['4070281093800000000', '044525225', M.account],
    ['40702810938000000000', '04452522', M.bik],
    // a cash settlement centre's БИК (…000) keys with "0" and its 5th–6th digits
    ['40101810600000010801', '044525000', null],
    ['40101810600000010801', '044526000', M.accountKey],
  ])('account %s at БИК %s', (account, bik, refusal) => {
    expect(accountRefusal(account, bik)).toBe(refusal);
  });
});
