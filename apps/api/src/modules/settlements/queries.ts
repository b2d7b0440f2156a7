import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { SettlementStatus } from '@kolos/domain/settlements';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import './tables';

type Db = Database | Transaction<DB>;
export type DealKind = 'OFFER' | 'CONTRACT' | 'TASK';

/** Rows a scope lets through: a condition on the owner and farmer columns named. */
export type DealScope = (columns: { owner: string; farmer: string }) => Expression<SqlBool>;

export interface Deal {
  dealUuid: string;
  dealKind: DealKind;
  dealNumber: number | null;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  productTitle: string | null;
}

/**
 * The deal a settlement is made of (issue 30): an accepted offer (the auction's owner buys), a
 * contract, or a third-party deal not under a contract (a contract's tasks are the contract's).
 */
export async function dealOf(db: Db, scope: DealScope, dealUuid: string): Promise<Deal | undefined> {
  const offer = await db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .leftJoin('cultures as c', 'c.uuid', 'a.productUuid')
    .select([
      'o.uuid as dealUuid',
      sql<number | null>`o.number`.as('dealNumber'),
      'a.ownerCompanyUuid',
      'o.farmerCompanyUuid',
      'c.title as productTitle',
    ])
    .where('o.uuid', '=', dealUuid)
    .where('o.status', '=', 'OFFER_ACCEPTED')
    .where(scope({ owner: 'a.ownerCompanyUuid', farmer: 'o.farmerCompanyUuid' }))
    .executeTakeFirst();
  if (offer) return { ...offer, dealKind: 'OFFER', dealNumber: num(offer.dealNumber) };
  const contract = await db
    .selectFrom('contracts as k')
    .leftJoin('cultures as c', 'c.uuid', 'k.productUuid')
    .select([
      'k.uuid as dealUuid',
      'k.aggregatorCompanyUuid as ownerCompanyUuid',
      'k.farmerCompanyUuid',
      'c.title as productTitle',
    ])
    .where('k.uuid', '=', dealUuid)
    .where(scope({ owner: 'k.aggregatorCompanyUuid', farmer: 'k.farmerCompanyUuid' }))
    .executeTakeFirst();
  if (contract && contract.farmerCompanyUuid)
    return {
      ...contract,
      farmerCompanyUuid: contract.farmerCompanyUuid,
      dealKind: 'CONTRACT',
      dealNumber: null,
    };
  const task = await db
    .selectFrom('tasks as tk')
    .leftJoin('cultures as c', 'c.uuid', 'tk.productUuid')
    .select([
      'tk.uuid as dealUuid',
      sql<number | null>`tk.number`.as('dealNumber'),
      'tk.aggregatorCompanyUuid as ownerCompanyUuid',
      'tk.farmerCompanyUuid',
      'c.title as productTitle',
    ])
    .where('tk.uuid', '=', dealUuid)
    .where('tk.contractUuid', 'is', null)
    .where(scope({ owner: 'tk.aggregatorCompanyUuid', farmer: 'tk.farmerCompanyUuid' }))
    .executeTakeFirst();
  if (task) return { ...task, dealKind: 'TASK', dealNumber: num(task.dealNumber) };
  return undefined;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** A deal's acceptances: the offer's, the third-party deal's, or those of the contract's tasks. */
function ofDeal(eb: ExpressionBuilder<DB, 'slotAcceptances'>, kind: DealKind, dealUuid: string) {
  if (kind === 'OFFER') return eb('slotAcceptances.offerUuid', '=', dealUuid);
  if (kind === 'TASK') return eb('slotAcceptances.taskUuid', '=', dealUuid);
  return eb(
    'slotAcceptances.taskUuid',
    'in',
    eb.selectFrom('tasks').select('tasks.uuid').where('tasks.contractUuid', '=', dealUuid),
  );
}

/** An accepted truck (the version in force) that no live statement holds. */
const unsettled = (eb: ExpressionBuilder<DB, 'slotAcceptances'>) =>
  eb.and([
    eb('slotAcceptances.current', '=', true),
    eb('slotAcceptances.decision', '=', 'ACCEPT'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('dealSettlementLines as l')
          .select(sql`1`.as('one'))
          .whereRef('l.slotUuid', '=', 'slotAcceptances.slotUuid')
          .where('l.live', '=', true),
      ),
    ),
  ]);

