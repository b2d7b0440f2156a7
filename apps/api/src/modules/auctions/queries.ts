import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import { ruDateToIso } from '@kolos/domain/contracts';
import {
  AUCTION,
  FINAL_AUCTION_STATUSES,
  type AuctionListBody,
  TRADING_MSG,
  type AuctionStatus,
} from '@kolos/domain/trading';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import { countOf, likePattern } from '../../platform/list';
import { changeableBy, visibleTo } from '../../platform/scope';

/** Stored statuses the clock still governs (auctionStatusAt): anything not completed or canceled. */
const CLOCK_STATUSES = ['AUCTION_PLANNED', 'AUCTION_ACTIVE', 'AUCTION_FINISHED'] as const;
const OWNER = { owner: 'a.ownerCompanyUuid' } as const;

/**
 * One status as a condition on the row's own columns at `now`: the stored status for the final
 * ones, the clock over start_at and end_at for the rest — plain comparisons the indexes on
 * (owner, status, end_at) and (owner, start_at) serve, never a computed column.
 */
export function statusIs(status: AuctionStatus, now: Date): Expression<SqlBool> {
  if ((FINAL_AUCTION_STATUSES as readonly string[]).includes(status)) {
    return sql<SqlBool>`a.status = ${status}`;
  }
  const clock = sql`a.status in (${sql.join(CLOCK_STATUSES)})`;
  if (status === 'AUCTION_PLANNED') return sql<SqlBool>`(${clock} and a.start_at > ${now})`;
  if (status === 'AUCTION_ACTIVE') {
    return sql<SqlBool>`(${clock} and a.start_at <= ${now} and a.end_at > ${now})`;
  }
  return sql<SqlBool>`(${clock} and a.end_at <= ${now})`;
}

/**
 * Issue 15: the auction is within the farmer company's reach — its territory's subject of the
 * federation holds one of the company's live shipping points. Issue 29 point 1: a CPT auction is
 * also within reach of a company whose card's address (legal or actual) names that subject, so a
 * farmer just approved sees, and may offer on, the tenders he can deliver to before he has made
 * a shipping point (CPT needs none; FCA is priced from a point, so it still waits for one). The
 * address is free text: the subject's name as the reference writes it ('Краснодарский',
 * 'Ростовская') found in it, case as typed — lower() is ASCII-only under the C collation.
 */
export const inReachOf = (farmerCompanyUuid: string | Expression<string>) => sql<SqlBool>`(exists (
    select 1 from purchase_regions pr
      join locations l on l.fed_region_uuid = pr.fed_region_uuid
     where pr.uuid = a.region_uuid and l.company_uuid = ${farmerCompanyUuid}
       and l.kind = 'SHIPPING' and not l.is_deleted)
  or ('SELLER' = any(a.delivery_types) and exists (
    select 1 from purchase_regions pr
      join fed_regions fr on fr.uuid = pr.fed_region_uuid
      join companies c on c.uuid = ${farmerCompanyUuid}
     where pr.uuid = a.region_uuid
       and (strpos(coalesce(c.address, ''), fr.name) > 0 or strpos(coalesce(c.real_address, ''), fr.name) > 0))))`;

/** The auction matches the farmer company: within its reach, and the company is not barred. */
export const matchedTo = (
  farmerCompanyUuid: string | Expression<string>,
) => sql<SqlBool>`(${inReachOf(farmerCompanyUuid)}
  and not exists (
    select 1 from auction_denied_companies d
     where d.auction_uuid = a.uuid and d.farmer_company_uuid = ${farmerCompanyUuid}))`;

/**
 * The running tenders matched to a farmer: his list of tenders to offer on (GET /auctions/matched)
 * and his price board (issue 29 point 21) — one rule. A session a purchaser's super-user opened as
 * the farmer reaches only that purchaser's (ADR 0014); a user of no company, none.
 */
export function matchedRunning(auth: AuthContext, now: Date): Expression<SqlBool> {
  if (!auth.companyUuid) return sql<SqlBool>`false`;
  const acting = auth.actingForCompanyUuid;
  return sql<SqlBool>`(${statusIs('AUCTION_ACTIVE', now)} and ${matchedTo(auth.companyUuid)}${
    acting ? sql` and a.owner_company_uuid = ${acting}` : sql``
  })`;
}

/** The company has made an offer on the auction, in any status. */
const offeredBy = (farmerCompanyUuid: string | Expression<string>) =>
  sql<SqlBool>`exists (select 1 from offers o where o.auction_uuid = a.uuid and o.farmer_company_uuid = ${farmerCompanyUuid})`;

/**
 * The auctions a caller sees (AUCTION in @kolos/domain/trading): a purchaser's staff their
 * company's, an admin all, a farmer the active ones matched to him and those his company offered on.
 */
