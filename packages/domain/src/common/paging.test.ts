import { describe, expect, it } from 'vitest';
import { MAX_LIST_LIMIT } from './constants';
import { offsetPaging, repeated, sortQuery } from './paging';
import { z } from 'zod';

describe('offsetPaging: SPEC 7 offset/limit of every list', () => {
  it.each([
    [{}, { offset: 0 }],
    [
      { offset: '30', limit: '15' },
      { offset: 30, limit: 15 },
    ],
    [{ limit: String(MAX_LIST_LIMIT) }, { offset: 0, limit: MAX_LIST_LIMIT }],
  ])('%j → %j', (query, paging) => expect(offsetPaging.parse(query)).toEqual(paging));

  it.each([{ offset: '-1' }, { limit: '0' }, { limit: String(MAX_LIST_LIMIT + 1) }, { offset: 'x' }])(
    'refuses %j',
    (query) => expect(offsetPaging.safeParse(query).success).toBe(false),
  );
});

describe("sortQuery: whitelisted field, the list's defaults", () => {
  const sort = sortQuery(['created', 'name'] as const, 'created', 'DESC');
  it.each([
    [{}, { sortField: 'created', sortDirection: 'DESC' }],
    [
      { sortField: 'name', sortDirection: 'ASC' },
      { sortField: 'name', sortDirection: 'ASC' },
    ],
  ])('%j → %j', (query, parsed) => expect(sort.parse(query)).toEqual(parsed));
  it.each([{ sortField: 'password' }, { sortDirection: 'UP' }])('refuses %j', (query) =>
    expect(sort.safeParse(query).success).toBe(false),
  );
});

describe('repeated: a param once or many times', () => {
  const statuses = repeated(z.enum(['A', 'B']));
  it.each([
    [undefined, undefined],
    ['A', ['A']],
    [
      ['A', 'B'],
      ['A', 'B'],
    ],
  ])('%j → %j', (given, parsed) => expect(statuses.parse(given)).toEqual(parsed));
});
