import type { Transaction } from 'kysely';
import { formatKg, formatKopecks } from '@kolos/domain/acceptance';
import { SETTLEMENT } from '@kolos/domain';
import {
  SETTLEMENT_MSG as M,
  settlementTotals,
  type SettlementListQuery,
  type SettlementListReply,
  type SettlementRowWire,
  type SettlementStatusBody,
  type SettlementWire,
  type UnsettledDealsReply,
} from '@kolos/domain/settlements';
import type { DB } from '../../db/types';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { countOf, latePage, pageWithTotal } from '../../platform/list';
import { changeableBy, visibleTo } from '../../platform/scope';
import { moveStatus, startHistory } from '../../platform/status-machine';
import { authorName, readHistory } from '../../platform/status-history';
import { noticeSlotFarmers } from '../notifications';
import { repayFromSettlement, repaymentsOf, reverseRepayments } from '../prepayment';
import { publishSlot } from '../queue';
import { publishStatement } from './live';
import * as q from './queries';
import { SETTLEMENT_STATUS } from './status';

/** Count-cache scope of the statements list: any change here drops its totals. */
const TOTALS = 'settlements';

const COLUMNS = { owner: 's.ownerCompanyUuid', farmer: 's.farmerCompanyUuid' };
/** Statements the caller reads: the deal's purchaser's staff, the farmer company paid, the admin. */
const readable = (auth: AuthContext) => visibleTo(auth, SETTLEMENT, COLUMNS);
/** Statements the caller changes: the deal's purchaser's staff (and the admin). */
const changeable = (auth: AuthContext) => changeableBy(auth, SETTLEMENT, COLUMNS);

const iso = (d: Date | string) => new Date(d).toISOString();
const day = (d: Date | string | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

function rowWire(row: q.SettlementRow): SettlementRowWire {
  const amount = Number(row.amount);
  const repaid = Number(row.prepaymentRepaid);
  return {
    uuid: row.uuid,
    number: Number(row.number),
    dealUuid: row.dealUuid,
    dealKind: row.dealKind,
    dealNumber: row.dealNumber === null ? null : Number(row.dealNumber),
    productTitle: row.productTitle,
    ownerCompanyUuid: row.ownerCompanyUuid,
    ownerCompanyName: row.ownerCompanyName,
    farmerCompanyUuid: row.farmerCompanyUuid,
    farmerCompanyName: row.farmerCompanyName,
    farmerInn: row.farmerInn,
    creditedKg: Number(row.creditedKg),
    amount,
    vat: row.vat === null ? null : Number(row.vat),
    prepaymentRepaid: repaid,
    payable: amount - repaid,
    status: row.status,
    paymentNumber: row.paymentNumber,
    paymentDate: day(row.paymentDate),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    trucks: Number(row.trucks ?? 0),
  };
}

/** One statement whole (lines, repayments, history), if the caller reads it; otherwise 404. */
export async function getSettlement(deps: Deps, auth: AuthContext, uuid: string): Promise<SettlementWire> {
  const row = await q
    .settlementRows(deps.db)
    .where(readable(auth))
    .where('s.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  const [lines, repayments, history] = await Promise.all([
    q.linesOf(deps.db, uuid),
    repaymentsOf(deps.db, uuid),
    readHistory(deps.db, 'dealSettlementStatusHistory', 'settlementUuid', uuid),
  ]);
  const { trucks: _trucks, ...wire } = rowWire(row);
  return {
    ...wire,
    lines: lines.map((l) => ({
      slotUuid: l.slotUuid,
      acceptanceUuid: l.acceptanceUuid,
      ticketNumber: l.ticketNumber,
      carNumber: l.carNumber,
      acceptedAt: iso(l.createdAt),
      netKg: l.netKg,
      creditedKg: l.creditedKg,
      pricePerTon: Number(l.pricePerTon),
      amount: Number(l.amount),
    })),
    repayments: repayments
      .filter((r) => r.reversedAt === null)
      .map((r) => ({
        requestUuid: r.requestUuid,
        requestId: Number(r.requestId),
        amount: Number(r.amount),
        closes: r.closes,
      })),
    history: history.map((h) => ({
      status: h.status,
      at: iso(h.createdAt),
      userName: authorName(h),
      reason: h.reason,
    })),
  };
}

