import { z } from 'zod';
import { wireDay } from '../common/wire-dates';
import { text } from '../common/text';
import { MSG } from '../common/messages';
import { accountRefusal, bikRefusal, innRefusal, kppRefusal, ogrnRefusal } from './requisites';

/** SPEC 3 Company type; EMPTY is the wire's "not chosen yet". */
export const COMPANY_TYPES = ['COMPANY_TYPE_INDIVIDUAL', 'COMPANY_TYPE_CORP'] as const;
export const TRADER_TYPES = ['TRADER_TYPE_EMPTY', 'TRADER_TYPE_FARMER', 'TRADER_TYPE_TRADER'] as const;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `Не длиннее ${max} знаков` })
    .nullish()
    .transform((v) => (v ? v : null));
const digits = (max: number) =>
  text()
    .trim()
    .max(max + 10)
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, '') : null));

/**
 * The company card as the farmer (registration flow) or a moderator fills it — every SPEC 3
 * Company field but the ones the platform sets (uuid, status, traderType, currency). Requisites
 * are checked by the functions in requisites.ts, each with its Russian message on its field.
 */
export const companyCardBody = z
  .object({
    name: text({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(300),
    type: z.enum(COMPANY_TYPES, { error: 'Выберите тип организации' }),
    taxCode: text({ error: MSG.required }).trim().min(1, { error: MSG.required }),
    reasonCode: digits(9),
    code: digits(15),
    nds: z.boolean().default(false),
    director: optionalText(300),
    registrationDate: wireDay('Дата в формате ГГГГ-ММ-ДД или ДД.ММ.ГГГГ').nullish(),
    address: optionalText(500),
    realAddress: optionalText(500),
    postAddress: optionalText(500),
    bankID: digits(9),
    bankName: optionalText(300),
    // issue 30: the bank's correspondent account, which the bank file of payments names
    corrAccount: digits(20),
    accountNumber: digits(20),
    contactPhone: optionalText(20),
    contactName: optionalText(100),
    contactMiddleName: optionalText(100),
    contactLastName: optionalText(100),
    contactPosition: optionalText(200),
    contactEmail: optionalText(200).refine((v) => v === null || z.email().safeParse(v).success, {
      error: MSG.badEmail,
    }),
  })
  .superRefine((card, ctx) => {
    const at = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    at('taxCode', innRefusal(card.taxCode, card.type));
    if (card.type === 'COMPANY_TYPE_CORP' && card.reasonCode) at('reasonCode', kppRefusal(card.reasonCode));
    if (card.code) at('code', ogrnRefusal(card.code, card.type));
    if (card.bankID) at('bankID', bikRefusal(card.bankID));
    if (card.corrAccount && !/^301\d{17}$/.test(card.corrAccount))
      at('corrAccount', 'Корреспондентский счёт — 20 цифр, начинается с 301');
    if (card.accountNumber) {
      at(
        'accountNumber',
        card.bankID ? accountRefusal(card.accountNumber, card.bankID) : 'Укажите БИК банка',
      );
    }
  });
export type CompanyCardInput = z.input<typeof companyCardBody>;
export type CompanyCard = z.output<typeof companyCardBody>;

/** The card fields a company must have filled before it is submitted to moderation. */
export const REQUIRED_CARD_FIELDS: { field: string; name: string; corpOnly?: boolean }[] = [
  { field: 'name', name: 'Наименование' },
  { field: 'taxCode', name: 'ИНН' },
  { field: 'reasonCode', name: 'КПП', corpOnly: true },
  { field: 'code', name: 'ОГРН / ОГРНИП' },
  { field: 'director', name: 'Руководитель' },
  { field: 'address', name: 'Юридический адрес' },
  { field: 'bankID', name: 'БИК банка' },
  { field: 'bankName', name: 'Наименование банка' },
  { field: 'accountNumber', name: 'Расчётный счёт' },
];

/** Card fields still empty, by the company's type. */
export function missingCardFields(card: Record<string, unknown> & { type: string }) {
  return REQUIRED_CARD_FIELDS.filter(
    (f) => (!f.corpOnly || card.type === 'COMPANY_TYPE_CORP') && !card[f.field],
  );
}
