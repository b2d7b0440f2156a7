import { isoDay } from '@kolos/domain';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import { ruDateToIso } from '@kolos/domain/contracts';
import type { Viewer } from '@kolos/domain';
import type { TaskFilters, TaskSortField } from '@kolos/domain/tasks';
import type { SortDirection } from '@kolos/domain';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import { reachSql, type Reach } from '../../platform/scope';
import { readable } from '../locations';
import type { CompanyApiKeysTable, TasksTable } from './tables';
import './tables';

type Db = Database | Transaction<DB>;

/**
 * Whose tasks a caller reaches (the one rule `TASK`, ADR 0062): a purchaser's staff their
 * company's, a farmer those he delivers, an admin all. In every query below, never after it.
 */
export type TaskScope = Reach<'purchaser' | 'farmer'>;
const inScope = (scope: TaskScope) =>
  reachSql(scope, { purchaser: 't.aggregatorCompanyUuid', farmer: 't.farmerCompanyUuid' });

/** A task with the names its wire form shows. */
const taskRows = (db: Db, scope: TaskScope) =>
  db
    .selectFrom('tasks as t')
    .innerJoin('companies as fc', 'fc.uuid', 't.farmerCompanyUuid')
    .innerJoin('companies as ac', 'ac.uuid', 't.aggregatorCompanyUuid')
    .innerJoin('cultures as p', 'p.uuid', 't.productUuid')
    .innerJoin('locations as al', 'al.uuid', 't.aggregatorLocationUuid')
    .leftJoin('locations as fl', 'fl.uuid', 't.farmerLocationUuid')
    .selectAll('t')
    .select([
      'fc.name as farmerCompanyName',
      'ac.name as aggregatorCompanyName',
      'p.title as productTitle',
      'al.name as aggregatorLocationName',
      'fl.name as farmerLocationName',
      'fl.address as farmerLocationAddress',
    ])
    .where(inScope(scope));

export type TaskRow = Awaited<ReturnType<ReturnType<typeof taskRows>['executeTakeFirstOrThrow']>>;

export const findTask = (db: Db, scope: TaskScope, uuid: string) =>
  taskRows(db, scope).where('t.uuid', '=', uuid).executeTakeFirst();

/** The list: scope, filters, a whitelisted sort (ties newest first) and the page with its total. */
export function listTasks(
  db: Db,
  scope: TaskScope,
  f: TaskFilters,
  sort: { field: TaskSortField; direction: SortDirection },
) {
  const from = f.dateFrom ? ruDateToIso(f.dateFrom) : null;
  const to = f.dateTo ? ruDateToIso(f.dateTo) : null;
  let q = taskRows(db, scope);
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.taskType) q = q.where('t.taskType', '=', f.taskType);
  if (f.syncStatus) q = q.where('t.syncStatus', '=', f.syncStatus);
  if (f.productUuid) q = q.where('t.productUuid', '=', f.productUuid);
  if (f.aggregatorLocationUuid) q = q.where('t.aggregatorLocationUuid', '=', f.aggregatorLocationUuid);
  if (f.farmerCompanyUuid) q = q.where('t.farmerCompanyUuid', '=', f.farmerCompanyUuid);
  // the delivery window meets the asked period
  if (from) q = q.where('t.deliveryDateEnd', '>=', from);
  if (to) q = q.where('t.deliveryDateStart', '<=', to);
  const dir = sort.direction === 'DESC' ? 'desc' : 'asc';
  return q.orderBy(`t.${sort.field}`, dir).orderBy('t.uuid', 'desc');
}

export const insertTask = (db: Db, row: Insertable<TasksTable>) =>
  db.insertInto('tasks').values(row).execute();

/**
 * Writes a change and raises the sync version, so the job sent for it (and no older one) sends
 * the new state. Answers the new version, or undefined when the row is no longer editable.
 */
export async function updateTask(
  db: Db,
  uuid: string,
  editable: readonly string[],
  values: Updateable<TasksTable>,
): Promise<number | undefined> {
  const row = await db
    .updateTable('tasks')
    .set({
      ...values,
      syncStatus: 'PENDING',
      syncError: null,
      syncVersion: sql<number>`sync_version + 1`,
      updatedAt: sql<Date>`now()`,
    })
    .where('uuid', '=', uuid)
    .where('status', 'in', editable as never)
    .returning('syncVersion')
    .executeTakeFirst();
  return row?.syncVersion;
}

/** A change to send: raises the version and marks the task waiting to be sent. */
export async function markForSync(db: Db, uuid: string): Promise<number> {
  const row = await db
    .updateTable('tasks')
    .set({ syncStatus: 'PENDING', syncError: null, syncVersion: sql<number>`sync_version + 1` })
    .where('uuid', '=', uuid)
    .returning('syncVersion')
    .executeTakeFirstOrThrow();
  return row.syncVersion;
}

