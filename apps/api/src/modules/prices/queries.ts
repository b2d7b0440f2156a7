import { sql } from 'kysely';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import { matchedRunning } from '../auctions';

/**
 * The running tenders the farmer may offer on — the auctions area's own match (`matchedRunning`),
 * never a copy of it — of one crop or all, highest posted price first, at most `cap`: the board
 * prices and orders them; a farmer's match beyond the cap would be the cheapest posted prices.
 */
export const matchedTenders = (
  db: Database,
  auth: AuthContext,
  now: Date,
  productUuid: string | undefined,
  cap: number,
) =>
  db
    .selectFrom('auctions as a')
    .innerJoin('companies as oc', 'oc.uuid', 'a.ownerCompanyUuid')
    .innerJoin('cultures as p', 'p.uuid', 'a.productUuid')
    .select([
      'a.uuid',
      'a.number',
      'a.ownerCompanyUuid',
      'oc.name as ownerCompanyName',
      'a.productUuid',
      'p.title as productTitle',
      'a.deliveryTypes',
      'a.price',
      'a.volume',
      'a.minLotVolume',
      'a.endAt',
    ])
    .where(matchedRunning(auth, now))
    .$if(productUuid !== undefined, (q) => q.where('a.productUuid', '=', productUuid!))
    .orderBy('a.price', 'desc')
    .orderBy('a.endAt')
    .orderBy('a.uuid')
    .limit(cap)
    .execute();

export type MatchedTender = Awaited<ReturnType<typeof matchedTenders>>[number];

/** How many running tenders of each crop the farmer may see (the whole match, past the cap). */
export async function matchedPerCrop(
  db: Database,
  auth: AuthContext,
  now: Date,
  productUuid: string | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('auctions as a')
    .select(['a.productUuid', sql<number>`count(*)::int`.as('total')])
    .where(matchedRunning(auth, now))
    .$if(productUuid !== undefined, (q) => q.where('a.productUuid', '=', productUuid!))
    .groupBy('a.productUuid')
    .execute();
  return new Map(rows.map((r) => [r.productUuid, r.total]));
}

/** The farmer company's live shipping points, the hauls are priced from. */
export const shippingPoints = (db: Database, companyUuid: string) =>
  db
    .selectFrom('locations')
    .select(['uuid', 'name'])
    .where('companyUuid', '=', companyUuid)
    .where('kind', '=', 'SHIPPING')
    .where('isDeleted', '=', false)
    .orderBy('name')
    .orderBy('uuid')
    .execute();