/** The slots of a deal's unsettled acceptances, in one order (the order their rows are locked in). */
export const unsettledSlots = (db: Db, deal: Deal) =>
  db
    .selectFrom('slotAcceptances')
    .select('slotAcceptances.slotUuid')
    .where((eb) => eb.and([ofDeal(eb, deal.dealKind, deal.dealUuid), unsettled(eb)]))
    .orderBy('slotAcceptances.slotUuid')
    .execute();

/**
 * Locks the slots: the row an acceptance and its correction lock first (acceptance/service.ts),
 * so no correction slips between reading a version and settling it.
 */
export const lockSlots = (trx: Transaction<DB>, uuids: string[]) =>
  trx.selectFrom('slots').select('uuid').where('uuid', 'in', uuids).orderBy('uuid').forUpdate().execute();

/** The unsettled acceptances in force of these slots, read after their lock. */
export const acceptancesToSettle = (trx: Transaction<DB>, slotUuids: string[]) =>
  trx
    .selectFrom('slotAcceptances')
    .select([
      'slotAcceptances.uuid',
      'slotAcceptances.slotUuid',
      'slotAcceptances.creditedKg',
      'slotAcceptances.amount',
      'slotAcceptances.vat',
    ])
    .where('slotAcceptances.slotUuid', 'in', slotUuids)
    .where((eb) => unsettled(eb))
    .orderBy('slotAcceptances.createdAt')
    .orderBy('slotAcceptances.slotUuid')
    .execute();

/** The deal's transaction-scoped lock: two statements of one deal are made one after the other. */
export const lockDeal = (trx: Transaction<DB>, dealUuid: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`settlement:${dealUuid}`}))`.execute(trx);

/** A statement with its parties' names and the deal's number and crop: a row of every answer. */
export const settlementRows = (db: Db) =>
  db
    .selectFrom('dealSettlements as s')
    .innerJoin('companies as oc', 'oc.uuid', 's.ownerCompanyUuid')
    .innerJoin('companies as fc', 'fc.uuid', 's.farmerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 's.dealUuid')
    .leftJoin('auctions as au', 'au.uuid', 'o.auctionUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.dealUuid')
    .leftJoin('contracts as k', 'k.uuid', 's.dealUuid')
    .leftJoin('cultures as c', (join) =>
      join.on(sql<SqlBool>`c.uuid = coalesce(au.product_uuid, tk.product_uuid, k.product_uuid)`),
    )
    .select([
      's.uuid',
      's.number',
      's.dealUuid',
      's.dealKind',
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      'c.title as productTitle',
      's.ownerCompanyUuid',
      'oc.name as ownerCompanyName',
      's.farmerCompanyUuid',
      'fc.name as farmerCompanyName',
      'fc.taxCode as farmerInn',
      's.status',
      's.creditedKg',
      's.amount',
      's.vat',
      's.prepaymentRepaid',
      's.paymentNumber',
      's.paymentDate',
      's.createdAt',
      's.updatedAt',
      (eb) =>
        eb
          .selectFrom('dealSettlementLines as l')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('l.settlementUuid', '=', 's.uuid')
          .as('trucks'),
    ]);
export type SettlementRow = Awaited<ReturnType<ReturnType<typeof settlementRows>['executeTakeFirstOrThrow']>>;

export interface ListFilter {
  status?: SettlementStatus;
  farmerCompanyUuid?: string;
  dealUuid?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** The list's uuids in its order (newest first) from the statements alone: an index answers it. */
export function settlementKeys(db: Db, scope: Expression<SqlBool>, filter: ListFilter) {
  let q = db.selectFrom('dealSettlements as s').select('s.uuid').where(scope);
  if (filter.status) q = q.where('s.status', '=', filter.status);
  if (filter.farmerCompanyUuid) q = q.where('s.farmerCompanyUuid', '=', filter.farmerCompanyUuid);
  if (filter.dealUuid) q = q.where('s.dealUuid', '=', filter.dealUuid);
  // the days are Moscow's, as the staff read them
  if (filter.dateFrom)
    q = q.where(
      sql<SqlBool>`s.created_at >= (${filter.dateFrom}::date)::timestamp at time zone 'Europe/Moscow'`,
    );
  if (filter.dateTo)
    q = q.where(
      sql<SqlBool>`s.created_at < (${filter.dateTo}::date + 1)::timestamp at time zone 'Europe/Moscow'`,
    );
  return q.orderBy('s.createdAt', 'desc').orderBy('s.uuid', 'desc');
}

/** A statement's lines with each truck's figures (the version the line took). */
export const linesOf = (db: Db, settlementUuid: string) =>
  db
    .selectFrom('dealSettlementLines as l')
    .innerJoin('slotAcceptances as a', 'a.uuid', 'l.acceptanceUuid')
    .innerJoin('slots as sl', 'sl.uuid', 'l.slotUuid')
    .select([
      'l.slotUuid',
      'l.acceptanceUuid',
      'a.ticketNumber',
      'sl.carNumber',
      'a.createdAt',
      'a.netKg',
      'a.creditedKg',
      'a.pricePerTon',
      'a.amount',
    ])
    .where('l.settlementUuid', '=', settlementUuid)
    .orderBy('a.createdAt')
    .orderBy('l.slotUuid')
    .execute();

/** Locks one statement for a status move: its row, its parties and figures. */
export const lockSettlement = (trx: Transaction<DB>, scope: Expression<SqlBool>, uuid: string) =>
  trx
    .selectFrom('dealSettlements as s')
    .selectAll('s')
    .where(scope)
    .where('s.uuid', '=', uuid)
    .forUpdate()
    .executeTakeFirst();

/**
 * The purchaser's deals with accepted trucks no live statement holds, one row each: the deal
 * (`coalesce(offer, the task's contract, task)` as «Мои сделки» counts it), its farmer, crop,
 * trucks, credited kilograms and kopecks. From the purchaser's acceptances in force (their
 * owner index), the unsettled test by the live-line index.
 */
