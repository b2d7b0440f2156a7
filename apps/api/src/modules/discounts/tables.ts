import type { Generated } from 'kysely';

export interface DiscountsTable {
  uuid: string;
  ownerCompanyUuid: string;
  regionUuid: string;
  areaUuid: string;
  cultureUuid: string;
  amount: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    discounts: DiscountsTable;
  }
}
