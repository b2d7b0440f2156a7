import { PREPAYMENT_STATUSES, STATUS_ANY, type PrepaymentStatus, type ProductAlias } from './statuses';

/** SPEC 5 Prepayment filter: the request number keeps digits only. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * SPEC 5: choosing 'Любой', or every specific status, clears the status filter.
 * Returns the statuses to filter by; an empty list means no status filter.
 */
export function normalizeStatusFilter(selected: readonly string[]): PrepaymentStatus[] {
  if (selected.includes(STATUS_ANY)) return [];
  const chosen = PREPAYMENT_STATUSES.filter((s) => selected.includes(s));
  return chosen.length === PREPAYMENT_STATUSES.length ? [] : chosen;
}

/** SPEC 2.12 pledge filter: Да / Нет / Не важно, mapped to the product alias. */
export const PLEDGE_OPTIONS = [
  { value: 'any', label: 'Не важно' },
  { value: 'yes', label: 'Да' },
  { value: 'no', label: 'Нет' },
] as const;
export type PledgeOption = (typeof PLEDGE_OPTIONS)[number]['value'];

export function productAliasForPledge(pledge: string | undefined): ProductAlias | undefined {
  if (pledge === 'yes') return 'AvansSObespech';
  if (pledge === 'no') return 'AgroAvans';
  return undefined;
}
