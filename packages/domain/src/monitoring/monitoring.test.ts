import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/check';
import {
  changedRecently,
  compareRows,
  coverage,
  monitoringShowsActions,
  monitoringShowsPrices,
  showsEditContract,
  timeLeftMs,
  type MonitoringSort,
  type SortableRow,
} from './rules';
import { monitoringQuery } from './schemas';

const now = new Date('2026-07-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('coverage = offered / wanted (issue 16 point 3)', () => {
  it.each([
    [0, 1000, 0],
    [500, 1000, 0.5],
    [1000, 1000, 1],
    [1500, 1000, 1.5],
    [100, 0, 0],
  ])('%i t of %i t → %d', (offered, wanted, expected) => {
    expect(coverage(offered, wanted)).toBe(expected);
  });
});

describe('time left counts down to the end, never below zero', () => {
  it.each([
    ['2026-07-01T12:00:05Z', 5000],
    ['2026-07-02T12:00:00Z', 86_400_000],
    ['2026-07-01T12:00:00Z', 0],
    ['2026-07-01T11:00:00Z', 0],
  ])('end %s → %i ms', (end, expected) => {
    expect(timeLeftMs(at(end), now)).toBe(expected);
  });
});

describe('"a highlight for a row that changed in the last 10 seconds"', () => {
  it.each([
    ['2026-07-01T12:00:00Z', true, 'this moment'],
    ['2026-07-01T11:59:50.001Z', true, '9.999 s ago'],
    ['2026-07-01T11:59:50Z', false, '10 s ago'],
    ['2026-07-01T11:00:00Z', false, 'an hour ago'],
    ['2026-07-01T12:00:03Z', true, 'ahead of a slow clock'],
  ])('changed at %s → %s (%s)', (changed, expected) => {
    expect(changedRecently(at(changed), now)).toBe(expected);
  });
});

describe('sorting rules', () => {
  const row = (uuid: string, end: string, volume: number, offered: number): SortableRow => ({
    uuid,
    endAt: at(end),
    volume,
    offeredVolume: offered,
  });
  const rows = [
    row('a', '2026-07-03T12:00:00Z', 1000, 900), // running, 2 days, 90 %
    row('b', '2026-07-01T13:00:00Z', 1000, 100), // running, 1 hour, 10 %
    row('c', '2026-06-30T12:00:00Z', 1000, 0), // finished a day ago, 0 %
    row('d', '2026-07-01T11:00:00Z', 500, 500), // finished an hour ago, 100 %
    row('e', '2026-07-03T12:00:00Z', 200, 20), // running, 2 days, 10 % (ties b on coverage)
  ];
  it.each<[MonitoringSort, string[], string]>([
    [
      'timeLeft',
      ['b', 'a', 'e', 'd', 'c'],
      'running soonest first, then waiting for results, latest ended first',
    ],
    ['coverage', ['c', 'b', 'e', 'a', 'd'], 'least covered first, ties by time left'],
  ])('%s → %j (%s)', (sort, expected) => {
    expect([...rows].sort(compareRows(sort, now)).map((r) => r.uuid)).toEqual(expected);
  });
});

const purchaser = (...policies: AccessSubject['policies']): AccessSubject => ({
  userType: 'purchaser',
  policies,
});
const policy = (routeName: string, accessRights: string[], params: string[] = []) =>
  ({ resource: { routeName, params }, accessRights }) as AccessSubject['policies'][number];

describe('SPEC 6: prices, actions and the edit link of the board', () => {
  const full = purchaser(policy('Monitoring', ['*']));
  const restricted = purchaser(policy('Monitoring', ['read'], ['hideActions', 'hidePrice']));
  const both = purchaser(
    policy('Monitoring', ['read'], ['hideActions', 'hidePrice']),
    policy('Monitoring', ['*']),
  );
  const editor = purchaser(policy('Monitoring', ['*']), policy('Contract', ['update'], ['ShowEditContract']));
  const contractsOnly = purchaser(policy('Contract', ['*']));
  const admin: AccessSubject = { userType: 'admin', policies: [] };
  it.each<[string, AccessSubject, boolean, boolean, boolean]>([
    ['Мониторинг (all)', full, true, true, false],
    ['Мониторинг без цен и действий', restricted, false, false, false],
    ['both items: the full one outweighs', both, true, true, false],
    ['Редактирование сделки', editor, true, true, true],
    ['contracts without the param: no link', contractsOnly, true, true, false],
    ['admin', admin, true, true, true],
  ])('%s → prices %s, actions %s, edit link %s', (_, subject, prices, actions, link) => {
    expect(monitoringShowsPrices(subject)).toBe(prices);
    expect(monitoringShowsActions(subject)).toBe(actions);
    expect(showsEditContract(subject)).toBe(link);
  });
});

describe('GET /monitoring query', () => {
  it.each<[Record<string, unknown>, boolean, Record<string, unknown>?]>([
    [{}, true, { sort: 'timeLeft', offset: 0, limit: 50 }],
    [{ sort: 'coverage', limit: '20', offset: '40' }, true, { sort: 'coverage', limit: 20, offset: 40 }],
    [{ sort: 'price' }, false],
    [{ limit: '51' }, false],
    [{ regionUuid: 'not-a-uuid' }, false],
  ])('%j → valid %s', (input, ok, expected) => {
    const parsed = monitoringQuery.safeParse(input);
    expect(parsed.success).toBe(ok);
    if (expected) expect(parsed.data).toMatchObject(expected);
  });
});
