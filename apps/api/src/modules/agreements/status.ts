import { sql } from 'kysely';
import { AGREEMENT_MSG, AGREEMENT_STATUS_MACHINE, type AgreementStatus } from '@kolos/domain/agreements';
import { newId } from '../../platform/ids';
import { movedByColumns, type StatusSubject } from '../../platform/status-machine';
import { insertHistory } from './queries';

/** The note of a signature: the hash of the text signed, kept in the audit record too. */
export interface SignNote extends Record<string, unknown> {
  textSha256?: string;
}

/** An agreement's status on the platform's status helper (ADR 0064): one move, offered → signed. */
export const AGREEMENT_STATUS: StatusSubject<AgreementStatus, 'agreements', SignNote> = {
  machine: AGREEMENT_STATUS_MACHINE,
  table: 'agreements',
  notFound: AGREEMENT_MSG.notFound,
  auditAction: 'agreement.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    insertHistory(trx, {
      uuid: newId(),
      agreementUuid: move.uuid,
      previousStatus: move.from,
      status: move.to,
      ...movedByColumns(move.by),
    }),
};
