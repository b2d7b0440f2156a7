import { sql } from 'kysely';
import { SETTLEMENT_MSG, SETTLEMENT_STATUS_MACHINE, type SettlementStatus } from '@kolos/domain/settlements';
import { newId } from '../../platform/ids';
import { movedByColumns, type StatusSubject } from '../../platform/status-machine';
import './tables';

/** A statement's status on the platform's status helper: history with the reason, audit, updatedAt. */
export const SETTLEMENT_STATUS: StatusSubject<
  SettlementStatus,
  'dealSettlements',
  { reason: string | null }
> = {
  machine: SETTLEMENT_STATUS_MACHINE,
  table: 'dealSettlements',
  notFound: SETTLEMENT_MSG.notFound,
  auditAction: 'settlement.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    trx
      .insertInto('dealSettlementStatusHistory')
      .values({
        uuid: newId(),
        settlementUuid: move.uuid,
        previousStatus: move.from,
        status: move.to,
        reason: move.note.reason,
        ...movedByColumns(move.by),
      })
      .execute(),
};