/**
 * GET /settlements and the farmer's /user/personal/settlements: a page of the statements the
 * caller reads, newest first, and their total (the count cached per scope and filter).
 */
export async function listSettlements(
  deps: Deps,
  auth: AuthContext,
  p: SettlementListQuery,
): Promise<SettlementListReply> {
  if (p.dateFrom && p.dateTo && p.dateFrom > p.dateTo) throw badRequest(M.badPeriod);
  const filter = {
    status: p.status,
    farmerCompanyUuid: p.farmerCompanyUuid,
    dealUuid: p.dealUuid,
    dateFrom: p.dateFrom,
    dateTo: p.dateTo,
  };
  const scope = readable(auth);
  const keys = q.settlementKeys(deps.db, scope, filter);
  const key = JSON.stringify({
    user: auth.userType,
    company: auth.companyUuid,
    acting: auth.actingForCompanyUuid,
    filter,
  });
  const { rows, total } = await latePage(
    keys,
    { query: q.settlementRows(deps.db), uuid: 's.uuid' },
    { offset: p.offset, limit: p.limit },
    () => deps.counts.get(TOTALS, key, () => countOf(keys)),
  );
  return { settlements: rows.map(rowWire), totalCount: total };
}

/**
 * GET /settlements/deals: the purchaser's deals with accepted trucks no live statement holds —
 * what «Расчёты» offers to settle — most recently accepted first.
 */
export async function unsettledDeals(
  deps: Deps,
  auth: AuthContext,
  p: { farmerCompanyUuid?: string; offset: number; limit: number },
): Promise<UnsettledDealsReply> {
  const scope = changeableBy(auth, SETTLEMENT, {
    owner: 'slotAcceptances.ownerCompanyUuid',
    farmer: 'slotAcceptances.farmerCompanyUuid',
  });
  const query = q
    .unsettledDeals(deps.db, scope, p.farmerCompanyUuid)
    .orderBy('lastAt', 'desc')
    .orderBy('dealUuid');
  const { rows, total } = await pageWithTotal(query, { offset: p.offset, limit: p.limit });
  const uuids = rows.map((r) => r.dealUuid);
  const [names, farmers] = await Promise.all([
    uuids.length ? q.dealNames(deps.db, uuids) : [],
    uuids.length
      ? deps.db
          .selectFrom('companies')
          .select(['uuid', 'name'])
          .where('uuid', 'in', [...new Set(rows.map((r) => r.farmerCompanyUuid))])
          .execute()
      : [],
  ]);
  const nameOf = new Map(names.map((n) => [n.uuid, n]));
  const farmerOf = new Map(farmers.map((f) => [f.uuid, f.name]));
  return {
    deals: rows.map((r) => ({
      dealUuid: r.dealUuid,
      dealKind: r.dealKind,
      dealNumber:
        nameOf.get(r.dealUuid)?.dealNumber == null ? null : Number(nameOf.get(r.dealUuid)!.dealNumber),
      farmerCompanyUuid: r.farmerCompanyUuid,
      farmerCompanyName: farmerOf.get(r.farmerCompanyUuid) ?? '',
      productTitle: nameOf.get(r.dealUuid)?.productTitle ?? null,
      trucks: Number(r.trucks),
      creditedKg: Number(r.creditedKg),
      amount: Number(r.amount),
    })),
    totalCount: total,
  };
}

/**
 * POST /settlements (issue 30): the deal's accepted trucks that no live statement holds, gathered
 * into a draft statement. The deal's lock makes two statements of one deal one after the other;
 * the slots' row locks (the ones an acceptance's correction takes first) keep a correction from
 * slipping between reading a version and settling it; the live-line unique index stands behind
 * both. Nothing left to settle: 409.
 */
