import { sql } from 'kysely';
import { CONTRACT_MSG, CONTRACT_STATUS_MACHINE, type StoredContractStatus } from '@kolos/domain/contracts';
import { newId } from '../../platform/ids';
import { movedByColumns, type StatusSubject } from '../../platform/status-machine';
import { insertHistory } from './queries';

/**
 * A contract's status (SPEC 4) on the platform's status helper: a move stamps updatedAt and
 * keeps when the deal was confirmed; its history is contract_status_history, which the contract
 * card answers (`history` of GET /contracts/by-uuid/{id}).
 */
export const CONTRACT_STATUS: StatusSubject<StoredContractStatus, 'contracts'> = {
  machine: CONTRACT_STATUS_MACHINE,
  table: 'contracts',
  notFound: CONTRACT_MSG.notFound,
  auditAction: 'contract.status',
  also: (move) => ({
    confirmedAt: move.to === 'CONTRACT_CONFIRMED' ? sql<Date>`now()` : null,
    updatedAt: sql<Date>`now()`,
  }),
  history: (trx, move) =>
    insertHistory(trx, {
      uuid: newId(),
      contractUuid: move.uuid,
      previousStatus: move.from,
      status: move.to,
      ...movedByColumns(move.by),
    }),
};
