import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';

type Db = Database | Transaction<DB>;

/** A purchaser's own norms of a crop, or undefined: the ГОСТ defaults apply. */
export const ownNorms = (db: Db, ownerCompanyUuid: string, productUuid: string) =>
  db
    .selectFrom('qualityNorms')
    .select(['uuid', 'factors', 'adjustments'])
    .where('ownerCompanyUuid', '=', ownerCompanyUuid)
    .where('productUuid', '=', productUuid)
    .executeTakeFirst();

export const cropAlias = (db: Db, productUuid: string) =>
  db.selectFrom('cultures').select('alias').where('uuid', '=', productUuid).executeTakeFirst();

/** The changes of a norms row, oldest first, with who made them: its audit records. */
export const normsChanges = (db: Db, normsUuid: string) =>
  db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.uuid', 'a.actorUuid')
    .select(['a.createdAt', 'a.detail', 'u.lastName', 'u.name'])
    .where('a.targetUuid', '=', normsUuid)
    .where('a.action', '=', 'quality-norms.update')
    .orderBy('a.createdAt')
    .orderBy('a.uuid')
    .execute();

/** A slot with its deal's price and crop and the seller's `nds`: what an acceptance is worked out by. */
const slotToAccept = (db: Db, scope: Expression<SqlBool>, uuid: string) =>
  db
    .selectFrom('slots as s')
    .innerJoin('companies as fc', 'fc.uuid', 's.farmerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('auctions as au', 'au.uuid', 'o.auctionUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .select([
      's.uuid',
      's.id',
      's.status',
      's.locationUuid',
      's.ownerCompanyUuid',
      's.farmerCompanyUuid',
      's.offerUuid',
      's.taskUuid',
      's.carNumber',
      's.unloadedVolume',
      'fc.nds as sellerNds',
      // the deal's price per tonne and crop: the accepted offer's, or the third-party deal's
      sql<number | null>`coalesce(o.price, tk.price)`.as('dealPrice'),
      sql<string | null>`coalesce(au.product_uuid, tk.product_uuid)`.as('productUuid'),
    ])
    .where(scope)
    .where('s.uuid', '=', uuid);

/** The slot for the gate screen's figures, unlocked. */
export const readSlot = (db: Db, scope: Expression<SqlBool>, uuid: string) =>
  slotToAccept(db, scope, uuid).executeTakeFirst();

/**
 * The slot to accept, locked: the row every acceptance of it waits on, so of two staff at once
 * the second reads what the first wrote.
 */
export const lockSlot = (trx: Transaction<DB>, scope: Expression<SqlBool>, uuid: string) =>
  slotToAccept(trx, scope, uuid).forUpdate(['s']).executeTakeFirst();

/** The version in force of a slot's acceptance. */
export const currentAcceptance = (db: Db, slotUuid: string) =>
  db
    .selectFrom('slotAcceptances')
    .selectAll()
    .where('slotUuid', '=', slotUuid)
    .where('current', '=', true)
    .executeTakeFirst();

/**
 * A region's zone reads «UTC+3», east of Greenwich; PostgreSQL takes such a name as POSIX (west
 * positive), so the signs are swapped before it reads it — as the queue's `onPointToday`.
 */
const pointZone = sql<string>`translate(coalesce(r.timezone, 'UTC+3'), '+-', '-+')`;

/** What a receipt names besides the figures: the point, the truck, the deal, the parties. */
export const receiptHeader = (db: Db, slotUuid: string, acceptanceUuid: string) =>
  db
    .selectFrom('slotAcceptances as a')
    .innerJoin('slots as s', 's.uuid', 'a.slotUuid')
    .innerJoin('locations as l', 'l.uuid', 'a.locationUuid')
    .leftJoin('fedRegions as r', 'r.uuid', 'l.fedRegionUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'a.farmerCompanyUuid')
    .innerJoin('companies as pc', 'pc.uuid', 'a.ownerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 'a.offerUuid')
    .leftJoin('auctions as au', 'au.uuid', 'o.auctionUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 'a.taskUuid')
    .leftJoin('cultures as c', (j) => j.on(sql<SqlBool>`c.uuid = coalesce(au.product_uuid, tk.product_uuid)`))
    .select([
      's.id as slotId',
      'l.name as locationName',
      'l.address as locationAddress',
      sql<string | null>`r.timezone`.as('zone'),
      sql<string>`to_char(a.created_at at time zone ${pointZone}, 'DD.MM.YYYY HH24:MI')`.as('localAt'),
      's.carNumber',
      's.trailerNumber',
      's.driverFullname',
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      'c.title as crop',
      'fc.name as farmerCompanyName',
      'fc.taxCode as farmerTaxCode',
      'pc.name as purchaserCompanyName',
    ])
    .where('a.slotUuid', '=', slotUuid)
    .where('a.uuid', '=', acceptanceUuid)
    .executeTakeFirst();
