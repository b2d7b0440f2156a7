import type { Generated, JSONColumnType } from 'kysely';
import type {
  AcceptanceDecision,
  QualityAdjustment,
  QualityCode,
  QualityFactor,
} from '@kolos/domain/acceptance';

/** Migration 0046: a purchaser's norms of one crop; each change audited ('quality-norms.update'). */
export interface QualityNormsTable {
  uuid: string;
  ownerCompanyUuid: string;
  productUuid: string;
  factors: JSONColumnType<QualityFactor[], string, string>;
  adjustments: JSONColumnType<QualityAdjustment[], string, string>;
  updatedBy: string | null;
  updatedAt: Generated<Date>;
}

/** Migration 0046: every version of a slot's acceptance; `current` is the one in force. */
export interface SlotAcceptancesTable {
  uuid: string;
  slotUuid: string;
  version: number;
  current: Generated<boolean>;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  locationUuid: string;
  offerUuid: string | null;
  taskUuid: string | null;
  decision: AcceptanceDecision;
  ticketNumber: string | null;
  grossKg: number;
  tareKg: number;
  netKg: number;
  creditedKg: number;
  lossPercent: number;
  quality: JSONColumnType<Partial<Record<QualityCode, number>>, string, string>;
  factors: JSONColumnType<QualityFactor[], string, string>;
  adjustments: JSONColumnType<{ code: QualityCode; amountPerTon: number }[], string, string>;
  dealPricePerTon: number;
  manualDiscountPerTon: number | null;
  pricePerTon: number;
  amount: number;
  vat: number | null;
  overLimit: JSONColumnType<QualityCode[], string, string>;
  reason: string | null;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    qualityNorms: QualityNormsTable;
    slotAcceptances: SlotAcceptancesTable;
  }
}
