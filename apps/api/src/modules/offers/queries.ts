import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { LIVE_OFFER_STATUSES, OFFER, type OfferFilterQuery, type OfferStatus } from '@kolos/domain/trading';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { countOf, likePattern } from '../../platform/list';
import { changeableBy, visibleTo } from '../../platform/scope';
import type { CounterOffersTable } from './tables';

/** The buyer is the tender's owner, kept on the offer (ADR 0105): scoping needs no join. */
const PARTIES = { farmer: 'o.farmerCompanyUuid', buyer: 'o.ownerCompanyUuid' } as const;

/** Offers a caller sees (OFFER): his farm's, or those made to his company; an admin all. */
export const offersVisibleTo = (auth: AuthContext) => visibleTo(auth, OFFER, PARTIES);

/** Offers a caller may act on as a party: the farmer on his own, the purchaser on those to him. */
export const offersChangeableBy = (auth: AuthContext) => changeableBy(auth, OFFER, PARTIES);

/** Statuses that hold a place in the ranking: live, and accepted (the results' order). */
export const RANKED: readonly OfferStatus[] = ['OFFER_ACTIVE', 'OFFER_COUNTERED', 'OFFER_ACCEPTED'];

/**
 * The offer's place within its auction by landed price, then time (rankOffers in domain), among
 * the ranked ones; null otherwise. Counted for the page's rows only, on offers_rank_idx.
 */
const rank = sql<number | null>`case when o.status in (${sql.join(RANKED)}) then (
    select count(*)::int + 1 from offers r
     where r.auction_uuid = o.auction_uuid and r.status in (${sql.join(RANKED)})
       and (r.landed_price, r.created_at, r.uuid) < (o.landed_price, o.created_at, o.uuid)) end`;

/** An offer with the names the wire shows. */
const withNames = (db: Database) =>
  db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'o.farmerCompanyUuid')
    .innerJoin('companies as oc', 'oc.uuid', 'a.ownerCompanyUuid')
    .leftJoin('locations as fl', 'fl.uuid', 'o.farmerLocationUuid')
    .leftJoin('locations as al', 'al.uuid', 'o.acceptanceLocationUuid')
    .selectAll('o')
    .select([
      'a.number as auctionNumber',
      'oc.name as ownerCompanyName',
      'fc.name as farmerCompanyName',
      'fc.taxCode as farmerTaxCode',
      'fl.name as farmerLocationName',
      'fl.address as farmerLocationAddress',
      'al.name as acceptanceLocationName',
      'al.address as acceptanceLocationAddress',
      rank.as('rank'),
    ]);

export type OfferRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export const offerRows = (db: Database) => ({ query: withNames(db), uuid: 'o.uuid' });

export const findOffer = (db: Database, condition: Expression<SqlBool>, uuid: string) =>
  withNames(db).where('o.uuid', '=', uuid).where(condition).executeTakeFirst();

/** The latest counter-offer of each of these offers (the open one while there is one). */
export async function latestCounters(db: Database, offerUuids: readonly string[]) {
  if (offerUuids.length === 0) return new Map<string, CounterRow>();
  const rows = await db
    .selectFrom('counterOffers')
    .selectAll()
    .where('offerUuid', 'in', offerUuids)
    .orderBy('offerUuid')
    .orderBy('createdAt', 'desc')
    .orderBy('uuid', 'desc')
    .execute();
  const byOffer = new Map<string, CounterRow>();
  for (const r of rows) if (!byOffer.has(r.offerUuid)) byOffer.set(r.offerUuid, r);
  return byOffer;
}
export type CounterRow = Selectable<CounterOffersTable>;

const SORT_COLUMNS = {
  landedPrice: 'o.landedPrice',
  price: 'o.price',
  volume: 'o.volume',
  created: 'o.createdAt',
} as const;

type Filters = Omit<OfferFilterQuery, 'offset' | 'limit' | 'sortField' | 'sortDirection'>;

/**
 * The offers of the filter (without its statuses: the status counts ask for each). No join: the
 * scope reads the offer's own owner (ADR 0105), and the tender's crop and territory are asked
 * of it by key — so without them the list is a walk down one owner index, index-only. (A join
 * PostgreSQL removes still keeps the key column needed, which turns index-only scans into heap
 * reads: 260 ms instead of 63 ms for a deep page.)
 */
export function filtered(db: Database, visible: Expression<SqlBool>, f: Filters) {
  let query = db.selectFrom('offers as o').where(visible);
  if (f.auctionUuid) query = query.where('o.auctionUuid', '=', f.auctionUuid);
  if (f.productUuid || f.regionUuid) {
    const { productUuid, regionUuid } = f;
    query = query.where(({ exists, selectFrom }) => {
      let tender = selectFrom('auctions as a').select('a.uuid').whereRef('a.uuid', '=', 'o.auctionUuid');
      if (productUuid) tender = tender.where('a.productUuid', '=', productUuid);
      if (regionUuid) tender = tender.where('a.regionUuid', '=', regionUuid);
      return exists(tender);
    });
  }
  if (f.locationUuid) {
    const point = f.locationUuid;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('auctionLocations as al')
          .select('al.auctionUuid')
          .whereRef('al.auctionUuid', '=', 'o.auctionUuid')
          .where('al.locationUuid', '=', point),
      ),
    );
  }
  if (f.any) {
    const like = likePattern(f.any);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('companies as c')
          .select('c.uuid')
          .whereRef('c.uuid', '=', 'o.farmerCompanyUuid')
          .where((eb) => eb.or([eb('c.name', 'ilike', like), eb('c.taxCode', 'ilike', like)])),
      ),
    );
  }
  return query;
}

