import { describe, expect, it } from 'vitest';
import { toRequestsQuery } from './filter-query';

const base = { q: '', offset: 0, size: 15, sort: null, filters: { statuses: [] as string[] } };

describe('the prepayment filter in the URL → GET /prepayments/requests', () => {
  it('asks for the first 15, newest first, with nothing filtered', () => {
    expect(toRequestsQuery(base, 'Europe/Moscow')).toEqual({
      requestId: undefined,
      createdFrom: undefined,
      createdTo: undefined,
      productAlias: undefined,
      statuses: [],
      any: undefined,
      offset: 0,
      limit: 15,
    });
  });

  it("sends the date range as the user's whole days", () => {
    const q = toRequestsQuery(
      { ...base, filters: { statuses: [], from: '2026-11-01', to: '2026-11-02' } },
      'Asia/Vladivostok',
    );
    expect(q.createdFrom).toBe('2026-10-31T14:00:00.000Z');
    expect(q.createdTo).toBe('2026-11-02T13:59:59.999Z');
  });

  it("keeps digits of the request number, maps pledge to the product, 'Любой' clears statuses (SPEC 5)", () => {
    const q = toRequestsQuery(
      { ...base, q: 'Нива', filters: { requestId: '№12', pledge: 'yes', statuses: ['UNDEFINED', 'LENT'] } },
      'Europe/Moscow',
    );
    expect(q).toMatchObject({ requestId: '12', productAlias: 'AvansSObespech', statuses: [], any: 'Нива' });
  });

  it('passes only sort fields the API knows', () => {
    expect(
      toRequestsQuery({ ...base, sort: { field: 'updatedAt', direction: 'DESC' } }, 'Europe/Moscow'),
    ).toMatchObject({
      sortField: 'updatedAt',
      sortDirection: 'DESC',
    });
    expect(
      toRequestsQuery({ ...base, sort: { field: 'inn', direction: 'ASC' } }, 'Europe/Moscow').sortField,
    ).toBeUndefined();
  });
});
