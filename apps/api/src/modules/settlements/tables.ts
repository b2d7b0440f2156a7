import type { ColumnType, Generated } from 'kysely';
import type { SettlementStatus } from '@kolos/domain/settlements';

/** Migration 0047: a statement of a deal's accepted trucks (issue 30); money in kopecks. */
export interface DealSettlementsTable {
  uuid: string;
  number: ColumnType<number, never, never>;
  dealUuid: string;
  dealKind: 'OFFER' | 'CONTRACT' | 'TASK';
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  status: ColumnType<SettlementStatus, SettlementStatus | undefined, SettlementStatus>;
  creditedKg: number;
  amount: number;
  vat: number | null;
  prepaymentRepaid: Generated<number>;
  paymentNumber: string | null;
  paymentDate: ColumnType<string | null, string | null | undefined, string | null>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** Migration 0047: a truck of a statement — the acceptance version in force when it was made. */
export interface DealSettlementLinesTable {
  uuid: string;
  settlementUuid: string;
  slotUuid: string;
  acceptanceUuid: string;
  live: Generated<boolean>;
  creditedKg: number;
  amount: number;
}

/** Migration 0047: every status a statement has had. */
export interface DealSettlementStatusHistoryTable {
  uuid: string;
  settlementUuid: string;
  previousStatus: SettlementStatus | null;
  status: SettlementStatus;
  reason: string | null;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    dealSettlements: DealSettlementsTable;
    dealSettlementLines: DealSettlementLinesTable;
    dealSettlementStatusHistory: DealSettlementStatusHistoryTable;
  }
}
