import { endOfToday, TODO_RULES, todoKindsFor, type TodoKind, type TodoReply } from '@kolos/domain/home';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { countPendingVersions } from '../agreements';
import { auctionsVisibleTo, countAuctions, statusIs } from '../auctions';
import { countCompanies } from '../companies';
import { countOffers, offersVisibleTo } from '../offers';
import { countSlots } from '../queue';
import { countImportsWithErrors } from '../transport';
import { countQueued, countWithoutPapers } from '../trip-documents';

type Counter = (db: Database, auth: AuthContext, now: Date) => Promise<number>;

/**
 * What each item counts, each one statement scoped to the caller by its area's own scope rule
 * (docs/home.md). The areas own the filters; this table only names which.
 */
const COUNTERS: Record<TodoKind, Counter> = {
  COUNTER_OFFERS: (db, auth) => countOffers(db, offersVisibleTo(auth), ['OFFER_COUNTERED']),
  TENDERS_CLOSING_TODAY: (db, auth, now) =>
    countAuctions(db, auctionsVisibleTo(auth, now), ['AUCTION_ACTIVE'], now, endOfToday(now)),
  SLOTS_WITHOUT_TRUCK: (db, auth) => countSlots(db, auth, 'withoutTruck'),
  TRIPS_WITHOUT_PAPERS: (db, auth) => countWithoutPapers(db, auth),
  TRIP_PAPERS_DECLINED: (db, auth) => countQueued(db, auth, 'SLOT_DOCS_DECLINED'),
  AGREEMENT_TO_SIGN: async (db, auth) => (auth.companyUuid ? countPendingVersions(db, auth.companyUuid) : 0),
  // live offers on the company's auctions that ended and wait for results: the decision is theirs
  OFFERS_TO_DECIDE: (db, auth, now) =>
    countOffers(db, offersVisibleTo(auth), ['OFFER_ACTIVE'], statusIs('AUCTION_FINISHED', now)),
  TENDERS_TO_CLOSE: (db, auth, now) =>
    countAuctions(db, auctionsVisibleTo(auth, now), ['AUCTION_FINISHED'], now),
  TRIP_PAPERS_TO_CHECK: (db, auth) => countQueued(db, auth, 'SLOT_DOCS_ON_MODERATE'),
  TRUCKS_DUE_TODAY: (db, auth) => countSlots(db, auth, 'dueToday'),
  TRUCKS_LATE: (db, auth) => countSlots(db, auth, 'lateToday'),
  IMPORTS_WITH_ERRORS: (db, auth) => countImportsWithErrors(db, auth),
  COMPANIES_TO_MODERATE: (db, auth) =>
    countCompanies(db, auth, { userType: 'farmer', status: 'ON_MODERATE' }),
};

/**
 * GET /user/personal/todo (issue 29 point 13): the caller's items — only those his user type has
 * and whose screen he may open — each counted side by side; an item with nothing waiting is left
 * out, so an empty list means nothing waits.
 */
export async function todo(deps: Deps, auth: AuthContext): Promise<TodoReply> {
  const now = new Date();
  const kinds = todoKindsFor(auth.subject);
  const counts = await Promise.all(kinds.map((kind) => COUNTERS[kind](deps.db, auth, now)));
  return {
    items: kinds.flatMap((kind, i) =>
      counts[i]! > 0 ? [{ kind, count: counts[i]!, link: TODO_RULES[kind].link }] : [],
    ),
  };
}
