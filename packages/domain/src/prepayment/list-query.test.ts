import { describe, expect, it } from 'vitest';
import { prepaymentListQuery } from './schemas';

describe('prepaymentListQuery: GET /prepayments/requests (SPEC 7, 5 Prepayment filter)', () => {
  it('15 rows, newest first, no status filter when nothing is asked', () => {
    expect(prepaymentListQuery.parse({})).toEqual({
      statuses: [],
      offset: 0,
      limit: 15,
      sortField: 'created',
      sortDirection: 'DESC',
    });
  });

  it.each([
    [{ statuses: 'CREATED' }, ['CREATED']],
    [{ statuses: ['CREATED', 'LENT'] }, ['CREATED', 'LENT']],
    [{ statuses: ['UNDEFINED', 'LENT'] }, []],
    [{ statuses: ['CREATED', 'IN_PROGRESS', 'APPROVED', 'LENT', 'REPAID', 'REJECTED'] }, []],
  ])('statuses %j → %j', (query, statuses) => {
    expect(prepaymentListQuery.parse(query).statuses).toEqual(statuses);
  });

  it('reads the number, paging and sort from the query string', () => {
    expect(
      prepaymentListQuery.parse({
        requestId: '42',
        offset: '10',
        limit: '50',
        sortField: 'requestValue',
        sortDirection: 'ASC',
      }),
    ).toMatchObject({
      requestId: 42,
      offset: 10,
      limit: 50,
      sortField: 'requestValue',
      sortDirection: 'ASC',
    });
  });

  it.each([{ requestId: '4a' }, { sortField: 'inn' }, { limit: '1001' }, { statuses: 'PAID' }])(
    'refuses %j',
    (query) => expect(prepaymentListQuery.safeParse(query).success).toBe(false),
  );
});
