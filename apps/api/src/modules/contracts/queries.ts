import { sql, type ExpressionBuilder, type Insertable, type SqlBool, type Updateable } from 'kysely';
import {
  INDICATIVE_WINDOW_DAYS,
  ruDateToIso,
  type ContractFilters,
  type ContractSortField,
  type IndicativePricesQuery,
} from '@kolos/domain/contracts';
import type { SortDirection } from '@kolos/domain';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { ownedBy, type OwnerScope } from '../../platform/scope';
import { readable } from '../locations';
import type { ContractStatusHistoryTable, ContractsTable } from './tables';

/**
 * Whose contracts a caller reaches: a purchaser's staff their company's (the aggregator side),
 * an admin every company's (null). Applied in every query below, never after it, by the one
 * scope module (ADR 0062).
 */
export type CompanyScope = OwnerScope;
const ofScope = (scope: CompanyScope, alias = 'c.') => ownedBy(scope, `${alias}aggregatorCompanyUuid`);

/** A contract with the read-only enrichments of SPEC 3. */
const withEnrichments = (db: Database, scope: CompanyScope) =>
  db
    .selectFrom('contracts as c')
    // the supplier is always a farmer (checked on create); saying so lets the supplier-name sort
    // walk companies_user_type_name_idx in name order
    .innerJoin('companies as fc', (join) =>
      join.onRef('fc.uuid', '=', 'c.farmerCompanyUuid').on('fc.userType', '=', 'farmer'),
    )
    .innerJoin('cultures as p', 'p.uuid', 'c.productUuid')
    .innerJoin('locations as al', 'al.uuid', 'c.aggregatorLocationUuid')
    .innerJoin('companies as ac', 'ac.uuid', 'c.aggregatorCompanyUuid')
    .leftJoin('locations as fl', 'fl.uuid', 'c.farmerLocationUuid')
    .leftJoin('users as u', 'u.uuid', 'c.userUuid')
    .selectAll('c')
    .select([
      'fc.name as farmerCompanyName',
      'p.title as productTitle',
      'al.name as aggregatorLocationName',
      'ac.name as aggregatorCompanyName',
      'fl.name as farmerLocationName',
      'fl.address as farmerLocationAddress',
      'u.name as userName',
      'u.lastName as userLastName',
      'u.surname as userSurname',
    ])
    .where(ofScope(scope));

export type ContractRow = Awaited<ReturnType<ReturnType<typeof withEnrichments>['executeTakeFirstOrThrow']>>;

export interface ContractListOptions {
  filters: ContractFilters;
  sortField?: ContractSortField | undefined;
  sortDirection: SortDirection;
}

type ContractsEb = ExpressionBuilder<DB & { c: DB['contracts'] }, 'c'>;

/** The scope and SPEC 2.10 filters as one condition on contracts alone (same rules as `filtered`). */
const matches = (scope: CompanyScope, f: ContractFilters) => (eb: ContractsEb) => {
  const start = f.startDate ? ruDateToIso(f.startDate) : null;
  const end = f.endDate ? ruDateToIso(f.endDate) : null;
  return eb.and([
    ofScope(scope),
    ...(f.status ? [eb('c.status', '=', f.status)] : []),
    ...(f.productUuid ? [eb('c.productUuid', '=', f.productUuid)] : []),
    ...(f.regionUuid ? [eb('c.regionUuid', '=', f.regionUuid)] : []),
    ...(f.aggregatorLocationUuid ? [eb('c.aggregatorLocationUuid', '=', f.aggregatorLocationUuid)] : []),
    ...(f.userUuid ? [eb('c.userUuid', '=', f.userUuid)] : []),
    ...(f.deliveryType ? [eb('c.deliveryType', '=', f.deliveryType)] : []),
    ...(start ? [eb('c.startDate', '>=', start)] : []),
    ...(end ? [eb('c.endDate', '<=', end)] : []),
  ]);
};

/**
 * The list's uuids in its order, from contracts alone — plus only the join a supplier-name sort
 * needs — walking the (company, sort column, uuid) index; the SPEC 3 enrichments are joined later
 * for one page of them (`contractPageRows`). Ties run newest first whichever way the column runs.
 */
