import { sql, type Transaction } from 'kysely';
import {
  COMMITTED_STATUSES,
  type PrepaymentSortField,
  type PrepaymentStatus,
  type ProductAlias,
} from '@kolos/domain/prepayment';
import type { SortDirection } from '@kolos/domain';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import { ownedBy, reachSql, type OwnerScope, type Reach } from '../../platform/scope';
import { likeEscape } from '../../platform/list';
import './tables';

type Db = Database | Transaction<DB>;

/**
 * Whose requests a caller reaches (the one rule `PREPAYMENT_REQUEST`, ADR 0062): everything
 * (admin), a purchaser's limits, a farmer's own — only those to the acting company on a session a
 * purchaser's super-user opened (ADR 0014).
 */
export type Scope = Reach<'purchaser' | 'farmer'>;

const inScope = (scope: Scope) =>
  reachSql(scope, { purchaser: 'r.purchaserCompanyUuid', farmer: 'r.farmerCompanyUuid' });

/** A request with its limit and the farmer company: the row of the list and of every answer. */
const requestRows = (db: Db, scope: Scope) =>
  db
    .selectFrom('prepaymentRequests as r')
    .innerJoin('prepaymentLimits as l', 'l.uuid', 'r.limitUuid')
    .innerJoin('companies as f', 'f.uuid', 'r.farmerCompanyUuid')
    .where(inScope(scope))
    .select([
      'r.uuid',
      'r.requestId',
      'r.createdAt',
      'r.updatedAt',
      'r.requestValue',
      'r.status',
      'r.statusReason',
      'r.agreementContractNumber',
      'r.productAlias',
      'l.uuid as limitUuid',
      // as it was when the request was decided; the live limit while it is still open
      // as it was when the request was decided; the live limit while it is still open
      (eb) => eb.fn.coalesce('r.decidedLimitAmount', 'l.amount').as('limitAmount'),
      'l.insureCompany',
      'f.name as companyName',
      'f.taxCode as inn',
      // issue 30: kopecks repaid from confirmed settlements (the partial index by request serves it)
      (eb) =>
        eb
          .selectFrom('prepaymentRepayments as p')
          .select(sql<string>`coalesce(sum(p.amount), 0)`.as('repaid'))
          .whereRef('p.requestUuid', '=', 'r.uuid')
          .where('p.reversedAt', 'is', null)
          .as('repaidKopecks'),
    ]);

export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

export interface RequestFilter {
  createdFrom?: string;
  createdTo?: string;
  productAliases: ProductAlias[];
  statuses: PrepaymentStatus[];
  any?: string;
  requestId?: number;
}

const SORT_COLUMNS = {
  created: 'r.createdAt',
  requestValue: 'r.requestValue',
  updatedAt: 'r.updatedAt',
} as const satisfies Record<PrepaymentSortField, string>;

/**
 * The list's uuids in its order, from requests alone (a search by farmer name or ИНН picks the
 * farmers first): an index answers it; the service joins the rest for one page (`requestsByUuid`).
 */
export function requestKeys(
  db: Db,
  scope: Scope,
  filter: RequestFilter,
  sort: { field: PrepaymentSortField; direction: SortDirection },
) {
  let query = db.selectFrom('prepaymentRequests as r').where(inScope(scope)).select('r.uuid');
  if (filter.createdFrom) query = query.where('r.createdAt', '>=', new Date(filter.createdFrom));
  if (filter.createdTo) query = query.where('r.createdAt', '<=', new Date(filter.createdTo));
  if (filter.productAliases.length > 0) query = query.where('r.productAlias', 'in', filter.productAliases);
  if (filter.statuses.length > 0) query = query.where('r.status', 'in', filter.statuses);
  if (filter.requestId !== undefined) query = query.where('r.requestId', '=', filter.requestId);
  if (filter.any) {
    const text = likeEscape(filter.any);
    query = query.where('r.farmerCompanyUuid', 'in', (eb) =>
      eb
        .selectFrom('companies as f')
        .select('f.uuid')
        .where((w) => w.or([w('f.name', 'ilike', `%${text}%`), w('f.taxCode', 'like', `${text}%`)])),
    );
  }
  const dir = sort.direction === 'DESC' ? 'desc' : 'asc';
  return query.orderBy(SORT_COLUMNS[sort.field], dir).orderBy('r.requestId', dir);
}

/** Requests with their names, for the page `latePage` joins them to. */
export const requestPageRows = (db: Db, scope: Scope) => ({ query: requestRows(db, scope), uuid: 'r.uuid' });

export const findRequest = (db: Db, scope: Scope, uuid: string) =>
  requestRows(db, scope).where('r.uuid', '=', uuid).executeTakeFirst();

/** Locks the request for a status change; null when it is not there or not the caller's. */
export const lockRequest = (trx: Transaction<DB>, scope: Scope, uuid: string) =>
  trx
    .selectFrom('prepaymentRequests as r')
    .where(inScope(scope))
    .where('r.uuid', '=', uuid)
    .select(['r.uuid', 'r.status', 'r.limitUuid', 'r.requestValue'])
    .forUpdate()
    .executeTakeFirst();

