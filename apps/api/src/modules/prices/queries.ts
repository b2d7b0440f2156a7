import { sql } from 'kysely';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import { matchedRunning } from '../auctions';

/**
 * The running tenders the farmer may offer on — the auctions area's own match (`matchedRunning`),
 * never a copy of it — of one crop or all, highest posted price first, at most `cap`: the board
 * prices and orders them; a farmer's match beyond the cap would be the cheapest posted prices.
 * Each row carries its crop's whole count (a window, worked out before the limit).
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
      // counted before the cap: how many of the crop he may see in all
      sql<number>`(count(*) over (partition by a.product_uuid))::int`.as('cropTotal'),
    ])
    .where(matchedRunning(auth, now))
    .$if(productUuid !== undefined, (q) => q.where('a.productUuid', '=', productUuid!))
    .orderBy('a.price', 'desc')
    .orderBy('a.endAt')
    .orderBy('a.uuid')
    .limit(cap)
    .execute();

export type MatchedTender = Awaited<ReturnType<typeof matchedTenders>>[number];

/** Where these locations are: the nearest shipping points are picked by it (nearestPoints). */
const PLACED = ['uuid', 'name', 'latitude', 'longitude', 'fedRegionUuid'] as const;

/** The farmer company's live shipping points, the hauls are priced from. */
export const shippingPoints = (db: Database, companyUuid: string) =>
  db
    .selectFrom('locations')
    .select(PLACED)
    .where('companyUuid', '=', companyUuid)
    .where('kind', '=', 'SHIPPING')
    .where('isDeleted', '=', false)
    .orderBy('name')
    .orderBy('uuid')
    .execute();

/** The tenders' acceptance points, placed. */
export const acceptancePoints = async (db: Database, uuids: readonly string[]) =>
  uuids.length === 0 ? [] : db.selectFrom('locations').select(PLACED).where('uuid', 'in', uuids).execute();
