import type { Transaction } from 'kysely';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import { newId } from '../../platform/ids';

export interface SubscriptionRow {
  uuid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a browser's subscription for the user: a new endpoint is a new row; an endpoint already
 * kept (the same browser subscribing again, or another user signed in there now) takes the new
 * keys and owner — a browser shows the pushes of whoever turned them on there last.
 */
export async function saveSubscription(
  db: Database,
  row: { userUuid: string; companyUuid: string | null; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insertInto('pushSubscriptions')
    .values({ uuid: newId(), ...row })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        userUuid: row.userUuid,
        companyUuid: row.companyUuid,
        p256dh: row.p256dh,
        auth: row.auth,
      }),
    )
    .execute();
}

/** Deletes the user's own subscription of this endpoint; answers whether there was one. */
export async function deleteOwnSubscription(db: Database, userUuid: string, endpoint: string) {
  const res = await db
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', endpoint)
    .where('userUuid', '=', userUuid)
    .executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** Of these users, those with at least one subscription. */
export async function usersWithSubscriptions(
  trx: Transaction<DB>,
  userUuids: string[],
): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('pushSubscriptions')
    .select('userUuid')
    .distinct()
    .where('userUuid', 'in', userUuids)
    .execute();
  return new Set(rows.map((r) => r.userUuid));
}

/** A notice with the subscriptions of its user it has not yet been delivered to. */
export async function pendingDeliveries(db: Database, notificationUuid: string) {
  const notice = await db
    .selectFrom('notifications')
    .select(['uuid', 'userUuid', 'kind', 'text', 'link'])
    .where('uuid', '=', notificationUuid)
    .executeTakeFirst();
  if (!notice) return null;
  const subscriptions: SubscriptionRow[] = await db
    .selectFrom('pushSubscriptions as s')
    .select(['s.uuid', 's.endpoint', 's.p256dh', 's.auth'])
    .where('s.userUuid', '=', notice.userUuid)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pushDeliveries as d')
            .select('d.subscriptionUuid')
            .whereRef('d.subscriptionUuid', '=', 's.uuid')
            .where('d.notificationUuid', '=', notificationUuid),
        ),
      ),
    )
    .execute();
  return { notice, subscriptions };
}

export async function recordDelivery(db: Database, notificationUuid: string, subscriptionUuid: string) {
  await db
    .insertInto('pushDeliveries')
    .values({ notificationUuid, subscriptionUuid })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The push service says this browser's subscription is gone (404 / 410). */
export async function dropSubscription(db: Database, uuid: string) {
  await db.deleteFrom('pushSubscriptions').where('uuid', '=', uuid).execute();
}
