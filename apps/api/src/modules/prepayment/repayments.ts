import { sql, type Transaction } from 'kysely';
import { PREPAYMENT_MSG as M, type PrepaymentStatus } from '@kolos/domain/prepayment';
import { repayAdvances } from '@kolos/domain/settlements';
import { statusMachine } from '@kolos/domain/status-machine';
import type { DB } from '../../db/types';
import { newId } from '../../platform/ids';
import { moveStatus, SYSTEM, type StatusSubject } from '../../platform/status-machine';
import { REQUEST_STATUS } from './status';
import './tables';

/**
 * The system's own moves of a request (issue 30): repaid from a delivery (LENT → REPAID) and back
 * when the statement that repaid it is canceled (REPAID → LENT). Not the row menu's machine
 * (SPEC 4, where REPAID is final): no person makes these moves, the settlement does — same
 * table, same history, same audit action.
 */
const REPAYMENT_MACHINE = statusMachine<PrepaymentStatus>({
  moves: {
    CREATED: [],
    IN_PROGRESS: [],
    APPROVED: [],
    LENT: ['REPAID'],
    REPAID: ['LENT'],
    REJECTED: [],
  },
  refusal: M.badTransition,
});
const REPAYMENT_STATUS: StatusSubject<PrepaymentStatus, 'prepaymentRequests', { reason: null }> = {
  ...REQUEST_STATUS,
  machine: REPAYMENT_MACHINE,
  also: () => ({ updatedAt: sql<Date>`now()` }),
};

/** Kopecks of each request repaid and not reversed: what the prepayment list shows. */
export const repaidOf = async (
  db: Pick<Transaction<DB>, 'selectFrom'>,
  requestUuids: readonly string[],
): Promise<Map<string, number>> => {
  if (requestUuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('prepaymentRepayments')
    .select(['requestUuid', sql<string>`sum(amount)`.as('repaid')])
    .where('requestUuid', 'in', requestUuids)
    .where('reversedAt', 'is', null)
    .groupBy('requestUuid')
    .execute();
  return new Map(rows.map((r) => [r.requestUuid, Number(r.repaid)]));
};

/**
 * Repays the farmer's LENT advances with this purchaser from a confirmed statement's amount
 * (kopecks), oldest first (`repayAdvances`), in the caller's transaction. The requests are
 * locked first (by uuid, one order for everyone), so two confirmations at once for one farmer
 * repay one after the other and never the same kopeck twice. A request repaid in full moves
 * LENT → REPAID by the system (history, audit). Answers the kopecks repaid.
 */
export async function repayFromSettlement(
  trx: Transaction<DB>,
  s: { settlementUuid: string; purchaserCompanyUuid: string; farmerCompanyUuid: string; amount: number },
): Promise<number> {
  const lent = await trx
    .selectFrom('prepaymentRequests')
    .select(['uuid', 'createdAt', 'requestValue'])
    .where('purchaserCompanyUuid', '=', s.purchaserCompanyUuid)
    .where('farmerCompanyUuid', '=', s.farmerCompanyUuid)
    .where('status', '=', 'LENT')
    .orderBy('uuid')
    .forUpdate()
    .execute();
  if (lent.length === 0) return 0;
  const repaid = await repaidOf(
    trx,
    lent.map((r) => r.uuid),
  );
  const { repayments, prepaymentRepaid } = repayAdvances(
    s.amount,
    lent.map((r) => ({
      uuid: r.uuid,
      createdAt: r.createdAt,
      // requests are in whole roubles (SPEC 3), repayments in kopecks
      outstanding: Number(r.requestValue) * 100 - (repaid.get(r.uuid) ?? 0),
    })),
  );
  if (repayments.length === 0) return 0;
  await trx
    .insertInto('prepaymentRepayments')
    .values(
      repayments.map((r) => ({
        uuid: newId(),
        settlementUuid: s.settlementUuid,
        requestUuid: r.requestUuid,
        amount: r.amount,
        closes: r.closes,
      })),
    )
    .execute();
  for (const r of repayments.filter((x) => x.closes))
    await moveStatus(trx, REPAYMENT_STATUS, {
      uuid: r.requestUuid,
      from: 'LENT',
      to: 'REPAID',
      by: SYSTEM,
      note: { reason: null },
    });
  return prepaymentRepaid;
}

/**
 * Undoes exactly a canceled statement's repayments: its rows are marked reversed and each request
 * it repaid in full goes back REPAID → LENT by the system — unless someone has moved it since
 * (then it stays as they left it).
 */
export async function reverseRepayments(trx: Transaction<DB>, settlementUuid: string): Promise<void> {
  const rows = await trx
    .updateTable('prepaymentRepayments')
    .set({ reversedAt: sql<Date>`now()` })
    .where('settlementUuid', '=', settlementUuid)
    .where('reversedAt', 'is', null)
    .returning(['requestUuid', 'closes'])
    .execute();
  const closed = rows.filter((r) => r.closes).map((r) => r.requestUuid);
  if (closed.length === 0) return;
  const requests = await trx
    .selectFrom('prepaymentRequests')
    .select(['uuid', 'status'])
    .where('uuid', 'in', closed)
    .orderBy('uuid')
    .forUpdate()
    .execute();
  for (const r of requests.filter((x) => x.status === 'REPAID'))
    await moveStatus(trx, REPAYMENT_STATUS, {
      uuid: r.uuid,
      from: 'REPAID',
      to: 'LENT',
      by: SYSTEM,
      note: { reason: null },
    });
}

/** A statement's repayments as it shows them: which request, how much, whether it closed it. */
export const repaymentsOf = (db: Pick<Transaction<DB>, 'selectFrom'>, settlementUuid: string) =>
  db
    .selectFrom('prepaymentRepayments as p')
    .innerJoin('prepaymentRequests as r', 'r.uuid', 'p.requestUuid')
    .select(['p.requestUuid', 'r.requestId', 'p.amount', 'p.closes', 'p.reversedAt'])
    .where('p.settlementUuid', '=', settlementUuid)
    .orderBy('p.createdAt')
    .orderBy('p.uuid')
    .execute();
