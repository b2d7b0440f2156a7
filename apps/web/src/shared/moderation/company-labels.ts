import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@kolos/domain/companies';

/** SPEC 3 Company types as the screens name them. */
export const COMPANY_TYPE_LABELS: Record<'COMPANY_TYPE_CORP' | 'COMPANY_TYPE_INDIVIDUAL', string> = {
  COMPANY_TYPE_CORP: 'Юридическое лицо',
  COMPANY_TYPE_INDIVIDUAL: 'Индивидуальный предприниматель',
};

export const companyTypeLabel = (type: string): string =>
  COMPANY_TYPE_LABELS[type as keyof typeof COMPANY_TYPE_LABELS] ?? 'Не указан';

export const companyStatusLabel = (status: string | null): string =>
  status ? (COMPANY_STATUS_LABELS[status as CompanyStatus] ?? status) : '—';

/** The chip colour of a company status. */
export const companyStatusColor = (status: string): 'default' | 'info' | 'success' | 'error' | 'warning' =>
  status === 'APPROVED'
    ? 'success'
    : status === 'DECLINED'
      ? 'error'
      : status === 'ON_MODERATE'
        ? 'info'
        : 'warning';