/**
 * The home's count (issue 29 point 13): the caller's offers in these statuses, on auctions that
 * meet `auction` when given — the list's own filter and scope, counted on the offers' indexes.
 */
export function countOffers(
  db: Database,
  visible: Expression<SqlBool>,
  statuses: readonly OfferStatus[],
  auction?: Expression<SqlBool>,
) {
  const query = filtered(db, visible, {}).select('o.uuid').where('o.status', 'in', statuses);
  return countOf(
    auction ? query.innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid').where(auction) : query,
  );
}

/** GET /offers/v2/filter: the page's uuids in the chosen order; the total beside. */
export function offerKeys(db: Database, visible: Expression<SqlBool>, q: OfferFilterQuery) {
  let query = filtered(db, visible, q).select('o.uuid');
  if (q.statuses?.length) query = query.where('o.status', 'in', q.statuses);
  const dir = q.sortDirection === 'ASC' ? 'asc' : 'desc';
  return query.orderBy(SORT_COLUMNS[q.sortField], dir).orderBy('o.createdAt', dir).orderBy('o.uuid', dir);
}

/** GET /offers/filterByAuction/{id}: ranked first (landed price, time), then the rest, newest first. */
export const rankedKeys = (db: Database, visible: Expression<SqlBool>, auctionUuid: string) =>
  db
    .selectFrom('offers as o')
    .select('o.uuid')
    .where(visible)
    .where('o.auctionUuid', '=', auctionUuid)
    .orderBy(sql`case when o.status in (${sql.join(RANKED)}) then 0 else 1 end`)
    .orderBy('o.landedPrice')
    .orderBy('o.createdAt')
    .orderBy('o.uuid');

export const offerHistory = (db: Database, offerUuid: string) =>
  db
    .selectFrom('offerHistory as h')
    .leftJoin('users as u', 'u.uuid', 'h.userUuid')
    .select(['h.status', 'h.previousStatus', 'h.changes', 'h.createdAt', 'u.name', 'u.lastName', 'u.surname'])
    .where('h.offerUuid', '=', offerUuid)
    .orderBy('h.createdAt')
    .orderBy('h.uuid')
    .execute();

/** The farmer company's live shipping point, or undefined. */
export const ownShippingPoint = (db: Database, farmerCompanyUuid: string, uuid: string) =>
  db
    .selectFrom('locations')
    .select(['uuid', 'name', 'areaUuid'])
    .where('uuid', '=', uuid)
    .where('companyUuid', '=', farmerCompanyUuid)
    .where('kind', '=', 'SHIPPING')
    .where('isDeleted', '=', false)
    .executeTakeFirst();

/** The area premium (SPEC 3 Discount) of the auction's owner for the district and crop, ₽/t. */
export async function premiumOf(db: Database, owner: string, areaUuid: string | null, cultureUuid: string) {
  if (!areaUuid) return null;
  const row = await db
    .selectFrom('discounts')
    .select('amount')
    .where('ownerCompanyUuid', '=', owner)
    .where('areaUuid', '=', areaUuid)
    .where('cultureUuid', '=', cultureUuid)
    .executeTakeFirst();
  return row ? Number(row.amount) : null;
}

/**
 * Why a farmer company may not place an offer on the auction now: a live offer of its own, a bar.
 * One statement, sent after the auction's lock is taken: a statement that waited for the lock
 * would read with its snapshot from before, and miss an offer or a bar committed meanwhile.
 */
export async function placementRefusal(trx: Transaction<DB>, auctionUuid: string, farmerCompanyUuid: string) {
  const { rows } = await sql<{ live: boolean; denied: boolean }>`
    select exists (select 1 from offers where auction_uuid = ${auctionUuid}
                     and farmer_company_uuid = ${farmerCompanyUuid}
                     and status in (${sql.join(LIVE_OFFER_STATUSES)})) as live,
           exists (select 1 from auction_denied_companies where auction_uuid = ${auctionUuid}
                     and farmer_company_uuid = ${farmerCompanyUuid}) as denied`.execute(trx);
  return rows[0]!;
}

/**
 * A new offer with its first history row and its audit record, and the auction's counters moved
 * (offers_count, offered_volume: all but withdrawn offers), in one statement under the auction's
 * lock (ADR 0112: four round trips were four waits of every writer queued on that lock). The
 * history's foreign key to the offer is checked at the statement's end, when the offer is in.
 */
export const insertOffer = (
  trx: Transaction<DB>,
  rows: {
    offer: Insertable<DB['offers']> & { auctionUuid: string; volume: number };
    history: Insertable<DB['offerHistory']>;
    audit: Insertable<DB['auditLog']>;
  },
) =>
  trx
    .with('offer', (db) => db.insertInto('offers').values(rows.offer))
    .with('history', (db) => db.insertInto('offerHistory').values(rows.history))
    .with('audit', (db) => db.insertInto('auditLog').values(rows.audit))
    .updateTable('auctions')
    .set({
      offersCount: sql<number>`offers_count + 1`,
      offeredVolume: sql<number>`offered_volume + ${rows.offer.volume}`,
    })
    .where('uuid', '=', rows.offer.auctionUuid)
    .execute();
