import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '../common/constants';
import type { UserType } from '../access/rights';

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
  any: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
});
export type CompaniesQuery = z.input<typeof companiesQuery>;

/** SPEC 3 Company. */
export const companySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  taxCode: z.string().nullable(),
  reasonCode: z.string().nullable(),
  address: z.string().nullable(),
  registrationDate: z.string().nullable(),
  director: z.string().nullable(),
  accountNumber: z.string().nullable(),
  type: z.string(),
  nds: z.boolean(),
  currency: z.string(),
  traderType: z.string(),
  bankID: z.string().nullable(),
  bankName: z.string().nullable(),
  realAddress: z.string().nullable(),
  postAddress: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactName: z.string().nullable(),
  contactMiddleName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactPosition: z.string().nullable(),
  contactEmail: z.string().nullable(),
  isEarlyCompleted: z.boolean(),
  status: z.string(),
  userType: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companiesPageSchema = z.object({ companies: z.array(companySchema), total: z.number().int() });
export type CompaniesPage = z.infer<typeof companiesPageSchema>;

export const COMPANY_MSG = {
  serviceError: 'Ошибка сервиса компаний.',
  notFound: 'Организация не найдена',
} as const;
