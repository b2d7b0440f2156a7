import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '../common/constants';
import type { UserType } from '../access/rights';

import { COMPANY_STATUSES } from './status';

export * from './requisites';
export * from './status';
export * from './card';
export * from './sharing';
export * from './lookup';

/** SPEC 7 GET /companies?userType=…: the wire names of the two sides of the market. */
export const COMPANY_USER_TYPES = {
  USER_TYPE_PURCHASER: 'purchaser',
  USER_TYPE_FARMER: 'farmer',
} as const satisfies Record<string, UserType>;
export type CompanyUserTypeParam = keyof typeof COMPANY_USER_TYPES;

export const companiesQuery = z.object({
  userType: z
    .enum(Object.keys(COMPANY_USER_TYPES) as [CompanyUserTypeParam, ...CompanyUserTypeParam[]])
    .optional(),
  any: text().trim().max(200).optional(),
  /** Moderation (issue 19): one status, and the order — by name, or ON_MODERATE first, oldest first. */
  status: z.enum(COMPANY_STATUSES).optional(),
  order: z.enum(['name', 'moderation']).default('name'),
  /** `mine`: only the farmers the caller's company invited (the documents list's picker). */
  invited: z.enum(['mine']).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
});
export type CompaniesQuery = z.input<typeof companiesQuery>;

/** SPEC 3 Company. */
export const companySchema = z.object({
  uuid: text(),
  name: text(),
  code: text().nullable(),
  taxCode: text().nullable(),
  reasonCode: text().nullable(),
  address: text().nullable(),
  registrationDate: dateOut('wireDay').nullable(),
  director: text().nullable(),
  accountNumber: text().nullable(),
  type: text(),
  nds: z.boolean(),
  currency: text(),
  traderType: text(),
  bankID: text().nullable(),
  bankName: text().nullable(),
  corrAccount: text().nullable().optional(),
  realAddress: text().nullable(),
  postAddress: text().nullable(),
  contactPhone: text().nullable(),
  contactName: text().nullable(),
  contactMiddleName: text().nullable(),
  contactLastName: text().nullable(),
  contactPosition: text().nullable(),
  contactEmail: text().nullable(),
  isEarlyCompleted: z.boolean(),
  status: text(),
  userType: text(),
  /** Onboarding (issue 19): when it was last submitted, why it was declined, who invited it. */
  submittedAt: dateOut('wireInstant').nullable().optional(),
  declineReason: text().nullable().optional(),
  invitedByCompanyUuid: text().nullable().optional(),
});
export type Company = z.infer<typeof companySchema>;

export const companiesPageSchema = z.object({ companies: z.array(companySchema), total: z.number().int() });
export type CompaniesPage = z.infer<typeof companiesPageSchema>;

export const COMPANY_MSG = {
  serviceError: 'Ошибка сервиса компаний.',
  notFound: 'Организация не найдена',
  hasDeals: 'Организацию нельзя удалить: по ней есть сделки, предложения или другие связанные данные',
  notYours: 'Изменять можно только анкету своей организации',
  approvedCardLocked: 'Анкета одобрена; изменить её может модератор',
  onModerateLocked: 'Анкета на проверке у модератора; изменить её можно после его решения',
  taxCodeTaken: 'Организация с таким ИНН уже зарегистрирована',
  /** POST /companies/{uuid} a second time (issue 28 point 18). */
  uuidTaken: 'Организация с этим идентификатором уже создана: измените её карточку',
  notApprovedToTrade:
    'Организация ещё не прошла модерацию: предложения принимаются только от одобренных организаций',
} as const;

/** PUT /companies/{uuid}/status (a moderator): the new status and, for a decline, the reason. */
export const companyStatusBody = z.object({
  status: z.enum(COMPANY_STATUSES, { error: 'Неизвестный статус организации' }),
  reason: text().trim().max(1000).optional(),
});
export type CompanyStatusBody = z.infer<typeof companyStatusBody>;