export function auctionsVisibleTo(auth: AuthContext, now: Date): Expression<SqlBool> {
  const company = auth.companyUuid;
  const published =
    auth.userType === 'farmer' && company
      ? sql<SqlBool>`(${offeredBy(company)} or (${statusIs('AUCTION_ACTIVE', now)} and ${matchedTo(company)}))`
      : undefined;
  return visibleTo(auth, AUCTION, OWNER, published ? { published } : {});
}

/**
 * Of these farmer companies, those that hear the auction's live events (ADR 0067): those that
 * offered on it, and those it is matched to once it has started — so a farmer who saw it running
 * also hears that it finished or was canceled, and nobody hears of a planned one.
 */
export async function farmersHearing(
  db: Database,
  auctionUuid: string,
  companies: readonly string[],
): Promise<Set<string>> {
  if (companies.length === 0) return new Set();
  const company = sql.ref<string>('c.uuid');
  const { rows } = await sql<{ uuid: string }>`
    select c.uuid from auctions a, companies c
     where a.uuid = ${auctionUuid} and c.uuid in (${sql.join([...companies])})
       and (${offeredBy(company)} or (a.start_at <= now() and ${matchedTo(company)}))`.execute(db);
  return new Set(rows.map((r) => r.uuid));
}

/** The auctions a caller may change: his company's (an admin's: all). */
export const auctionsChangeableBy = (auth: AuthContext) => changeableBy(auth, AUCTION, OWNER);

/** An auction with the names the wire shows. */
const withNames = (db: Database) =>
  db
    .selectFrom('auctions as a')
    .innerJoin('companies as oc', 'oc.uuid', 'a.ownerCompanyUuid')
    .innerJoin('purchaseRegions as pr', 'pr.uuid', 'a.regionUuid')
    .innerJoin('cultures as p', 'p.uuid', 'a.productUuid')
    .selectAll('a')
    .select(['oc.name as ownerCompanyName', 'pr.name as regionName', 'p.title as productTitle']);

export type AuctionRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export const auctionRows = (db: Database) => ({ query: withNames(db), uuid: 'a.uuid' });

export const findAuction = (db: Database, condition: Expression<SqlBool>, uuid: string) =>
  withNames(db).where('a.uuid', '=', uuid).where(condition).executeTakeFirst();

/** The acceptance points of these auctions, by auction. */
export async function auctionPlaces(db: Database, uuids: readonly string[]) {
  if (uuids.length === 0) return new Map<string, { uuid: string; name: string; address: string }[]>();
  const rows = await db
    .selectFrom('auctionLocations as al')
    .innerJoin('locations as l', 'l.uuid', 'al.locationUuid')
    .select(['al.auctionUuid', 'l.uuid', 'l.name', 'l.address'])
    .where('al.auctionUuid', 'in', uuids)
    .orderBy('l.name')
    .orderBy('l.uuid')
    .execute();
  const byAuction = new Map<string, { uuid: string; name: string; address: string }[]>();
  for (const r of rows) {
    const list = byAuction.get(r.auctionUuid) ?? [];
    list.push({ uuid: r.uuid, name: r.name, address: r.address });
    byAuction.set(r.auctionUuid, list);
  }
  return byAuction;
}

const SORT_COLUMNS = {
  number: 'a.number',
  startAt: 'a.startAt',
  endAt: 'a.endAt',
  price: 'a.price',
  volume: 'a.volume',
  createdAt: 'a.createdAt',
} as const;

/** POST /v3/auctions: the uuids of the page's auctions, filtered and ordered; the total beside. */
export function auctionKeys(db: Database, visible: Expression<SqlBool>, body: AuctionListBody, now: Date) {
  let query = db.selectFrom('auctions as a').select('a.uuid').where(visible);
  if (body.statuses?.length) {
    const ways = [...new Set(body.statuses)].map((s) => statusIs(s, now));
    query = query.where(sql<SqlBool>`(${sql.join(ways, sql` or `)})`);
  }
  if (body.regionUuid) query = query.where('a.regionUuid', '=', body.regionUuid);
  if (body.productUuid) query = query.where('a.productUuid', '=', body.productUuid);
  if (body.locationUuid) {
    const point = body.locationUuid;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('auctionLocations as al')
          .select('al.auctionUuid')
          .whereRef('al.auctionUuid', '=', 'a.uuid')
          .where('al.locationUuid', '=', point),
      ),
    );
  }
  // Start dates are calendar days as the client sends them; compared in UTC days (docs/trading.md).
  if (body.startFrom) {
    query = query.where(
      sql<SqlBool>`a.start_at >= ${`${ruDateToIso(body.startFrom)}T00:00:00Z`}::timestamptz`,
    );
  }
  if (body.startTo) {
    query = query.where(
      sql<SqlBool>`a.start_at < ${`${ruDateToIso(body.startTo)}T00:00:00Z`}::timestamptz + interval '1 day'`,
    );
  }
  if (body.any) {
    const like = likePattern(body.any);
    const number = /^\d{1,9}$/.test(body.any) ? Number(body.any) : null;
    query = query.where((eb) =>
      eb.or([
        ...(number === null ? [] : [eb('a.number', '=', number)]),
        eb('a.comment', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('cultures as c')
            .select('c.uuid')
            .whereRef('c.uuid', '=', 'a.productUuid')
            .where('c.title', 'ilike', like),
        ),
        eb.exists(
          eb
            .selectFrom('purchaseRegions as r')
            .select('r.uuid')
            .whereRef('r.uuid', '=', 'a.regionUuid')
            .where('r.name', 'ilike', like),
        ),
      ]),
    );
  }
  const column = SORT_COLUMNS[body.sortField];
  const dir = body.sortDirection === 'ASC' ? 'asc' : 'desc';
  return query.orderBy(column, dir).orderBy('a.uuid', dir);
}

