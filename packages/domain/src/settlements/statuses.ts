import { statusMachine } from '../status-machine';

/** Issue 30: a settlement statement's statuses, in the order people meet them. */
export const SETTLEMENT_STATUSES = [
  'SETTLEMENT_DRAFT',
  'SETTLEMENT_CONFIRMED',
  'SETTLEMENT_PAID',
  'SETTLEMENT_CANCELED',
] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  SETTLEMENT_DRAFT: 'Черновик',
  SETTLEMENT_CONFIRMED: 'Подтверждён',
  SETTLEMENT_PAID: 'Оплачен',
  SETTLEMENT_CANCELED: 'Отменён',
};

const label = (status: string): string =>
  (SETTLEMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;

/**
 * Draft → confirmed → paid; a draft or a confirmed statement may be canceled (its acceptances
 * become settleable again, a confirmed one's repayments are reversed). Paid and canceled are final.
 */
export const SETTLEMENT_STATUS_MACHINE = statusMachine<SettlementStatus>({
  moves: {
    SETTLEMENT_DRAFT: ['SETTLEMENT_CONFIRMED', 'SETTLEMENT_CANCELED'],
    SETTLEMENT_CONFIRMED: ['SETTLEMENT_PAID', 'SETTLEMENT_CANCELED'],
    SETTLEMENT_PAID: [],
    SETTLEMENT_CANCELED: [],
  },
  refusal: (from, to) => `Расчёт в статусе «${label(from)}» нельзя перевести в статус «${label(to)}»`,
});

/** A statement that holds its acceptances: none of them goes into another one, none is corrected. */
export const LIVE_SETTLEMENT_STATUSES: readonly SettlementStatus[] = [
  'SETTLEMENT_DRAFT',
  'SETTLEMENT_CONFIRMED',
  'SETTLEMENT_PAID',
];