export function unsettledDeals(db: Db, scope: Expression<SqlBool>, farmerCompanyUuid?: string) {
  let q = db
    .selectFrom('slotAcceptances')
    .leftJoin('tasks as tk', 'tk.uuid', 'slotAcceptances.taskUuid')
    .select([
      sql<string>`coalesce(slot_acceptances.offer_uuid, tk.contract_uuid, slot_acceptances.task_uuid)`.as(
        'dealUuid',
      ),
      sql<DealKind>`case when slot_acceptances.offer_uuid is not null then 'OFFER' when tk.contract_uuid is not null then 'CONTRACT' else 'TASK' end`.as(
        'dealKind',
      ),
      'slotAcceptances.farmerCompanyUuid',
      sql<string>`count(*)`.as('trucks'),
      sql<string>`sum(slot_acceptances.credited_kg)`.as('creditedKg'),
      sql<string>`sum(slot_acceptances.amount)`.as('amount'),
      sql<Date>`max(slot_acceptances.created_at)`.as('lastAt'),
    ])
    .where(scope)
    .where((eb) => unsettled(eb))
    .groupBy([
      sql`coalesce(slot_acceptances.offer_uuid, tk.contract_uuid, slot_acceptances.task_uuid)`,
      sql`case when slot_acceptances.offer_uuid is not null then 'OFFER' when tk.contract_uuid is not null then 'CONTRACT' else 'TASK' end`,
      'slotAcceptances.farmerCompanyUuid',
    ]);
  if (farmerCompanyUuid) q = q.where('slotAcceptances.farmerCompanyUuid', '=', farmerCompanyUuid);
  return q;
}

/** The deals' numbers, crops and farmers' names, for one page of `unsettledDeals`. */
export const dealNames = (db: Db, dealUuids: string[]) =>
  db
    .selectFrom(sql<{ uuid: string }>`(select unnest(${sql.val(dealUuids)}::uuid[]) as uuid)`.as('d'))
    .leftJoin('offers as o', 'o.uuid', 'd.uuid')
    .leftJoin('auctions as au', 'au.uuid', 'o.auctionUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 'd.uuid')
    .leftJoin('contracts as k', 'k.uuid', 'd.uuid')
    .leftJoin('cultures as c', (join) =>
      join.on(sql<SqlBool>`c.uuid = coalesce(au.product_uuid, tk.product_uuid, k.product_uuid)`),
    )
    .select([
      'd.uuid',
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      'c.title as productTitle',
    ])
    .execute();

/** Company cards with what the bank file needs of them. */
export const bankCards = (db: Db, uuids: string[]) =>
  db
    .selectFrom('companies')
    .select([
      'uuid',
      'name',
      'taxCode',
      'reasonCode',
      'type',
      'accountNumber',
      'bankId',
      'bankName',
      'corrAccount',
      'nds',
    ])
    .where('uuid', 'in', uuids)
    .execute();
export type BankCard = Awaited<ReturnType<typeof bankCards>>[number];
