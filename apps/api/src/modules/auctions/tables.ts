import type { ColumnType, Generated } from 'kysely';
import type { DeliveryType } from '@kolos/domain/contracts';
import type { AuctionStatus } from '@kolos/domain/trading';

/** A day written as ISO 'YYYY-MM-DD' (read back as text on PostgreSQL, a Date from PGlite). */
type DayColumn = ColumnType<string | Date, string, string>;

export interface AuctionNumbersTable {
  companyUuid: string;
  lastNumber: number;
}

export interface AuctionsTable {
  uuid: string;
  number: number;
  ownerCompanyUuid: string;
  regionUuid: string;
  productUuid: string;
  deliveryTypes: DeliveryType[];
  volume: number;
  minLotVolume: Generated<number>;
  price: number;
  humidity: number;
  deliveryDateStart: DayColumn;
  deliveryDateEnd: DayColumn;
  startAt: ColumnType<Date, Date | string, Date | string>;
  endAt: ColumnType<Date, Date | string, Date | string>;
  comment: Generated<string>;
  status: Generated<AuctionStatus>;
  offersCount: Generated<number>;
  offeredVolume: Generated<number>;
  acceptedVolume: Generated<number>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface AuctionLocationsTable {
  auctionUuid: string;
  locationUuid: string;
}

export interface AuctionDeniedCompaniesTable {
  auctionUuid: string;
  farmerCompanyUuid: string;
  createdBy: string | null;
  createdAt: Generated<Date>;
}

/** A bar put (denied) or lifted, with who, when and why (migration 0038, ADR 0082). */
export interface AuctionBarHistoryTable {
  uuid: string;
  auctionUuid: string;
  farmerCompanyUuid: string;
  denied: boolean;
  reason: string | null;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

export interface AuctionStatusHistoryTable {
  uuid: string;
  auctionUuid: string;
  previousStatus: AuctionStatus | null;
  status: AuctionStatus;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    auctionNumbers: AuctionNumbersTable;
    auctions: AuctionsTable;
    auctionLocations: AuctionLocationsTable;
    auctionDeniedCompanies: AuctionDeniedCompaniesTable;
    auctionStatusHistory: AuctionStatusHistoryTable;
    auctionBarHistory: AuctionBarHistoryTable;
  }
}
