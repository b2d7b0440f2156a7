import type { ColumnType, Generated } from 'kysely';
import type { DeliveryType, StoredContractStatus } from '@kolos/domain/contracts';
import type { Timestamp } from '../../db/tables/foundation';

type DayColumn = ColumnType<string | Date, string, string>;

export interface ContractsTable {
  uuid: string;
  aggregatorCompanyUuid: string;
  aggregatorLocationUuid: string;
  regionUuid: string | null;
  productUuid: string;
  farmerCompanyUuid: string;
  farmerLocationUuid: string | null;
  userUuid: string | null;
  /** The manager's "last name first name patronymic", kept by a trigger for the manager sort. */
  managerName: ColumnType<string | null, never, never>;
  deliveryType: DeliveryType;
  humidity: number;
  quantity: number;
  price: number;
  initialPrice: number;
  deliveryPrice: Generated<number>;
  distance: Generated<number>;
  tariffType: Generated<string>;
  /**
   * Delivery days, written as ISO 'YYYY-MM-DD'. Read back as that text on PostgreSQL, but as a
   * Date at UTC midnight from an in-memory PGlite (its type parsers are not applied there).
   */
  startDate: DayColumn;
  endDate: DayColumn;
  withoutIndication: Generated<boolean>;
  comment: Generated<string>;
  status: Generated<StoredContractStatus>;
  confirmedAt: Timestamp | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ContractStatusHistoryTable {
  uuid: string;
  contractUuid: string;
  previousStatus: StoredContractStatus | null;
  status: StoredContractStatus;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

/** Per company and uuid zone, the earliest end of delivery in it; kept by a trigger (migration 0009). */
export interface ContractEndZonesTable {
  aggregatorCompanyUuid: string;
  zoneEnd: string;
  earliestEnd: DayColumn;
}

declare module '../../db/types' {
  interface DB {
    contracts: ContractsTable;
    contractStatusHistory: ContractStatusHistoryTable;
    contractEndZones: ContractEndZonesTable;
  }
}
