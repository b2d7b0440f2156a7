import type { Generated, JSONColumnType } from 'kysely';

export interface FedRegionsTable {
  uuid: string;
  name: string;
  typeShort: string;
  typeFull: string;
  federalDistrict: string | null;
  kladrId: string | null;
  fiasId: string | null;
  okato: string | null;
  oktmo: string | null;
  isoCode: string | null;
  timezone: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface AreasTable {
  uuid: string;
  fedRegionUuid: string;
  name: string;
  typeShort: string;
  typeFull: string;
  oktmo: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface CulturesTable {
  uuid: string;
  alias: string;
  title: string;
  /** ОКПД2 code for ФГИС «Зерно» (migration 0033, issue 20). */
  okpd2: string | null;
  sortOrder: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface LocationSchedule {
  openAt?: string;
  closeAt?: string;
  slotInterval?: number;
  carsInSlot?: number;
  arrivalTime?: number;
  workingDays?: string[];
}

export interface LocationsTable {
  uuid: string;
  companyUuid: string;
  type: Generated<string>;
  name: string;
  address: Generated<string>;
  latitude: number;
  longitude: number;
  fedRegionUuid: string | null;
  areaUuid: string | null;
  loadType: Generated<string>;
  maxCarLength: number | null;
  quantity: number | null;
  scalesLength: number | null;
  warehouseHeight: number | null;
  postsQuantity: Generated<number>;
  carType: string | null;
  schedule: JSONColumnType<LocationSchedule, string | undefined, string>;
  scales: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  isDeleted: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ReferenceTables {
  fedRegions: FedRegionsTable;
  areas: AreasTable;
  cultures: CulturesTable;
  locations: LocationsTable;
}
