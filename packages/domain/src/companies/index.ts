import { z } from 'zod';
import { text } from '../common/text';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '../common/constants';
import type { UserType } from '../access/rights';

export * from './requisites';

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
  registrationDate: text().nullable(),
  director: text().nullable(),
  accountNumber: text().nullable(),
  type: text(),
  nds: z.boolean(),
  currency: text(),
  traderType: text(),
  bankID: text().nullable(),
  bankName: text().nullable(),
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
});
export type Company = z.infer<typeof companySchema>;

export const companiesPageSchema = z.object({ companies: z.array(companySchema), total: z.number().int() });
export type CompaniesPage = z.infer<typeof companiesPageSchema>;

export const COMPANY_MSG = {
  serviceError: 'Ошибка сервиса компаний.',
  notFound: 'Организация не найдена',
} as const;
