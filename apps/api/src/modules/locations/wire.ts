import { ZERO_UUID } from '@kolos/domain';
import type { Location } from '@kolos/domain/locations';
import { formatKladrName } from '@kolos/domain/reference';
import type { LocationRow } from './queries';

type Scales = NonNullable<Location['scales']>;

// numeric columns: the embedded database answers them as text whatever parser is configured.
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** A row → SPEC 3 Location. */
export function toWire(row: LocationRow): Location {
  const schedule = row.schedule ?? {};
  return {
    uuid: row.uuid,
    companyUuid: row.companyUuid,
    companyName: row.companyName,
    authorCompanyUuid: row.authorCompanyUuid,
    kind: row.kind,
    type: row.type,
    loadType: row.loadType,
    name: row.name,
    address: row.address,
    position: { latitude: row.latitude, longitude: row.longitude },
    quantity: num(row.quantity),
    warehouseHeight: num(row.warehouseHeight),
    scalesLength: num(row.scalesLength),
    maxCarLength: num(row.maxCarLength),
    postsQuantity: row.postsQuantity,
    carType: row.carType,
    schedule: { ...schedule, workingDays: schedule.workingDays ?? [] },
    scales: (row.scales as Scales | null) ?? null,
    regionUuid: row.regionUuid ?? ZERO_UUID,
    fedRegionUuid: row.fedRegionUuid,
    fedRegionName:
      row.fedRegionValue === null
        ? null
        : formatKladrName({
            value: row.fedRegionValue,
            fullSubvalue: row.fedRegionFull ?? '',
            shortSubvalue: row.fedRegionShort ?? '',
          }),
    areaUuid: row.areaUuid,
    isDeleted: row.isDeleted,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
