import type { Generated, JSONColumnType } from 'kysely';
import type { TariffBand, TariffType } from '@kolos/domain/tariffs';

export interface TariffsTable {
  uuid: string;
  fedRegionUuid: string;
  type: TariffType;
  bands: JSONColumnType<TariffBand[], string, string>;
  updatedBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface LocationDistancesTable {
  fromLocationUuid: string;
  toLocationUuid: string;
  distanceKm: number;
  source: 'routing' | 'estimate';
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    tariffs: TariffsTable;
    locationDistances: LocationDistancesTable;
  }
}
