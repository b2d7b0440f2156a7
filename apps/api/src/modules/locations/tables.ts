import type { Generated } from 'kysely';

/** Columns migration 0004 adds to locations (the table itself is in db/tables/reference.ts). */
declare module '../../db/tables/reference' {
  interface LocationsTable {
    regionUuid: string | null;
    /** Set by the locations_set_kind trigger from the owner's user type. */
    kind: Generated<'ACCEPTANCE' | 'SHIPPING'>;
    authorCompanyUuid: string | null;
  }
}

export interface SettlementsTable {
  uuid: string;
  fedRegionUuid: string;
  areaUuid: string | null;
  name: string;
  latitude: number;
  longitude: number;
}

declare module '../../db/types' {
  interface DB {
    settlements: SettlementsTable;
  }
}
