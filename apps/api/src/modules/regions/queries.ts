import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import { ownedBy, ownerScope, type OwnerScope } from '../../platform/scope';

/** Whose territories a query reaches: every company's (an admin, null) or one company's. */
export const scopeOf = (auth: AuthContext): OwnerScope => ownerScope(auth);

/** Live territories with their subject of the federation, inside the scope. */
export function selectRegions(db: Database, scope: OwnerScope) {
  return db
    .selectFrom('purchaseRegions as r')
    .innerJoin('fedRegions as fr', 'fr.uuid', 'r.fedRegionUuid')
    .select([
      'r.uuid',
      'r.companyUuid',
      'r.name',
      'r.fedRegionUuid',
      'r.updatedAt',
      'fr.name as fedName',
      'fr.typeShort as fedShort',
      'fr.typeFull as fedFull',
    ])
    .where('r.isDeleted', '=', false)
    .where(ownedBy(scope, 'r.companyUuid'));
}

export type RegionRow = Awaited<ReturnType<ReturnType<typeof selectRegions>['executeTakeFirstOrThrow']>>;

/** The live acceptance points of the given territories. */
export const regionPoints = (db: Database, regionUuids: string[]) =>
  regionUuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('locations')
        .select(['uuid', 'name', 'address', 'regionUuid'])
        .where('regionUuid', 'in', regionUuids)
        .where('isDeleted', '=', false)
        .orderBy('name')
        .orderBy('uuid')
        .execute();

/** How many of the given points are live acceptance points of the company. */
export async function countOwnPoints(db: Database, companyUuid: string, uuids: string[]): Promise<number> {
  if (uuids.length === 0) return 0;
  const row = await db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uuid', 'in', uuids)
    .where('companyUuid', '=', companyUuid)
    .where('kind', '=', 'ACCEPTANCE')
    .where('isDeleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nameTaken(db: Database, companyUuid: string, name: string, except?: string) {
  let q = db
    .selectFrom('purchaseRegions')
    .select('uuid')
    .where('companyUuid', '=', companyUuid)
    .where('isDeleted', '=', false)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except) q = q.where('uuid', '!=', except);
  return (await q.executeTakeFirst()) !== undefined;
}