export async function createSettlement(
  deps: Deps,
  auth: AuthContext,
  dealUuid: string,
  meta: RequestMeta,
): Promise<SettlementWire> {
  const uuid = newId();
  await deps.db.transaction().execute(async (trx) => {
    const deal = await q.dealOf(trx, (cols) => changeableBy(auth, SETTLEMENT, cols), dealUuid);
    if (!deal) throw notFound(M.dealNotFound);
    await q.lockDeal(trx, deal.dealUuid);
    const slots = (await q.unsettledSlots(trx, deal)).map((s) => s.slotUuid);
    if (slots.length === 0) throw conflict(M.nothingToSettle);
    await q.lockSlots(trx, slots);
    const lines = await q.acceptancesToSettle(trx, slots);
    if (lines.length === 0) throw conflict(M.nothingToSettle);
    const seller = await trx
      .selectFrom('companies')
      .select('nds')
      .where('uuid', '=', deal.farmerCompanyUuid)
      .executeTakeFirstOrThrow();
    const totals = settlementTotals(
      lines.map((l) => ({ creditedKg: l.creditedKg, amount: Number(l.amount), vat: l.vat })),
      seller.nds,
    );
    const { number } = await trx
      .insertInto('dealSettlements')
      .values({
        uuid,
        dealUuid: deal.dealUuid,
        dealKind: deal.dealKind,
        ownerCompanyUuid: deal.ownerCompanyUuid,
        farmerCompanyUuid: deal.farmerCompanyUuid,
        creditedKg: totals.creditedKg,
        amount: totals.amount,
        vat: totals.vat,
        paymentNumber: null,
        paymentDate: null,
        createdBy: auth.userUuid,
      })
      .returning('number')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('dealSettlementLines')
      .values(
        lines.map((l) => ({
          uuid: newId(),
          settlementUuid: uuid,
          slotUuid: l.slotUuid,
          acceptanceUuid: l.uuid,
          creditedKg: l.creditedKg,
          amount: Number(l.amount),
        })),
      )
      .execute();
    await startHistory(trx, SETTLEMENT_STATUS, {
      uuid,
      status: 'SETTLEMENT_DRAFT',
      by: auth,
      note: { reason: null },
    });
    await publishStatement(deps, trx, { uuid, number, ...deal }, 'SETTLEMENT_DRAFT', auth.userUuid);
    await writeAudit(trx, {
      action: 'settlement.create',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip: meta.ip,
      detail: { dealUuid: deal.dealUuid, trucks: lines.length, ...totals },
    });
  });
  deps.counts.forget(TOTALS);
  return getSettlement(deps, auth, uuid);
}

/**
 * PUT /settlements/{uuid}/status: one move of the statement, on the platform's status helper with
 * its row locked. Confirming repays the farmer's LENT advances with this purchaser from the amount
 * (oldest first); canceling frees its trucks and reverses exactly its repayments; paid needs the
 * payment order's number and date. The farmer company's users are told of a confirmation and a
 * payment.
 */
