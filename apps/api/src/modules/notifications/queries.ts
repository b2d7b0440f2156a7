import { sql, type SqlBool } from 'kysely';
import type { Policy, UserType } from '@kolos/domain';
import { CROP_HISTORY_DAYS, type NotificationListQuery } from '@kolos/domain/notifications';
import type { Database } from '../../db/client';

/** The auction an event is about, with the names its texts use. */
export const auctionFacts = (db: Database, uuid: string) =>
  db
    .selectFrom('auctions as a')
    .innerJoin('companies as oc', 'oc.uuid', 'a.ownerCompanyUuid')
    .innerJoin('purchaseRegions as pr', 'pr.uuid', 'a.regionUuid')
    .innerJoin('cultures as p', 'p.uuid', 'a.productUuid')
    .select([
      'a.uuid',
      'a.number',
      'a.ownerCompanyUuid',
      'a.productUuid',
      'a.volume',
      'a.price',
      'a.startAt',
      'a.endAt',
      'a.status',
      'a.offersCount',
      'a.offeredVolume',
      'oc.name as ownerName',
      'pr.name as region',
      'pr.fedRegionUuid',
      'p.title as crop',
    ])
    .where('a.uuid', '=', uuid)
    .executeTakeFirst();

export type AuctionFacts = NonNullable<Awaited<ReturnType<typeof auctionFacts>>>;

/** The offer an event is about, with its farmer's name and its latest counter-offer's terms. */
export const offerFacts = (db: Database, uuid: string) =>
  db
    .selectFrom('offers as o')
    .innerJoin('companies as fc', 'fc.uuid', 'o.farmerCompanyUuid')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('counterOffers as co')
          .select(['co.price', 'co.volume'])
          .whereRef('co.offerUuid', '=', 'o.uuid')
          .orderBy('co.createdAt', 'desc')
          .limit(1)
          .as('co'),
      (join) => join.onTrue(),
    )
    .select([
      'o.uuid',
      'o.number',
      'o.farmerCompanyUuid',
      'o.volume',
      'o.price',
      'o.landedPrice',
      'o.acceptedVolume',
      'fc.name as farmerName',
      'co.price as counterPrice',
      'co.volume as counterVolume',
    ])
    .where('o.uuid', '=', uuid)
    .executeTakeFirst();

export type OfferFacts = NonNullable<Awaited<ReturnType<typeof offerFacts>>>;

/**
 * Farmer companies a new auction is matched to — the trading module's reach rule (`matchedTo` of
 * the auctions area, which answers it for one company): a live shipping point in the subject of
 * the federation of the auction's territory, and not barred from it. With each, the crops the
 * company offered on within CROP_HISTORY_DAYS (the crop-history rule is applied to them in domain).
 */
export async function matchedFarmerCompanies(db: Database, auction: AuctionFacts) {
  const { rows } = await sql<{ companyUuid: string; crops: string[] }>`
    select c.uuid as company_uuid,
           array(select distinct a2.product_uuid::text
                   from offers o2 join auctions a2 on a2.uuid = o2.auction_uuid
                  where o2.farmer_company_uuid = c.uuid
                    and o2.created_at > now() - make_interval(days => ${CROP_HISTORY_DAYS})) as crops
      from companies c
     where c.user_type = 'farmer'
       and exists (select 1 from locations l
                    where l.company_uuid = c.uuid and l.kind = 'SHIPPING' and not l.is_deleted
                      and l.fed_region_uuid = ${auction.fedRegionUuid})
       and not exists (select 1 from auction_denied_companies d
                        where d.auction_uuid = ${auction.uuid} and d.farmer_company_uuid = c.uuid)`.execute(
    db,
  );
  return rows;
}

/**
 * Farmer companies that offered on the auction, each with its latest such offer: live offers for
 * an extension (a withdrawn or closed offer no longer waits for the end); for a cancel every offer
 * but the withdrawn ones (the cancel has just declined the live ones). Barred companies are out.
 */
export async function offeringCompanies(db: Database, auctionUuid: string, liveOnly: boolean) {
  const { rows } = await sql<{ companyUuid: string; offerUuid: string; offerNumber: string }>`
    select distinct on (o.farmer_company_uuid)
           o.farmer_company_uuid as company_uuid, o.uuid as offer_uuid, o.number as offer_number
      from offers o
     where o.auction_uuid = ${auctionUuid}
       and ${liveOnly ? sql`o.status in ('OFFER_ACTIVE', 'OFFER_COUNTERED')` : sql`o.status <> 'OFFER_WITHDRAWN'`}
       and not exists (select 1 from auction_denied_companies d
                        where d.auction_uuid = o.auction_uuid and d.farmer_company_uuid = o.farmer_company_uuid)
     order by o.farmer_company_uuid, o.created_at desc`.execute(db);
  return rows;
}

