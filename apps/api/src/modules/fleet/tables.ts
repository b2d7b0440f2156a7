import type { ColumnType, Generated } from 'kysely';

/** Migration 0040: a company's saved driver, once per phone. */
export interface DriversTable {
  uuid: string;
  companyUuid: string;
  fullname: string;
  phone: string;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/types' {
  interface DB {
    drivers: DriversTable;
  }
}
