import { isValidInn } from '../common/inn';

/*
 * The company card's requisites (issue 19 point 2), checked the way the tax service and the
 * Bank of Russia number them: length, then the check digit. The same functions run in the
 * registration form and on the server; each answers the Russian message of the first rule broken,
 * or null.
 */

export const REQUISITE_MSG = {
  innCorp: 'ИНН организации — 10 цифр с верным контрольным числом',
  innIndividual: 'ИНН индивидуального предпринимателя — 12 цифр с верными контрольными числами',
  kpp: 'КПП — 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  ogrn: 'ОГРН — 13 цифр с верным контрольным числом',
  ogrnip: 'ОГРНИП — 15 цифр с верным контрольным числом',
  bik: 'БИК — 9 цифр',
  account: 'Расчётный счёт — 20 цифр',
  accountKey: 'Расчётный счёт не сходится с БИК: проверьте оба номера',
} as const;

/** SPEC 3 Company type: a sole trader (ИП) or a legal entity. */
export type CompanyKind = 'COMPANY_TYPE_INDIVIDUAL' | 'COMPANY_TYPE_CORP';

/** ИНН: 10 digits for an organisation, 12 for a sole trader, with the check digits. */
export function innRefusal(value: string, kind: CompanyKind): string | null {
  const length = kind === 'COMPANY_TYPE_CORP' ? 10 : 12;
  if (value.length !== length || !isValidInn(value)) {
    return kind === 'COMPANY_TYPE_CORP' ? REQUISITE_MSG.innCorp : REQUISITE_MSG.innIndividual;
  }
  return null;
}

/** КПП: the tax office (4 digits), the reason (2 digits or capital Latin letters), a number (3). */
export const kppRefusal = (value: string): string | null =>
  /^\d{4}[\dA-Z]{2}\d{3}$/.test(value) ? null : REQUISITE_MSG.kpp;

/**
 * ОГРН (13 digits) of an organisation or ОГРНИП (15) of a sole trader: the last digit is the
 * rest of the number before it divided by 11 (13 for ОГРНИП), taken mod 10. BigInt: 14 digits
 * are past what a double keeps exactly only by a little, and a check must not be near.
 */
export function ogrnRefusal(value: string, kind: CompanyKind): string | null {
  const [length, divisor, message] =
    kind === 'COMPANY_TYPE_CORP'
      ? ([13, 11n, REQUISITE_MSG.ogrn] as const)
      : ([15, 13n, REQUISITE_MSG.ogrnip] as const);
  if (value.length !== length || !/^\d+$/.test(value)) return message;
  const check = (BigInt(value.slice(0, -1)) % divisor) % 10n;
  return check === BigInt(value.at(-1)!) ? null : message;
}

export const bikRefusal = (value: string): string | null =>
  /^\d{9}$/.test(value) ? null : REQUISITE_MSG.bik;

const KEY_WEIGHTS = [7, 1, 3];

/**
 * A settlement account (20 digits) against its bank's БИК: the last three digits of the БИК and
 * the 20 of the account, weighted 7-1-3 in turn, sum to a multiple of 10 (the Bank of Russia's
 * key). A БИК of a cash settlement centre (…000–…002 at its end) keys with "0" and its 5th–6th
 * digits instead.
 */
export function accountRefusal(account: string, bik: string): string | null {
  if (!/^\d{20}$/.test(account)) return REQUISITE_MSG.account;
  if (bikRefusal(bik)) return REQUISITE_MSG.bik;
  const tail = bik.slice(-3);
  const prefix = Number(tail) <= 2 ? `0${bik.slice(4, 6)}` : tail;
  const digits = prefix + account;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * KEY_WEIGHTS[i % 3]!, 0);
  return sum % 10 === 0 ? null : REQUISITE_MSG.accountKey;
}
