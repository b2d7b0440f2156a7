import type { ColumnType, Generated } from 'kysely';
import type { LiveEventType } from '@kolos/domain/live';

/** Migration 0022: the live events' log (ADR 0067). */
export interface LiveEventsTable {
  id: Generated<number>;
  type: LiveEventType;
  /** Null on a slot event (migration 0026). */
  auctionUuid: string | null;
  ownerCompanyUuid: string;
  offerUuid: string | null;
  farmerCompanyUuid: string | null;
  auctionNumber: number | null;
  slotUuid: string | null;
  locationUuid: string | null;
  /** A statement event's statement (migration 0055). */
  settlementUuid: string | null;
  actorUuid: string | null;
  fields: ColumnType<Record<string, unknown>, string, string>;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    liveEvents: LiveEventsTable;
  }
}
