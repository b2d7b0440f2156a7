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
