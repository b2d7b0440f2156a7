/*
 * The settlement statement as the API answers it (issue 30): money in kopecks, weights in
 * kilograms, prices in roubles per tonne. Read by the staff's «Расчёты» and the farmer's «Мои
 * сделки», which may not import each other.
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

export interface Settlement {
  uuid: string;
  number: number | string;
  dealUuid: string;
  farmerCompanyUuid: string;
  farmerCompanyName?: string | null;
  dealTitle?: string | null;
  createdAt?: string | null;
  lines: SettlementLine[];
  creditedKg: number;
  amount: number;
  vat: number | null;
  prepaymentRepaid: number;
  payable: number;
  status: SettlementStatus;
  reason?: string | null;
  paymentNumber?: string | null;
  paymentDate?: string | null;
}

export interface SettlementList {
  settlements: Settlement[];
  totalCount: number;
}
