import { DEAL_KIND_LABELS, type DealKind } from '@kolos/domain/deals';

/*
 * The settlement statement as the API answers it (issue 30): money in kopecks, weights in
 * kilograms, prices in roubles per tonne, days YYYY-MM-DD. Read by the staff's «Расчёты» and the
 * farmer's «Мои сделки», which may not import each other.
 */
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

export interface SettlementLine {
  slotUuid: string;
  ticketNumber: string | null;
  netKg: number;
  creditedKg: number;
  pricePerTon: number;
  amount: number;
}

/** A row of the list: the statement without its trucks. */
export interface SettlementRow {
  uuid: string;
  number: number;
  dealUuid: string;
  dealKind: DealKind;
  dealNumber: number | null;
  productTitle: string | null;
  farmerCompanyUuid: string;
  farmerCompanyName: string;
  creditedKg: number;
  amount: number;
  vat: number | null;
  prepaymentRepaid: number;
  payable: number;
  status: SettlementStatus;
  paymentNumber: string | null;
  /** YYYY-MM-DD. */
  paymentDate: string | null;
  createdAt: string;
  trucks: number;
}

export interface SettlementHistoryLine {
  status: SettlementStatus;
  at: string;
  userName: string | null;
  reason: string | null;
}

export type Settlement = Omit<SettlementRow, 'trucks'> & {
  lines: SettlementLine[];
  history: SettlementHistoryLine[];
};

export interface SettlementList {
  settlements: SettlementRow[];
  totalCount: number;
}

/** 'Договор № 7', 'Предложение № 209': the deal a statement settles. */
export const dealLabel = (d: { dealKind: DealKind; dealNumber: number | null }) =>
  `${DEAL_KIND_LABELS[d.dealKind]}${d.dealNumber === null ? '' : ` № ${d.dealNumber}`}`;

/** '2026-12-08' → '08.12.2026'. */
export const ruDay = (day: string) => day.split('-').reverse().join('.');

/** Why a canceled statement was canceled: the reason of its last move. */
export const cancelReason = (s: Pick<Settlement, 'history'>) =>
  s.history.findLast((h) => h.status === 'SETTLEMENT_CANCELED')?.reason ?? null;
