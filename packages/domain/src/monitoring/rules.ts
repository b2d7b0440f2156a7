import { paramAllows, type AccessSubject } from '../access/check';

/** Issue 16 point 3: a row changed this recently is highlighted (then fades). */
export const MONITORING_HIGHLIGHT_MS = 10_000;
/** Issue 16 point 3: the deals under the board are those of the last 7 days. */
export const MONITORING_DEALS_DAYS = 7;
/**
 * Rows a page of the board carries: more than a screen holds (≈ 20 rows above the fold), few
 * enough that the first answer stays within its budget (docs/benchmarks.md); the server caps it.
 */
export const MONITORING_PAGE_SIZE = 50;
/** The newest deals the board lists (the count of all of them comes beside). */
export const MONITORING_DEALS_LIMIT = 50;

export const MONITORING_SORTS = ['timeLeft', 'coverage'] as const;
export type MonitoringSort = (typeof MONITORING_SORTS)[number];

export const MONITORING_SORT_LABELS: Record<MonitoringSort, string> = {
  timeLeft: 'По времени до конца',
  coverage: 'По покрытию объёма',
};

/** Offered tonnes over wanted ones: 0.5 is half covered, above 1 more is offered than wanted. */
export function coverage(offered: number, wanted: number): number {
  return wanted > 0 ? offered / wanted : 0;
}

/** Milliseconds until the end, never below zero (a finished auction has no time left). */
export function timeLeftMs(endAt: Date, now: Date): number {
  return Math.max(0, endAt.getTime() - now.getTime());
}

/** The row changed within the last 10 seconds (a clock a little behind the server's counts too). */
export function changedRecently(changedAt: Date, now: Date): boolean {
  return now.getTime() - changedAt.getTime() < MONITORING_HIGHLIGHT_MS;
}

/** What a sort compares of a row. */
export interface SortableRow {
  uuid: string;
  endAt: Date;
  volume: number;
  offeredVolume: number;
}

/**
 * The board's two orders, as the server's SQL writes them:
 * - timeLeft: running auctions first, the soonest end first; then those waiting for results,
 *   the latest ended first (the freshest decision to make);
 * - coverage: the least covered first (where volume is still missing), then by time left.
 * Ties fall back to the uuid so pages never overlap.
 */
export function compareRows(sort: MonitoringSort, now: Date) {
  const byTime = (a: SortableRow, b: SortableRow) => {
    const aRunning = a.endAt > now;
    const bRunning = b.endAt > now;
    if (aRunning !== bRunning) return aRunning ? -1 : 1;
    const diff = a.endAt.getTime() - b.endAt.getTime();
    return aRunning ? diff : -diff;
  };
  const byUuid = (a: SortableRow, b: SortableRow) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
  return (a: SortableRow, b: SortableRow): number => {
    if (sort === 'coverage') {
      const diff = coverage(a.offeredVolume, a.volume) - coverage(b.offeredVolume, b.volume);
      if (diff !== 0) return diff;
    }
    return byTime(a, b) || byUuid(a, b);
  };
}

/**
 * SPEC 6 'Мониторинг без цен и действий': the param check on the 'Monitoring' policy. A policy
 * without the param ('Мониторинг': all) outweighs the restricted one.
 */
export const monitoringShowsPrices = (subject: AccessSubject | null) =>
  paramAllows(subject, 'Monitoring', 'hidePrice');

export const monitoringShowsActions = (subject: AccessSubject | null) =>
  paramAllows(subject, 'Monitoring', 'hideActions');

/**
 * SPEC 6 'Редактирование сделки: param ShowEditContract, update'. Unlike hidePrice this param
 * grants: a deal row links to its edit form only for a role holding the 'Contract' policy that
 * carries it with Update (an admin always).
 */
export function showsEditContract(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  if (subject.userType === 'admin') return true;
  return subject.policies.some(
    (p) =>
      p.resource.routeName === 'Contract' &&
      p.resource.params.includes('ShowEditContract') &&
      p.accessRights.some((r) => r === '*' || r === 'update'),
  );
}
