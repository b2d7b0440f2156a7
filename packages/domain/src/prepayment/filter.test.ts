import { describe, expect, it } from 'vitest';
import { digitsOnly, normalizeStatusFilter, productAliasForPledge } from './filter';

describe('prepayment filter (SPEC 5)', () => {
  it.each([
    ['123', '123'],
    ['№ 12-3a', '123'],
    ['abc', ''],
  ])('the request number %j keeps digits only: %j', (input, out) => expect(digitsOnly(input)).toBe(out));

  it.each([
    [[], []],
    [['CREATED'], ['CREATED']],
    [
      ['LENT', 'CREATED'],
      ['CREATED', 'LENT'],
    ],
    [['UNDEFINED'], []],
    [['UNDEFINED', 'CREATED'], []],
    [['CREATED', 'IN_PROGRESS', 'APPROVED', 'LENT', 'REPAID', 'REJECTED'], []],
    [['CREATED', 'NONSENSE'], ['CREATED']],
  ])("'Любой' or every status clears the filter: %j → %j", (selected, out) =>
    expect(normalizeStatusFilter(selected)).toEqual(out),
  );

  it.each([
    ['yes', 'AvansSObespech'],
    ['no', 'AgroAvans'],
    ['any', undefined],
    [undefined, undefined],
  ])('pledge %s maps to the product alias %s', (pledge, alias) =>
    expect(productAliasForPledge(pledge)).toBe(alias),
  );
});
