import type { Culture, KladrItem } from '@kolos/domain/reference';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { fedRegionExists } from './fed-regions';

/** GET /kladr/locations/regions/names: every subject of the federation, by name. */
export async function regionNames(deps: Deps): Promise<KladrItem[]> {
  const rows = await deps.db
    .selectFrom('fedRegions')
    .select(['uuid', 'name', 'typeFull', 'typeShort'])
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    name: { value: r.name, fullSubvalue: r.typeFull, shortSubvalue: r.typeShort },
  }));
}

/** GET /kladr/locations/areas/{id}/names: the districts of one subject. */
export async function areaNames(deps: Deps, fedRegionUuid: string): Promise<KladrItem[]> {
  if (!(await fedRegionExists(deps.db, fedRegionUuid))) throw notFound('Субъект РФ не найден');
  const rows = await deps.db
    .selectFrom('areas')
    .select(['uuid', 'name', 'typeFull', 'typeShort'])
    .where('fedRegionUuid', '=', fedRegionUuid)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    name: { value: r.name, fullSubvalue: r.typeFull, shortSubvalue: r.typeShort },
  }));
}

/** SPEC 7 Products: crops in the order a buyer expects. */
export async function cultures(deps: Deps): Promise<Culture[]> {
  const rows = await deps.db
    .selectFrom('cultures')
    .select(['uuid', 'alias', 'title'])
    .orderBy('sortOrder')
    .orderBy('title')
    .execute();
  return rows.map((r) => ({ uuid: r.uuid, alias: r.alias, payload: { title: r.title } }));
}
