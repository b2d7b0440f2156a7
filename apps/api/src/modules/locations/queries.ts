import { sql, type SqlBool } from 'kysely';
import { canSee, COMPANY_CARD, LOCATION, type Viewer } from '@kolos/domain';
import type { LocationKind, LocationSortField } from '@kolos/domain/locations';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import { changeableBy, visibleTo } from '../../platform/scope';
import { likePattern } from '../../platform/list';

/** The parties of a location row (alias `l`) for the one rule `LOCATION` (ADR 0020, 0062). */
const PARTIES = { owner: 'l.companyUuid', author: 'l.authorCompanyUuid' } as const;
/** A shipping point a farmer entered himself is open to every purchaser to read (FCA prices need it). */
const published = sql<SqlBool>`(l.kind = 'SHIPPING' and l.author_company_uuid is null)`;

/**
 * Which locations a caller may read (docs/locations.md): an admin all; a farmer their own (in a
 * session a purchaser's super-user opened, those the farmer or that company entered, ADR 0014); a
 * purchaser's staff their company's, those their company entered for a farmer, and the shipping
 * points farmers published themselves. Nothing of another purchaser.
 */
export const readable = (viewer: Viewer) => visibleTo(viewer, LOCATION, PARTIES, { published });

/** Which locations a caller may change: their company's, and a purchaser those it entered for a farmer. */
export const writable = (auth: AuthContext) => changeableBy(auth, LOCATION, PARTIES);

/** A location with what its wire form shows: owner name and subject of the federation. */
export const selectLocations = (db: Database) =>
  db
    .selectFrom('locations as l')
    .innerJoin('companies as c', 'c.uuid', 'l.companyUuid')
    .leftJoin('fedRegions as fr', 'fr.uuid', 'l.fedRegionUuid')
    .selectAll('l')
    .select([
      'c.name as companyName',
      'fr.name as fedRegionValue',
      'fr.typeShort as fedRegionShort',
      'fr.typeFull as fedRegionFull',
    ]);

export type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocations>['executeTakeFirstOrThrow']>>;

const SORT_COLUMNS: Record<LocationSortField, 'l.name' | 'l.address' | 'l.updatedAt'> = {
  name: 'l.name',
  address: 'l.address',
  updatedAt: 'l.updatedAt',
};

export interface PlaceFilter {
  kind: LocationKind;
  any?: string | undefined;
  companyUuid?: string | undefined;
  sortField?: LocationSortField | undefined;
  sortDirection: 'ASC' | 'DESC';
}

/**
 * POST /v2/locations/place-of-shipment: the uuids of live points of one kind the caller may
 * read, in the chosen order, from locations alone (the owner-name search picks companies first);
 * the (kind, column, uuid) index answers it and the rest is joined for one page.
 */
export function placeKeys(db: Database, auth: AuthContext, f: PlaceFilter) {
  let q = db
    .selectFrom('locations as l')
    .select('l.uuid')
    .where('l.isDeleted', '=', false)
    .where('l.kind', '=', f.kind)
    .where(readable(auth));
  if (f.companyUuid) q = q.where('l.companyUuid', '=', f.companyUuid);
  if (f.any) {
    const like = likePattern(f.any);
    q = q.where((eb) =>
      eb.or([
        eb('l.name', 'ilike', like),
        eb('l.address', 'ilike', like),
        eb(
          'l.companyUuid',
          'in',
          eb.selectFrom('companies as c').select('c.uuid').where('c.name', 'ilike', like),
        ),
      ]),
    );
  }
  const dir = f.sortDirection === 'DESC' ? 'desc' : 'asc';
  // The uuid settles ties so pages never repeat or skip a row.
  return q.orderBy(SORT_COLUMNS[f.sortField ?? 'name'], dir).orderBy('l.uuid', dir);
}

/**
 * The subject of the federation and district of the nearest known town, within about 300 km:
 * how a point given by coordinates only learns where it is (docs/locations.md).
 */
export async function nearestSettlement(db: Database, p: { latitude: number; longitude: number }) {
  const cos = Math.cos((p.latitude * Math.PI) / 180);
  return db
    .selectFrom('settlements')
    .select(['fedRegionUuid', 'areaUuid'])
    .where('latitude', '>=', p.latitude - 3)
    .where('latitude', '<=', p.latitude + 3)
    .where('longitude', '>=', p.longitude - 3 / Math.max(cos, 0.05))
    .where('longitude', '<=', p.longitude + 3 / Math.max(cos, 0.05))
    .orderBy(sql`power(latitude - ${p.latitude}, 2) + power((longitude - ${p.longitude}) * ${cos}, 2)`)
    .limit(1)
    .executeTakeFirst();
}

/** Is the company one the caller may list places of? Answers its user type, or null. */
export async function visibleCompany(db: Database, auth: AuthContext, companyUuid: string) {
  const company = await db
    .selectFrom('companies')
    .select(['uuid', 'userType'])
    .where('uuid', '=', companyUuid)
    .executeTakeFirst();
  // the same rule as the companies list (COMPANY_CARD): own company, and a purchaser every farmer
  const seen =
    company && canSee(auth, COMPANY_CARD, { self: company.uuid, published: company.userType === 'farmer' });
  return seen ? company : null;
}
