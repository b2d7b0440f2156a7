import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const GEO_DIR = fileURLToPath(new URL('./geo/', import.meta.url));

/** Region types of the DaData file → short and full names as SPEC 3 Region shows them. */
const REGION_TYPES: Record<string, { short: string; full: string }> = {
  Респ: { short: 'Респ', full: 'Республика' },
  Чувашия: { short: 'Респ', full: 'Республика' },
  край: { short: 'край', full: 'край' },
  обл: { short: 'обл', full: 'область' },
  г: { short: 'г', full: 'город' },
  АО: { short: 'АО', full: 'автономный округ' },
  Аобл: { short: 'Аобл', full: 'автономная область' },
};

export const AREA_TYPES: Record<string, { short: string; full: string }> = {
  'р-н': { short: 'р-н', full: 'район' },
  у: { short: 'у', full: 'улус' },
  г: { short: 'г', full: 'город' },
  'м.р-н': { short: 'м.р-н', full: 'муниципальный район' },
  'г.о.': { short: 'г.о.', full: 'городской округ' },
  'м.о.': { short: 'м.о.', full: 'муниципальный округ' },
};

export interface GeoRegion {
  name: string;
  typeShort: string;
  typeFull: string;
  federalDistrict: string;
  kladrId: string;
  fiasId: string;
  okato: string;
  oktmo: string;
  isoCode: string;
  timezone: string;
}

export interface GeoTown {
  region: string;
  areaType: string;
  area: string;
  city: string;
  latitude: number;
  longitude: number;
  population: number;
}

const read = (file: string) =>
  parse(readFileSync(GEO_DIR + file), { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];

export function loadRegions(): GeoRegion[] {
  return read('region.csv').map((r) => {
    const type = REGION_TYPES[r.type!] ?? { short: r.type!, full: r.type! };
    return {
      name: r.name!,
      typeShort: type.short,
      typeFull: type.full,
      federalDistrict: r.federal_district!,
      kladrId: r.kladr_id!,
      fiasId: r.fias_id!,
      okato: r.okato!,
      oktmo: r.oktmo!,
      isoCode: r.iso_code!,
      timezone: r.timezone!,
    };
  });
}

export function loadTowns(): GeoTown[] {
  return read('city.csv').map((r) => ({
    region: r.region!,
    areaType: r.area_type!,
    area: r.area!,
    city: r.city || r.settlement || '',
    latitude: Number(r.geo_lat),
    longitude: Number(r.geo_lon),
    population: Number(r.population) || 0,
  }));
}