export async function moveSettlement(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  body: SettlementStatusBody,
  meta: RequestMeta,
): Promise<SettlementWire> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await q.lockSettlement(trx, changeable(auth), uuid);
    if (!row) throw notFound(M.notFound);
    let repaid = Number(row.prepaymentRepaid);
    const to = body.status;
    await moveStatus(trx, SETTLEMENT_STATUS, {
      uuid,
      from: row.status,
      to,
      by: auth,
      ip: meta.ip,
      note: {
        reason: body.reason ?? null,
        ...(to === 'SETTLEMENT_PAID'
          ? { paymentNumber: body.paymentNumber, paymentDate: body.paymentDate }
          : {}),
      },
      guard: async (move) => {
        if (move === 'SETTLEMENT_CONFIRMED')
          repaid = await repayFromSettlement(trx, {
            settlementUuid: uuid,
            purchaserCompanyUuid: row.ownerCompanyUuid,
            farmerCompanyUuid: row.farmerCompanyUuid,
            amount: Number(row.amount),
          });
        if (move === 'SETTLEMENT_CANCELED') {
          if (row.status === 'SETTLEMENT_CONFIRMED') await reverseRepayments(trx, uuid);
          repaid = 0;
          await trx
            .updateTable('dealSettlementLines')
            .set({ live: false })
            .where('settlementUuid', '=', uuid)
            .execute();
        }
      },
      set: () => ({
        prepaymentRepaid: repaid,
        ...(to === 'SETTLEMENT_PAID'
          ? { paymentNumber: body.paymentNumber ?? null, paymentDate: body.paymentDate ?? null }
          : {}),
      }),
    });
    await publishStatement(deps, trx, row, to, auth.userUuid);
    if (to === 'SETTLEMENT_CONFIRMED' || to === 'SETTLEMENT_PAID')
      await tellFarmer(deps, trx, auth, { ...row, prepaymentRepaid: repaid }, to, body);
  });
  deps.counts.forget(TOTALS);
  return getSettlement(deps, auth, uuid);
}

/**
 * The farmer company's users learn of a confirmed or a paid statement in the app (and on the
 * phones that asked: PUSH_TITLES). The notice names the statement's first truck and hangs on a
 * live event of it, as the queue's notices do (one per event and user); the screens refresh on
 * the statement's own event (publishStatement).
 */
async function tellFarmer(
  deps: Deps,
  trx: Transaction<DB>,
  auth: AuthContext,
  row: {
    uuid: string;
    number: number;
    farmerCompanyUuid: string;
    amount: number;
    prepaymentRepaid: number;
    creditedKg: number;
  },
  to: 'SETTLEMENT_CONFIRMED' | 'SETTLEMENT_PAID',
  body: SettlementStatusBody,
): Promise<void> {
  const first = await trx
    .selectFrom('dealSettlementLines')
    .select('slotUuid')
    .where('settlementUuid', '=', row.uuid)
    .orderBy('slotUuid')
    .limit(1)
    .executeTakeFirst();
  if (!first) return;
  const payable = Number(row.amount) - Number(row.prepaymentRepaid);
  const number = Number(row.number);
  const text =
    to === 'SETTLEMENT_CONFIRMED'
      ? `Расчёт № ${number} подтверждён: зачтено ${formatKg(Number(row.creditedKg))}, сумма ${formatKopecks(Number(row.amount))}` +
        (Number(row.prepaymentRepaid) > 0
          ? `, в погашение аванса ${formatKopecks(Number(row.prepaymentRepaid))}`
          : '') +
        `, к оплате ${formatKopecks(payable)}`
      : `Расчёт № ${number} оплачен: ${formatKopecks(payable)}, платёжное поручение № ${body.paymentNumber} от ${ruDay(body.paymentDate ?? '')}`;
  await publishSlot(deps, trx, first.slotUuid, auth.userUuid);
  await noticeSlotFarmers(
    deps,
    trx,
    { uuid: first.slotUuid, farmerCompanyUuid: row.farmerCompanyUuid },
    { kind: to === 'SETTLEMENT_CONFIRMED' ? 'settlement.confirmed' : 'settlement.paid', text },
    auth.userUuid,
  );
}

const ruDay = (isoDay: string) => isoDay.split('-').reverse().join('.');

/**
 * Whether a slot's acceptance sits in a live statement, and which: an acceptance's correction is
 * refused then (409) — the statement would no longer match its trucks.
 */
export async function liveSettlementOf(db: Pick<Transaction<DB>, 'selectFrom'>, slotUuid: string) {
  const row = await db
    .selectFrom('dealSettlementLines as l')
    .innerJoin('dealSettlements as s', 's.uuid', 'l.settlementUuid')
    .select('s.number')
    .where('l.slotUuid', '=', slotUuid)
    .where('l.live', '=', true)
    .executeTakeFirst();
  return row ? { number: Number(row.number), message: M.inSettlement(Number(row.number)) } : undefined;
}
