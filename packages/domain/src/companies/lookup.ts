import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';

/**
 * GET /dadata/organizations/innogrn/{id}: an organisation by its ИНН or ОГРН. `provider` says who
 * answered: DaData when DADATA_API_KEY is set, else the platform's own companies ('platform');
 * 'none' when the service failed or is off and nothing is known — the screen says so plainly.
 * Suggestions are only what the provider answered, never made up.
 */
export const LOOKUP_PROVIDERS = ['dadata', 'platform', 'none'] as const;
export type LookupProvider = (typeof LOOKUP_PROVIDERS)[number];

export const organizationSuggestionSchema = z.object({
  name: text(),
  taxCode: text(),
  reasonCode: text().nullable(),
  code: text().nullable(),
  type: z.enum(['COMPANY_TYPE_INDIVIDUAL', 'COMPANY_TYPE_CORP']),
  director: text().nullable(),
  address: text().nullable(),
  registrationDate: dateOut('wireDay').nullable(),
});
export type OrganizationSuggestion = z.infer<typeof organizationSuggestionSchema>;

export const organizationLookupReply = z.object({
  provider: z.enum(LOOKUP_PROVIDERS),
  /** A Russian sentence for the button when no service is configured or it failed. */
  message: text().nullable(),
  suggestions: z.array(organizationSuggestionSchema),
});
export type OrganizationLookupReply = z.infer<typeof organizationLookupReply>;

export const organizationLookupParams = z.object({
  id: text()
    .trim()
    .regex(/^(\d{10}|\d{12}|\d{13}|\d{15})$/, {
      error: 'Укажите ИНН (10 или 12 цифр) или ОГРН (13 или 15 цифр)',
    }),
});

export const LOOKUP_MSG = {
  platformOnly:
    'Сервис поиска организаций не подключён: найдены только организации, уже зарегистрированные на платформе',
  notFound: 'Организация не найдена. Заполните анкету вручную',
  failed: 'Сервис поиска организаций не ответил. Заполните анкету вручную',
} as const;