export const deleteTask = (db: Db, uuid: string, status: string) =>
  db
    .deleteFrom('tasks')
    .where('uuid', '=', uuid)
    .where('status', '=', status as never)
    .executeTakeFirst();

export const insertHistory = (db: Db, row: Insertable<DB['taskStatusHistory']>) =>
  db.insertInto('taskStatusHistory').values(row).execute();

/** A live acceptance point of the company (null: any company, for an admin). */
export const findAcceptancePoint = (db: Db, uuid: string) =>
  db
    .selectFrom('locations')
    .select(['uuid', 'companyUuid'])
    .where('uuid', '=', uuid)
    .where('isDeleted', '=', false)
    .where('kind', '=', 'ACCEPTANCE')
    .executeTakeFirst();

export const findFarmerCompany = (db: Db, uuid: string) =>
  db
    .selectFrom('companies')
    .select(['uuid', 'status'])
    .where('uuid', '=', uuid)
    .where('userType', '=', 'farmer')
    .executeTakeFirst();

export const cultureExists = async (db: Db, uuid: string) =>
  Boolean(await db.selectFrom('cultures').select('uuid').where('uuid', '=', uuid).executeTakeFirst());

/** A live shipping point of the farmer that the purchaser may read (the locations rule). */
export const findShippingPoint = (db: Db, viewer: Viewer, uuid: string, farmerCompanyUuid: string) =>
  db
    .selectFrom('locations as l')
    .select('l.uuid')
    .where('l.uuid', '=', uuid)
    .where('l.companyUuid', '=', farmerCompanyUuid)
    .where('l.kind', '=', 'SHIPPING')
    .where('l.isDeleted', '=', false)
    .where(readable(viewer))
    .executeTakeFirst();

/** REROUTE: an accepted offer on one of the purchaser's own auctions. */
export const findAcceptedOffer = (db: Db, companyUuid: string, offerUuid: string) =>
  db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .select(['o.uuid', 'o.farmerCompanyUuid', 'a.productUuid'])
    .where('o.uuid', '=', offerUuid)
    .where('o.status', '=', 'OFFER_ACCEPTED')
    .where('a.ownerCompanyUuid', '=', companyUuid)
    .executeTakeFirst();

/**
 * CONTRACT_FOR_OFFERS: the purchaser's confirmed contract, locked so that two tasks against it
 * never both take its last tonnes, and the tonnes its other live tasks already take.
 */
export async function lockConfirmedContract(
  db: Transaction<DB>,
  companyUuid: string,
  contractUuid: string,
  exceptTask: string | null,
) {
  const contract = await db
    .selectFrom('contracts')
    .select(['uuid', 'quantity', 'farmerCompanyUuid', 'productUuid'])
    .where('uuid', '=', contractUuid)
    .where('aggregatorCompanyUuid', '=', companyUuid)
    .where('status', '=', 'CONTRACT_CONFIRMED')
    .forUpdate()
    .executeTakeFirst();
  if (!contract) return null;
  let taken = db
    .selectFrom('tasks')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('taken'))
    .where('contractUuid', '=', contractUuid)
    .where('status', '<>', 'CANCELED');
  if (exceptTask) taken = taken.where('uuid', '<>', exceptTask);
  const row = await taken.executeTakeFirstOrThrow();
  return { ...contract, taken: Number(row.taken) };
}

export const findWebhook = (db: Db, companyUuid: string) =>
  db.selectFrom('companyTaskWebhooks').selectAll().where('companyUuid', '=', companyUuid).executeTakeFirst();

export const findApiKeyByHash = (db: Db, keyHash: string) =>
  db.selectFrom('companyApiKeys').selectAll().where('keyHash', '=', keyHash).executeTakeFirst();

export const listApiKeys = (db: Db, companyUuid: string) =>
  db
    .selectFrom('companyApiKeys')
    .selectAll()
    .where('companyUuid', '=', companyUuid)
    .orderBy('createdAt', 'desc')
    .orderBy('uuid', 'desc')
    .execute();

export const insertApiKey = (db: Db, row: Insertable<CompanyApiKeysTable>) =>
  db.insertInto('companyApiKeys').values(row).execute();

/**
 * What the queue needs to give a task its slots like an accepted offer (issue 17): its acceptance
 * point, delivery window (ISO days), tonnes, the farmer company delivering and the purchaser.
 * Only an ACTIVE task gets slots; any other answers undefined.
 */
export async function taskForSlots(db: Db, uuid: string) {
  const row = await db
    .selectFrom('tasks')
    .select([
      'uuid',
      'number',
      'aggregatorLocationUuid as locationUuid',
      'aggregatorCompanyUuid as ownerCompanyUuid',
      'farmerCompanyUuid',
      'deliveryDateStart',
      'deliveryDateEnd',
      'quantity',
    ])
    .where('uuid', '=', uuid)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    number: Number(row.number),
    deliveryDateStart: isoDay(row.deliveryDateStart),
    deliveryDateEnd: isoDay(row.deliveryDateEnd),
  };
}
