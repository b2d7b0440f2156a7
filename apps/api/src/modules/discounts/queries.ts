import { sql, type Insertable } from 'kysely';
import type { DiscountFields, DiscountFilters } from '@kolos/domain/discounts';
import type { Database } from '../../db/client';
import { ownedBy, type OwnerScope } from '../../platform/scope';
import type { DiscountsTable } from './tables';

/** Whose premiums a caller reaches: a purchaser's staff their company's, an admin all (null). */
export type { OwnerScope };

const withNames = (db: Database, scope: OwnerScope) =>
  db
    .selectFrom('discounts as d')
    .innerJoin('fedRegions as r', 'r.uuid', 'd.regionUuid')
    .innerJoin('areas as a', 'a.uuid', 'd.areaUuid')
    .innerJoin('cultures as c', 'c.uuid', 'd.cultureUuid')
    .selectAll('d')
    .select([
      'r.name as regionValue',
      'r.typeFull as regionFull',
      'r.typeShort as regionShort',
      'a.name as areaValue',
      'a.typeFull as areaFull',
      'a.typeShort as areaShort',
      'c.title as cultureTitle',
    ])
    .where(ownedBy(scope, 'd.ownerCompanyUuid'));

export type DiscountRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/**
 * The uuids of the premiums matching the SPEC 3 Discount filter fields, in region, area and crop
 * order: only the names the order needs are joined; the rest is joined for one page
 * (`discountsByUuid`).
 */
export function discountKeys(db: Database, scope: OwnerScope, f: DiscountFilters) {
  let query = db
    .selectFrom('discounts as d')
    .innerJoin('fedRegions as r', 'r.uuid', 'd.regionUuid')
    .innerJoin('areas as a', 'a.uuid', 'd.areaUuid')
    .innerJoin('cultures as c', 'c.uuid', 'd.cultureUuid')
    .select('d.uuid')
    .where(ownedBy(scope, 'd.ownerCompanyUuid'));
  if (f.ownerCompanyUuid) query = query.where('d.ownerCompanyUuid', '=', f.ownerCompanyUuid);
  if (f.regionUuid) query = query.where('d.regionUuid', '=', f.regionUuid);
  if (f.areaUuid) query = query.where('d.areaUuid', '=', f.areaUuid);
  if (f.cultureUuid) query = query.where('d.cultureUuid', '=', f.cultureUuid);
  return query.orderBy('r.name').orderBy('a.name').orderBy('c.sortOrder').orderBy('d.uuid');
}

/** Premiums with their names, for the page `latePage` joins them to. */
export const discountPageRows = (db: Database, scope: OwnerScope) => ({
  query: withNames(db, scope),
  uuid: 'd.uuid',
});

export const findDiscount = (db: Database, scope: OwnerScope, uuid: string) =>
  withNames(db, scope).where('d.uuid', '=', uuid).executeTakeFirst();

/** The one premium an owner may have for a place and crop (SPEC: one per owner, region, area, crop). */
export const findTwin = (db: Database, owner: string, f: DiscountFields, exceptUuid: string | null) => {
  let query = db
    .selectFrom('discounts')
    .select('uuid')
    .where('ownerCompanyUuid', '=', owner)
    .where('regionUuid', '=', f.regionUuid)
    .where('areaUuid', '=', f.areaUuid)
    .where('cultureUuid', '=', f.cultureUuid);
  if (exceptUuid) query = query.where('uuid', '!=', exceptUuid);
  return query.executeTakeFirst();
};

export const insertDiscount = (db: Database, row: Insertable<DiscountsTable>) =>
  db.insertInto('discounts').values(row).execute();

export const updateDiscount = (db: Database, scope: OwnerScope, uuid: string, f: DiscountFields) =>
  db
    .updateTable('discounts')
    .set({ ...f, updatedAt: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .where(ownedBy(scope, 'ownerCompanyUuid'))
    .executeTakeFirst();

export const deleteDiscount = (db: Database, scope: OwnerScope, uuid: string) =>
  db
    .deleteFrom('discounts')
    .where('uuid', '=', uuid)
    .where(ownedBy(scope, 'ownerCompanyUuid'))
    .executeTakeFirst();

export const findArea = (db: Database, uuid: string) =>
  db.selectFrom('areas').select(['uuid', 'fedRegionUuid']).where('uuid', '=', uuid).executeTakeFirst();

export const cultureExists = async (db: Database, uuid: string) =>
  Boolean(await db.selectFrom('cultures').select('uuid').where('uuid', '=', uuid).executeTakeFirst());

export const isPurchaser = async (db: Database, companyUuid: string) =>
  Boolean(
    await db
      .selectFrom('companies')
      .select('uuid')
      .where('uuid', '=', companyUuid)
      .where('userType', '=', 'purchaser')
      .executeTakeFirst(),
  );
