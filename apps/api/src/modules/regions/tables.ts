import type { Generated } from 'kysely';

export interface PurchaseRegionsTable {
  uuid: string;
  companyUuid: string;
  name: string;
  fedRegionUuid: string;
  isDeleted: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    purchaseRegions: PurchaseRegionsTable;
  }
}