export function contractKeys(db: Database, scope: CompanyScope, o: ContractListOptions) {
  const dir = o.sortDirection === 'DESC' ? 'desc' : 'asc';
  const end = o.filters.endDate ? ruDateToIso(o.filters.endDate) : null;
  const filtered = db.selectFrom('contracts as c').where(matches(scope, o.filters)).select('c.uuid');
  const base =
    end && scope !== null && !o.sortField
      ? filtered.where('c.uuid', '<=', newestEndZone(db, scope, end))
      : filtered;
  const ordered =
    o.sortField === 'farmerCompanyName'
      ? base
          .innerJoin('companies as fc', (join) =>
            join.onRef('fc.uuid', '=', 'c.farmerCompanyUuid').on('fc.userType', '=', 'farmer'),
          )
          .orderBy('fc.name', dir)
      : o.sortField === 'manager'
        ? // an unknown manager sorts last either way; one index per direction (migration 0008)
          base.orderBy('c.managerName', (ob) => (dir === 'desc' ? ob.desc() : ob.asc()).nullsLast())
        : o.sortField
          ? base.orderBy(`c.${o.sortField}`, dir)
          : base;
  return ordered.orderBy('c.uuid', 'desc');
}

/**
 * The largest uuid a company's contract ending on or before `end` can have: the newest zone whose
 * earliest end is that early (migration 0009). Newest first, the walk starts there instead of
 * passing every newer contract; null (no such zone) leaves nothing to walk.
 */
const newestEndZone = (db: Database, scope: string, end: string) =>
  db
    .selectFrom('contractEndZones as z')
    .select('z.zoneEnd')
    .where('z.aggregatorCompanyUuid', '=', scope)
    .where('z.earliestEnd', '<=', end)
    .orderBy('z.zoneEnd', 'desc')
    .limit(1);

/** Contracts with the SPEC 3 enrichments, for the page `latePage` joins them to. */
export const contractPageRows = (db: Database, scope: CompanyScope) => ({
  query: withEnrichments(db, scope),
  uuid: 'c.uuid',
});

