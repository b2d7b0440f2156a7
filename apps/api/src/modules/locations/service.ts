import type { Location, LocationKind } from '@kolos/domain/locations';
import { LOCATION_MSG } from '@kolos/domain/locations';
import { REGION_MSG } from '@kolos/domain/regions';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { countOf, latePage } from '../../platform/list';
import { ownedBy, ownerScope } from '../../platform/scope';
import { placeKeys, readable, selectLocations, visibleCompany, type PlaceFilter } from './queries';
import { toWire } from './wire';

/** GET /locations/{id}: archived points too, so deals keep showing where they loaded. */
/** Count-cache scope of the places list: a change to any location drops its totals. */
export const PLACES_TOTALS = 'locations';

export async function getLocation(deps: Deps, auth: AuthContext, uuid: string): Promise<Location> {
  const row = await selectLocations(deps.db)
    .where('l.uuid', '=', uuid)
    .where(readable(auth))
    .executeTakeFirst();
  if (!row) throw notFound(LOCATION_MSG.notFound);
  return toWire(row);
}

/** POST /locations/locations-by-ids/{ids}: the readable ones among the ids, archived included. */
export async function getLocationsByIds(deps: Deps, auth: AuthContext, uuids: string[]): Promise<Location[]> {
  if (uuids.length === 0) return [];
  const rows = await selectLocations(deps.db)
    .where('l.uuid', 'in', uuids)
    .where(readable(auth))
    .orderBy('l.name')
    .execute();
  return rows.map(toWire);
}

/** GET /user/personal/locations: the live places of the caller's own company that he may read. */
export async function getPersonalLocations(deps: Deps, auth: AuthContext, kind?: LocationKind) {
  if (!auth.companyUuid) return [];
  let q = selectLocations(deps.db)
    .where('l.companyUuid', '=', auth.companyUuid)
    .where('l.isDeleted', '=', false)
    .where(readable(auth));
  if (kind) q = q.where('l.kind', '=', kind);
  return (await q.orderBy('l.name').orderBy('l.uuid').execute()).map(toWire);
}

/** GET /locations/company/{id} and /locations-by-company/{id}: a company's live places the caller may read. */
export async function getCompanyLocations(deps: Deps, auth: AuthContext, companyUuid: string) {
  if (!(await visibleCompany(deps.db, auth, companyUuid))) throw notFound('Компания не найдена');
  const rows = await selectLocations(deps.db)
    .where('l.companyUuid', '=', companyUuid)
    .where('l.isDeleted', '=', false)
    .where(readable(auth))
    .orderBy('l.name')
    .orderBy('l.uuid')
    .execute();
  return rows.map(toWire);
}

/** GET /locations/region/{id}: the acceptance points of a purchase territory of the caller's company. */
export async function getRegionLocations(deps: Deps, auth: AuthContext, regionUuid: string) {
  const region = await deps.db
    .selectFrom('purchaseRegions')
    .select('companyUuid')
    .where('uuid', '=', regionUuid)
    .where('isDeleted', '=', false)
    .where(ownedBy(ownerScope(auth), 'companyUuid'))
    .executeTakeFirst();
  if (!region) throw notFound(REGION_MSG.notFound);
  const rows = await selectLocations(deps.db)
    .where('l.regionUuid', '=', regionUuid)
    .where('l.isDeleted', '=', false)
    .orderBy('l.name')
    .orderBy('l.uuid')
    .execute();
  return rows.map(toWire);
}

/** POST /v2/locations/place-of-shipment: one page and the total. */
export async function listPlaces(
  deps: Deps,
  auth: AuthContext,
  filter: PlaceFilter & { offset: number; limit: number },
) {
  const keys = placeKeys(deps.db, auth, filter);
  const { offset: _o, limit: _l, ...filters } = filter;
  const key = JSON.stringify({
    user: auth.userType,
    company: auth.companyUuid,
    acting: auth.actingForCompanyUuid,
    filters,
  });
  const { rows, total } = await latePage(
    keys,
    { query: selectLocations(deps.db), uuid: 'l.uuid' },
    filter,
    () => deps.counts.get(PLACES_TOTALS, key, () => countOf(keys)),
  );
  return { locations: rows.map(toWire), total };
}