/** Active users of these companies with their role's policies (as a session loads them) and channels. */
export async function usersOf(db: Database, companyUuids: readonly string[], userType: UserType) {
  if (companyUuids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('notificationSettings as s', 's.userUuid', 'u.uuid')
    .select([
      'u.uuid as userUuid',
      'u.companyUuid',
      'u.userType',
      'u.isSuperUser',
      'u.phone',
      'u.notifyEmail',
      's.sms',
      's.email',
    ])
    .select(
      sql<Policy[] | null>`(select ro.policies from group_roles gr join roles ro on ro.uuid = gr.role_uuid
         where gr.group_uuid = u.uuid order by gr.created_at limit 1)`.as('policies'),
    )
    .where('u.companyUuid', 'in', companyUuids)
    .where('u.userType', '=', userType)
    .where('u.active', '=', true)
    .execute();
}

export type UserRow = Awaited<ReturnType<typeof usersOf>>[number];

/** One user's contacts and channels (the digest job). */
export const userChannels = (db: Database, userUuid: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('notificationSettings as s', 's.userUuid', 'u.uuid')
    .select(['u.uuid', 'u.userType', 'u.phone', 'u.notifyEmail', 'u.active', 's.sms', 's.email'])
    .where('u.uuid', '=', userUuid)
    .executeTakeFirst();

/** The caller's page, newest first, with the total and the unread count in the same round trip. */
/**
 * Whose notifications are read: the user's own, and — in a session opened under his name by a
 * purchaser's staff — only those about that company's tenders and the offers on them (issue 28
 * point 1: the sharing rule of every other row).
 */
export interface NotificationReader {
  userUuid: string;
  concerning: string | null;
}

function ownNotifications(db: Database, reader: NotificationReader) {
  let query = db.selectFrom('notifications').where('userUuid', '=', reader.userUuid);
  if (reader.concerning !== null)
    query = query.where(
      sql<SqlBool>`object_uuid in (
        select a.uuid from auctions a where a.owner_company_uuid = ${reader.concerning}
        union all
        select o.uuid from offers o join auctions a on a.uuid = o.auction_uuid
         where a.owner_company_uuid = ${reader.concerning})`,
    );
  return query;
}

export async function listOwn(
  db: Database,
  reader: NotificationReader,
  { page, size }: NotificationListQuery,
) {
  const [items, counts] = await Promise.all([
    ownNotifications(db, reader)
      .select(['uuid', 'kind', 'text', 'link', 'objectUuid', 'createdAt', 'readAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('uuid', 'desc')
      .offset((page - 1) * size)
      .limit(size)
      .execute(),
    countOwn(db, reader),
  ]);
  return { items, ...counts };
}

export async function countOwn(db: Database, reader: NotificationReader) {
  const row = await ownNotifications(db, reader)
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where read_at is null)`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Marks the caller's own among these read; another user's uuids match nothing. */
export async function markRead(db: Database, userUuid: string, uuids: readonly string[] | 'all') {
  let query = db
    .updateTable('notifications')
    .set({ readAt: sql<Date>`now()` })
    .where('userUuid', '=', userUuid)
    .where('readAt', 'is', null);
  if (uuids !== 'all') query = query.where('uuid', 'in', uuids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Counts one matched auction into the user's digest window: 'opened' when this made the window
 * (its job is to be queued), 'counted' when it was open, 'closed' when its digest already left.
 */
export async function countIntoWindow(db: Database, userUuid: string, windowStart: Date) {
  const { rows } = await sql<{ opened: boolean }>`
    insert into notification_digests (user_uuid, window_start, auctions) values (${userUuid}, ${windowStart}, 1)
    on conflict (user_uuid, window_start) do update set auctions = notification_digests.auctions + 1
     where notification_digests.sent_at is null
    returning (xmax = 0) as opened`.execute(db);
  if (!rows[0]) return 'closed' as const;
  return rows[0].opened ? ('opened' as const) : ('counted' as const);
}

/** The window's row, locked: a consumer counting into it waits until the digest is sent, or goes first. */
export const lockDigest = (db: Database, userUuid: string, windowStart: Date) =>
  db
    .selectFrom('notificationDigests')
    .selectAll()
    .where('userUuid', '=', userUuid)
    .where('windowStart', '=', windowStart)
    .forUpdate()
    .executeTakeFirst();

export const closeDigest = (db: Database, userUuid: string, windowStart: Date) =>
  db
    .updateTable('notificationDigests')
    .set({ sentAt: sql<Date>`now()` })
    .where('userUuid', '=', userUuid)
    .where('windowStart', '=', windowStart)
    .execute();

export const saveChannels = (db: Database, userUuid: string, sms: boolean, email: boolean) =>
  db
    .insertInto('notificationSettings')
    .values({ userUuid, sms, email })
    .onConflict((oc) => oc.column('userUuid').doUpdateSet({ sms, email, updatedAt: sql<Date>`now()` }))
    .execute();