/** The filtered list's size, counted on contracts alone. */
export async function contractCount(db: Database, scope: CompanyScope, f: ContractFilters): Promise<number> {
  const row = await db
    .selectFrom('contracts as c')
    .where(matches(scope, f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The filtered list's tonnes (SPEC 3 quantity), summed on contracts alone. */
export async function contractVolume(db: Database, scope: CompanyScope, f: ContractFilters): Promise<number> {
  const row = await db
    .selectFrom('contracts as c')
    .where(matches(scope, f))
    .select(sql<string>`coalesce(sum(c.quantity), 0)`.as('t'))
    .executeTakeFirst();
  return Number(row?.t ?? 0);
}

export const findContract = (db: Database, scope: CompanyScope, uuid: string) =>
  withEnrichments(db, scope).where('c.uuid', '=', uuid).executeTakeFirst();

export const contractsOfFarmer = (db: Database, scope: CompanyScope, farmerCompanyUuid: string) =>
  withEnrichments(db, scope)
    .where('c.farmerCompanyUuid', '=', farmerCompanyUuid)
    .orderBy('c.uuid', 'desc')
    .limit(1000)
    .execute();

export const insertContract = (db: Database, row: Insertable<ContractsTable>) =>
  db.insertInto('contracts').values(row).execute();

export const insertHistory = (db: Database, row: Omit<Insertable<ContractStatusHistoryTable>, 'createdAt'>) =>
  db.insertInto('contractStatusHistory').values(row).execute();

export type ContractPatch = Pick<
  Required<Updateable<ContractsTable>>,
  | 'humidity'
  | 'quantity'
  | 'price'
  | 'initialPrice'
  | 'deliveryPrice'
  | 'distance'
  | 'tariffType'
  | 'startDate'
  | 'endDate'
  | 'comment'
  | 'withoutIndication'
  | 'farmerLocationUuid'
>;

export const updateContract = (db: Database, scope: CompanyScope, uuid: string, patch: ContractPatch) =>
  db
    .updateTable('contracts')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .where(ofScope(scope, ''))
    .executeTakeFirst();

/** A live acceptance point with the live purchase territory it lies in, if any. */
export const findAcceptancePoint = (db: Database, uuid: string) =>
  db
    .selectFrom('locations as l')
    .leftJoin('purchaseRegions as r', (join) =>
      join.onRef('r.uuid', '=', 'l.regionUuid').on('r.isDeleted', '=', false),
    )
    .select(['l.uuid', 'l.companyUuid', 'l.name', 'r.uuid as regionUuid'])
    .where('l.uuid', '=', uuid)
    .where('l.isDeleted', '=', false)
    .where('l.kind', '=', 'ACCEPTANCE')
    .executeTakeFirst();

export const findFarmerCompany = (db: Database, uuid: string) =>
  db
    .selectFrom('companies')
    .select(['uuid', 'name', 'status'])
    .where('uuid', '=', uuid)
    .where('userType', '=', 'farmer')
    .executeTakeFirst();

/**
 * A live shipping point of the farmer company that the caller may read: one the farmer published,
 * or one the caller's company entered for the farmer, never one another purchaser entered.
 */
export const findShippingPoint = (db: Database, auth: AuthContext, uuid: string, farmerCompanyUuid: string) =>
  db
    .selectFrom('locations as l')
    .select(['l.uuid', 'l.name', 'l.address'])
    .where('l.uuid', '=', uuid)
    .where('l.companyUuid', '=', farmerCompanyUuid)
    .where('l.kind', '=', 'SHIPPING')
    .where('l.isDeleted', '=', false)
    .where(readable(auth))
    .executeTakeFirst();

export const cultureExists = async (db: Database, uuid: string) =>
  Boolean(await db.selectFrom('cultures').select('uuid').where('uuid', '=', uuid).executeTakeFirst());

/**
 * SPEC 3 Contracted farmer: every farmer company on the platform, in name order. isInvalidate
 * marks those that have not passed moderation: they are shown, but a deal cannot be made.
 */
export const contractedFarmers = (db: Database) =>
  db
    .selectFrom('companies')
    .select(['uuid', 'name', 'taxCode', 'status'])
    .where('userType', '=', 'farmer')
    .orderBy('name')
    .orderBy('uuid')
    .limit(5000)
    .execute();

/** The managers who made the company's deals (the list's manager filter offers them). */
export const contractAuthors = (db: Database, scope: CompanyScope) =>
  db
    .selectFrom('users as u')
    .select(['u.uuid', 'u.name', 'u.lastName', 'u.surname'])
    .where(({ exists, selectFrom }) => {
      return exists(
        selectFrom('contracts as c')
          .select('c.uuid')
          .whereRef('c.userUuid', '=', 'u.uuid')
          .where(ofScope(scope)),
      );
    })
    .orderBy('u.lastName')
    .orderBy('u.name')
    .orderBy('u.uuid')
    .limit(1000)
    .execute();

/**
 * The indicative price per crop and acceptance point (see @kolos/domain/contracts): served by
 * contracts_indicative_idx, a partial index over exactly the contracts that count.
 */
export function indicativePrices(
  db: Database,
  scope: CompanyScope,
  q: Omit<IndicativePricesQuery, 'aggregatorCompanyUuid'>,
) {
  const weighted = sql<number>`round(sum(c.price::numeric * c.quantity) / sum(c.quantity))::integer`;
  let query = db
    .selectFrom('contracts as c')
    .innerJoin('cultures as p', 'p.uuid', 'c.productUuid')
    .innerJoin('locations as l', 'l.uuid', 'c.aggregatorLocationUuid')
    .innerJoin('companies as ac', 'ac.uuid', 'c.aggregatorCompanyUuid')
    .select([
      'c.productUuid',
      'p.title as productTitle',
      'c.aggregatorLocationUuid',
      'l.name as aggregatorLocationName',
      'c.aggregatorCompanyUuid',
      'ac.name as aggregatorCompanyName',
      weighted.as('price'),
      sql<number>`sum(c.quantity)::integer`.as('quantity'),
      sql<number>`count(*)::integer`.as('contracts'),
    ])
    .where('c.status', '=', 'CONTRACT_CONFIRMED')
    .where('c.withoutIndication', '=', false)
    .where(sql<SqlBool>`c.confirmed_at > now() - make_interval(days => ${INDICATIVE_WINDOW_DAYS})`)
    .groupBy([
      'c.productUuid',
      'p.title',
      'p.sortOrder',
      'c.aggregatorLocationUuid',
      'l.name',
      'c.aggregatorCompanyUuid',
      'ac.name',
    ])
    // the most traded first: the summary above the list shows only its top rows
    .orderBy(sql`sum(c.quantity)`, 'desc')
    .orderBy('l.name')
    .orderBy('p.sortOrder')
    .limit(200);
  query = query.where(ofScope(scope));
  if (q.productUuid) query = query.where('c.productUuid', '=', q.productUuid);
  if (q.aggregatorLocationUuid)
    query = query.where('c.aggregatorLocationUuid', '=', q.aggregatorLocationUuid);
  if (q.regionUuid) query = query.where('c.regionUuid', '=', q.regionUuid);
  return query.execute();
}
