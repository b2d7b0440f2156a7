import { describe, expect, it } from 'vitest';
import { PREPAYMENT_STATUSES, STATUS_LABELS, type PrepaymentStatus } from './statuses';
import { canTransition, needsReason, STATUS_ACTIONS } from './transitions';

/**
 * SPEC 4 'Allowed changes from the row menu':
 * CREATED to IN_PROGRESS; CREATED or IN_PROGRESS to APPROVED; CREATED or IN_PROGRESS to REJECTED;
 * APPROVED to LENT; LENT to REPAID.
 */
const ALLOWED: [PrepaymentStatus, PrepaymentStatus][] = [
  ['CREATED', 'IN_PROGRESS'],
  ['CREATED', 'APPROVED'],
  ['IN_PROGRESS', 'APPROVED'],
  ['CREATED', 'REJECTED'],
  ['IN_PROGRESS', 'REJECTED'],
  ['APPROVED', 'LENT'],
  ['LENT', 'REPAID'],
];

const everyPair = PREPAYMENT_STATUSES.flatMap((from) => PREPAYMENT_STATUSES.map((to) => [from, to] as const));

describe('prepayment status transitions (SPEC 4)', () => {
  it.each(everyPair)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('names the statuses as SPEC 4 does', () => {
    expect(STATUS_LABELS).toEqual({
      CREATED: 'Новая',
      IN_PROGRESS: 'В работе',
      APPROVED: 'Согласовано',
      LENT: 'Оплачено',
      REPAID: 'Погашена',
      REJECTED: 'Отклонено',
    });
  });

  it.each([
    [
      'CREATED',
      [
        'Принято в работу',
        'Согласовано',
        'Отклонено, не согласован лимит',
        'Отклонено, не согласован ДС/заявка',
      ],
    ],
    ['IN_PROGRESS', ['Согласовано', 'Отклонено, не согласован лимит', 'Отклонено, не согласован ДС/заявка']],
    ['APPROVED', ['Оплачено']],
    ['LENT', ['Погашена']],
    ['REPAID', []],
    ['REJECTED', []],
  ] as const)('the row menu of %s reads %j', (status, labels) => {
    expect(STATUS_ACTIONS[status].map((a) => a.label)).toEqual(labels);
  });

  it("rejections carry 'Лимит' or 'ДС/Заявка'", () => {
    const reasons = STATUS_ACTIONS.CREATED.filter((a) => a.to === 'REJECTED').map((a) => a.reason);
    expect(reasons).toEqual(['Лимит', 'ДС/Заявка']);
    expect(needsReason('REJECTED')).toBe(true);
    expect(needsReason('APPROVED')).toBe(false);
  });
});