/**
 * Locks the limit (so that two approvals against it run one after the other) and answers its
 * amount and what is committed against it: approved or lent and not yet repaid.
 */
export async function lockLimitUsage(trx: Transaction<DB>, limitUuid: string) {
  const limit = await trx
    .selectFrom('prepaymentLimits')
    .where('uuid', '=', limitUuid)
    .select('amount')
    .forUpdate()
    .executeTakeFirstOrThrow();
  const used = await trx
    .selectFrom('prepaymentRequests')
    .where('limitUuid', '=', limitUuid)
    .where('status', 'in', COMMITTED_STATUSES)
    .select(sql<number>`coalesce(sum(request_value), 0)`.as('committed'))
    .executeTakeFirstOrThrow();
  return { amount: Number(limit.amount), committed: Number(used.committed) };
}

/** The farmer company's limits for a product, locked: the request is checked against one of them. */
export const lockFarmerLimits = (
  trx: Transaction<DB>,
  farmerCompanyUuid: string,
  productAlias: ProductAlias,
  purchaserCompanyUuid: string | undefined,
) => {
  let query = trx
    .selectFrom('prepaymentLimits')
    .where('farmerCompanyUuid', '=', farmerCompanyUuid)
    .where('productAlias', '=', productAlias);
  if (purchaserCompanyUuid) query = query.where('purchaserCompanyUuid', '=', purchaserCompanyUuid);
  return query.select(['uuid', 'purchaserCompanyUuid']).forUpdate().execute();
};

export const insertRequest = (
  trx: Transaction<DB>,
  values: {
    uuid: string;
    limitUuid: string;
    purchaserCompanyUuid: string;
    farmerCompanyUuid: string;
    productAlias: ProductAlias;
    requestValue: number;
    agreementContractNumber: string | null;
    createdBy: string;
  },
) => trx.insertInto('prepaymentRequests').values(values).execute();

/** Companies by ИНН, for the import: which of the file's tax numbers the platform knows. */
export const companiesByInn = (db: Db, inns: string[]) =>
  inns.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('companies')
        .where('taxCode', 'in', inns)
        .select(['uuid', 'taxCode', 'userType'])
        .execute();

export interface LimitUpsert {
  purchaserCompanyUuid: string;
  farmerCompanyUuid: string;
  productAlias: ProductAlias;
  amount: number;
  insureCompany: string | null;
  uuid: string;
}

/**
 * An import's lock: two imports of the same purchaser run one after the other (so their row
 * locks never cross), an approval of a request against one limit waits only for that row.
 */
export const lockPurchaserImports = (trx: Transaction<DB>, purchaserCompanyUuid: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`prepayment-limits:${purchaserCompanyUuid}`}))`.execute(trx);

/**
 * The purchaser's present limits for these farmers, locked in one order for the rest of the
 * import (an approval locks the same row: see `lockLimitUsage`), with what is committed against
 * each: approved or lent and not yet repaid. Read after the lock, so it counts every approval
 * that got the row first.
 */
export async function lockCommitted(trx: Transaction<DB>, purchaserCompanyUuid: string, farmers: string[]) {
  if (farmers.length === 0) return [];
  const limits = await trx
    .selectFrom('prepaymentLimits')
    .where('purchaserCompanyUuid', '=', purchaserCompanyUuid)
    .where('farmerCompanyUuid', 'in', farmers)
    .select(['uuid', 'farmerCompanyUuid', 'productAlias'])
    .orderBy('uuid')
    .forUpdate()
    .execute();
  if (limits.length === 0) return [];
  const used = await trx
    .selectFrom('prepaymentRequests')
    .where(
      'limitUuid',
      'in',
      limits.map((l) => l.uuid),
    )
    .where('status', 'in', COMMITTED_STATUSES)
    .groupBy('limitUuid')
    .select(['limitUuid', sql<string>`sum(request_value)`.as('committed')])
    .execute();
  const committed = new Map(used.map((u) => [u.limitUuid, Number(u.committed)]));
  return limits.map((l) => ({ ...l, committed: committed.get(l.uuid) ?? 0 }));
}

/** Re-importing a line updates the limit of the same purchaser, farmer and product. */
export const upsertLimits = (trx: Transaction<DB>, rows: LimitUpsert[]) =>
  trx
    .insertInto('prepaymentLimits')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['purchaserCompanyUuid', 'farmerCompanyUuid', 'productAlias']).doUpdateSet((eb) => ({
        amount: eb.ref('excluded.amount'),
        insureCompany: eb.ref('excluded.insureCompany'),
        updatedAt: sql<Date>`now()`,
      })),
    )
    .execute();

/** The limits a purchaser's bank granted (all for the admin), for the export. */
export const limitsForExport = (db: Db, purchaserCompanyUuid: OwnerScope) =>
  db
    .selectFrom('prepaymentLimits as l')
    .innerJoin('companies as f', 'f.uuid', 'l.farmerCompanyUuid')
    .select(['f.taxCode as inn', 'f.name as companyName', 'l.amount', 'l.insureCompany', 'l.productAlias'])
    .where(ownedBy(purchaserCompanyUuid, 'l.purchaserCompanyUuid'))
    .orderBy('f.name')
    .orderBy('l.productAlias')
    .execute();
