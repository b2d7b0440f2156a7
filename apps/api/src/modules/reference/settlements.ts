import type { Database } from '../../db/client';
import { loadTowns } from './geo';
import { newId } from '../../platform/ids';

/**
 * Loads the shipped towns (DaData, apps/api/src/modules/reference/geo) into `settlements`, attached to their
 * subject and district: how a point given by coordinates learns its subject. Idempotent; towns of
 * a subject or district the base does not know yet are attached when they appear.
 */
export async function loadSettlements(db: Database): Promise<void> {
  const regions = await db.selectFrom('fedRegions').select(['uuid', 'name']).execute();
  const regionByName = new Map(regions.map((r) => [r.name, r.uuid]));
  const areas = await db.selectFrom('areas').select(['uuid', 'name', 'fedRegionUuid']).execute();
  const areaByKey = new Map(areas.map((a) => [`${a.fedRegionUuid}|${a.name}`, a.uuid]));
  const rows = loadTowns().flatMap((t) => {
    const fedRegionUuid = regionByName.get(t.region);
    if (!fedRegionUuid || !Number.isFinite(t.latitude) || !Number.isFinite(t.longitude)) return [];
    const areaUuid = t.area ? (areaByKey.get(`${fedRegionUuid}|${t.area}`) ?? null) : null;
    return [
      { uuid: newId(), fedRegionUuid, areaUuid, name: t.city, latitude: t.latitude, longitude: t.longitude },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('settlements')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['fedRegionUuid', 'latitude', 'longitude'])
        .doUpdateSet((eb) => ({ areaUuid: eb.fn.coalesce('settlements.areaUuid', 'excluded.areaUuid') })),
    )
    .execute();
}
