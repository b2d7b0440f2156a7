import { sql } from 'kysely';
import {
  PREPAYMENT_MSG as M,
  PREPAYMENT_STATUS_MACHINE,
  type PrepaymentStatus,
  type RejectReason,
} from '@kolos/domain/prepayment';
import { newId } from '../../platform/ids';
import { movedByColumns, type StatusSubject } from '../../platform/status-machine';

/** Approving or rejecting decides a request: the limit it was judged against is kept with it. */
const decides = (status: PrepaymentStatus) => status === 'APPROVED' || status === 'REJECTED';

/**
 * A prepayment request's status (SPEC 4) on the platform's status helper: every move stamps
 * updatedAt, a decision keeps the limit's amount of that moment, and the history row carries the
 * rejection's reason (the move's note; the service sets the request's own column).
 */
export const REQUEST_STATUS: StatusSubject<
  PrepaymentStatus,
  'prepaymentRequests',
  { reason: RejectReason | null }
> = {
  machine: PREPAYMENT_STATUS_MACHINE,
  table: 'prepaymentRequests',
  notFound: M.requestNotFound,
  auditAction: 'prepayment.status',
  also: (move) => (eb) => ({
    updatedAt: sql<Date>`now()`,
    ...(decides(move.to)
      ? {
          decidedLimitAmount: eb
            .selectFrom('prepaymentLimits as l')
            .select('l.amount')
            .whereRef('l.uuid', '=', 'prepaymentRequests.limitUuid'),
        }
      : {}),
  }),
  history: (trx, move) =>
    trx
      .insertInto('prepaymentRequestStatusHistory')
      .values({
        uuid: newId(),
        requestUuid: move.uuid,
        previousStatus: move.from,
        status: move.to,
        statusReason: move.note.reason,
        ...movedByColumns(move.by),
      })
      .execute(),
};
