import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CarType } from '@kolos/domain/locations';

/** Migration 0029: a company's truck, once per plate key. */
export interface CarsTable {
  uuid: string;
  ownerCompanyUuid: string;
  registrationNumber: string;
  plateKey: string;
  trailers: JSONColumnType<string[], string | undefined, string>;
  /** Kilograms (planned tonnes × 1000). */
  capacity: number;
  type: CarType;
  driverName: string | null;
  driverPhone: string | null;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/types' {
  interface DB {
    cars: CarsTable;
  }
}
