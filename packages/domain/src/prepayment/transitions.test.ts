import { describe, expect, it } from 'vitest';
import { PREPAYMENT_STATUSES, STATUS_LABELS, type PrepaymentStatus } from './statuses';
import { allowedMoves } from '../status-machine';
import { canTransition, needsReason, PREPAYMENT_STATUS_MACHINE, STATUS_ACTIONS } from './transitions';

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

describe('PREPAYMENT_STATUS_MACHINE: the SPEC 4 table as data', () => {
  it('holds exactly the allowed changes of SPEC 4, each once', () => {
    expect(allowedMoves(PREPAYMENT_STATUS_MACHINE).sort()).toEqual([...ALLOWED].sort());
  });

  it('REPAID and REJECTED are final', () => {
    expect(PREPAYMENT_STATUS_MACHINE.moves.REPAID).toEqual([]);
    expect(PREPAYMENT_STATUS_MACHINE.moves.REJECTED).toEqual([]);
  });

  it.each([
    ['LENT', 'APPROVED', 'Заявку в статусе «Оплачено» нельзя перевести в статус «Согласовано»'],
    ['REJECTED', 'CREATED', 'Заявку в статусе «Отклонено» нельзя перевести в статус «Новая»'],
    // 'UNDEFINED' is the filter's 'Любой', never a status: named as it came
    ['CREATED', 'UNDEFINED', 'Заявку в статусе «Новая» нельзя перевести в статус «UNDEFINED»'],
  ])('refuses %s → %s: %s', (from, to, message) => {
    expect(PREPAYMENT_STATUS_MACHINE.allows(from, to)).toBe(false);
    expect(PREPAYMENT_STATUS_MACHINE.refusal(from, to)).toBe(message);
  });
});
