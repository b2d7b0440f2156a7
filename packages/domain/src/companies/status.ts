import { statusMachine } from '../status-machine/status-machine';

/** SPEC 3 Company statuses; COMPANYSTATUS_UNDEFINED is the wire's "unknown", never stored. */
export const COMPANY_STATUSES = ['NEED_DOCUMENTS', 'ON_MODERATE', 'APPROVED', 'DECLINED'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  NEED_DOCUMENTS: 'Заполняет анкету',
  ON_MODERATE: 'На модерации',
  APPROVED: 'Одобрена',
  DECLINED: 'Отклонена',
};

const label = (s: string) => COMPANY_STATUS_LABELS[s as CompanyStatus] ?? s;

/**
 * SPEC 4 Company moderation (issue 19 point 6): the farmer submits (NEED_DOCUMENTS → ON_MODERATE),
 * a moderator approves or declines, a declined farmer fixes and submits again. APPROVED is final.
 */
export const COMPANY_STATUS_MACHINE = statusMachine<CompanyStatus>({
  moves: {
    NEED_DOCUMENTS: ['ON_MODERATE'],
    ON_MODERATE: ['APPROVED', 'DECLINED'],
    APPROVED: [],
    DECLINED: ['ON_MODERATE'],
  },
  refusal: (from, to) => `Нельзя перевести организацию из статуса «${label(from)}» в статус «${label(to)}»`,
});

/** A farmer trades (offers) only once his company is approved (issue 19 point 8). */
export const mayTrade = (status: string): boolean => status === 'APPROVED';
