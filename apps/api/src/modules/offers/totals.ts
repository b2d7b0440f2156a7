import { OFFER } from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { reach } from '../../platform/scope';

/*
 * ADR 0105. The offers lists' totals and status counts, kept a few seconds in the count cache
 * (LIST_COUNT_CACHE_SECONDS): a national purchaser has ~300 000 offers, and counting them costs
 * more than the page. Scoped by company, so a write forgets its own parties' totals at once.
 */

const scopeOf = (company: string | null) => `offers:${company ?? 'all'}`;

/** A total of the caller's offers under `filters`, counted once for everyone who asks. */
export function cachedOfferTotal<T>(
  deps: Pick<Deps, 'counts'>,
  auth: AuthContext,
  what: string,
  filters: unknown,
  count: () => Promise<T>,
): Promise<T> {
  const r = reach(auth, OFFER);
  const scope = scopeOf(r.all ? null : (r.company ?? 'none'));
  return deps.counts.get(scope, JSON.stringify({ what, r, filters }), count);
}

/** An offer of these companies changed: their totals, and the admin's of all, count afresh. */
export function forgetOfferTotals(deps: Pick<Deps, 'counts'>, companies: readonly string[]): void {
  for (const c of companies) deps.counts.forget(scopeOf(c));
  deps.counts.forget(scopeOf(null));
}
