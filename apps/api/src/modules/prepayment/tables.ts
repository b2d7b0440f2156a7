import type { ColumnType, Generated } from 'kysely';
import type { PrepaymentStatus, ProductAlias, RejectReason } from '@kolos/domain/prepayment';

export interface PrepaymentLimitsTable {
  uuid: string;
  purchaserCompanyUuid: string;
  farmerCompanyUuid: string;
  productAlias: ProductAlias;
  amount: number;
  insureCompany: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PrepaymentRequestsTable {
  uuid: string;
  requestId: ColumnType<number, never, never>;
  limitUuid: string;
  purchaserCompanyUuid: string;
  farmerCompanyUuid: string;
  productAlias: ProductAlias;
  requestValue: number;
  status: ColumnType<PrepaymentStatus, PrepaymentStatus | undefined, PrepaymentStatus>;
  statusReason: RejectReason | null;
  /** The limit's amount when the request was approved or rejected; null while undecided. */
  decidedLimitAmount: ColumnType<number | null, never, number | null>;
  agreementContractNumber: string | null;
  createdBy: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every status a request has had (migration 0017); the same shape as contract_status_history. */
export interface PrepaymentRequestStatusHistoryTable {
  uuid: string;
  requestUuid: string;
  previousStatus: PrepaymentStatus | null;
  status: PrepaymentStatus;
  statusReason: RejectReason | null;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

/**
 * Migration 0047: kopecks of a request repaid from a confirmed settlement statement (issue 30);
 * `closes` — it repaid the request in full; `reversedAt` — the statement was canceled.
 */
export interface PrepaymentRepaymentsTable {
  uuid: string;
  settlementUuid: string;
  requestUuid: string;
  amount: number;
  closes: boolean;
  reversedAt: Date | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    prepaymentRepayments: PrepaymentRepaymentsTable;
    prepaymentLimits: PrepaymentLimitsTable;
    prepaymentRequests: PrepaymentRequestsTable;
    prepaymentRequestStatusHistory: PrepaymentRequestStatusHistoryTable;
  }
}