/**
 * The home's count (issue 29 point 13): the caller's auctions in these statuses (the list's own
 * filter and reach), those ending by `endsBy` when given.
 */
export function countAuctions(
  db: Database,
  visible: Expression<SqlBool>,
  statuses: AuctionStatus[],
  now: Date,
  endsBy?: Date,
) {
  const keys = auctionKeys(
    db,
    visible,
    { statuses, offset: 0, limit: 1, sortField: 'endAt', sortDirection: 'ASC' },
    now,
  );
  return countOf(endsBy ? keys.where('a.endAt', '<=', endsBy) : keys);
}

/** Takes the next number of the purchaser's auctions ('№ 12'): one statement, never shared. */
export async function nextAuctionNumber(trx: Transaction<DB>, companyUuid: string): Promise<number> {
  const row = await trx
    .insertInto('auctionNumbers')
    .values({ companyUuid, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('companyUuid').doUpdateSet({ lastNumber: sql<number>`auction_numbers.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

/**
 * Locks the auction row for the rest of the transaction (`select … for update`): every offer
 * write, counter-offer, result, cancel and bar on one auction queues here, so counters and the
 * accepted volume are read and written by one request at a time (ADR 0066).
 */
export const lockAuction = (trx: Transaction<DB>, uuid: string) =>
  trx.selectFrom('auctions').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();

export type LockedAuction = NonNullable<Awaited<ReturnType<typeof lockAuction>>>;

/** Acceptance points of the territory among these: live, of the territory's company, in it. */
export const pointsOfRegion = (db: Database, regionUuid: string, uuids: readonly string[]) =>
  db
    .selectFrom('locations')
    .select('uuid')
    .where('uuid', 'in', uuids)
    .where('regionUuid', '=', regionUuid)
    .where('kind', '=', 'ACCEPTANCE')
    .where('isDeleted', '=', false)
    .execute();

export const deniedCompanies = (db: Database, auctionUuid: string) =>
  db
    .selectFrom('auctionDeniedCompanies as d')
    .innerJoin('companies as c', 'c.uuid', 'd.farmerCompanyUuid')
    .select(['d.farmerCompanyUuid', 'c.name', 'c.taxCode', 'd.createdAt'])
    .where('d.auctionUuid', '=', auctionUuid)
    .orderBy('d.createdAt')
    .orderBy('c.name')
    .execute();

/** Names and ИНН of these companies, by uuid (the bar history's). */
export async function companyNames(db: Database, uuids: readonly string[]) {
  if (uuids.length === 0) return new Map<string, { name: string; taxCode: string }>();
  const rows = await db
    .selectFrom('companies')
    .select(['uuid', 'name', 'taxCode'])
    .where('uuid', 'in', uuids)
    .execute();
  return new Map(rows.map((r) => [r.uuid, { name: r.name, taxCode: r.taxCode ?? '' }]));
}

export const isDenied = async (db: Database, auctionUuid: string, farmerCompanyUuid: string) =>
  (await db
    .selectFrom('auctionDeniedCompanies')
    .select('auctionUuid')
    .where('auctionUuid', '=', auctionUuid)
    .where('farmerCompanyUuid', '=', farmerCompanyUuid)
    .executeTakeFirst()) !== undefined;

/** The farmer company a trader names (an offer on its behalf, a bar, a quote): its uuid, or 404. */
export async function farmerCompany(db: Database, uuid: string): Promise<string> {
  const farmer = await db
    .selectFrom('companies')
    .select('uuid')
    .where('uuid', '=', uuid)
    .where('userType', '=', 'farmer')
    .executeTakeFirst();
  if (!farmer) throw notFound(TRADING_MSG.farmerNotFound);
  return farmer.uuid;
}
