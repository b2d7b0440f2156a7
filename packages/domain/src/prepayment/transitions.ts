import { statusMachine } from '../status-machine';
import { PREPAYMENT_MSG } from './messages';
import type { PrepaymentStatus, RejectReason } from './statuses';

/** One item of the row menu (SPEC 4): where it takes the request and with which reason. */
export interface StatusAction {
  to: PrepaymentStatus;
  reason?: RejectReason;
  label: string;
}

const APPROVE: StatusAction = { to: 'APPROVED', label: 'Согласовано' };
const REJECT_LIMIT: StatusAction = {
  to: 'REJECTED',
  reason: 'Лимит',
  label: 'Отклонено, не согласован лимит',
};
const REJECT_DOCS: StatusAction = {
  to: 'REJECTED',
  reason: 'ДС/Заявка',
  label: 'Отклонено, не согласован ДС/заявка',
};

/**
 * SPEC 4 'Allowed changes from the row menu', in menu order. REPAID and REJECTED are final.
 */
export const STATUS_ACTIONS: Record<PrepaymentStatus, readonly StatusAction[]> = {
  CREATED: [{ to: 'IN_PROGRESS', label: 'Принято в работу' }, APPROVE, REJECT_LIMIT, REJECT_DOCS],
  IN_PROGRESS: [APPROVE, REJECT_LIMIT, REJECT_DOCS],
  APPROVED: [{ to: 'LENT', label: 'Оплачено' }],
  LENT: [{ to: 'REPAID', label: 'Погашена' }],
  REPAID: [],
  REJECTED: [],
};

/** SPEC 4 Prepayment request status as a machine: the moves of the row menu and their refusal. */
export const PREPAYMENT_STATUS_MACHINE = statusMachine<PrepaymentStatus>({
  moves: Object.fromEntries(
    Object.entries(STATUS_ACTIONS).map(([from, actions]) => [from, [...new Set(actions.map((a) => a.to))]]),
  ) as Record<PrepaymentStatus, PrepaymentStatus[]>,
  refusal: PREPAYMENT_MSG.badTransition,
});

export const canTransition = (from: PrepaymentStatus, to: PrepaymentStatus): boolean =>
  PREPAYMENT_STATUS_MACHINE.allows(from, to);

/** A rejection must name one of the two reasons; other changes carry none. */
export const needsReason = (to: PrepaymentStatus): boolean => to === 'REJECTED';
