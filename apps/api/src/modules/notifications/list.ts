import type {
  MarkReadReply,
  NotificationListQuery,
  NotificationListReply,
} from '@kolos/domain/notifications';
import { NOTIFICATION_MSG } from '@kolos/domain/notifications';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { countOwn, listOwn, markRead, type NotificationReader } from './queries';

/** The caller as a reader: a purchaser's session under another's name reads only its company's side. */
const readerOf = (auth: AuthContext): NotificationReader => ({
  userUuid: auth.userUuid,
  concerning: auth.scope === 'impersonation' ? auth.actingForCompanyUuid : null,
});

/** Marking read and the channels are the user's own acts: none in a session under his name. */
export function assertOwnSession(auth: AuthContext): void {
  if (auth.scope === 'impersonation') throw forbidden(NOTIFICATION_MSG.impersonationReadOnly);
}

export async function listNotifications(
  deps: Deps,
  auth: AuthContext,
  query: NotificationListQuery,
): Promise<NotificationListReply> {
  const { items, total, unread } = await listOwn(deps.db, readerOf(auth), query);
  return {
    items: items.map((n) => ({
      ...n,
      createdAt: new Date(n.createdAt).toISOString(),
      readAt: n.readAt ? new Date(n.readAt).toISOString() : null,
    })),
    total,
    unread,
  };
}

/**
 * Marks the caller's own read. Another user's uuid (or an unknown one) is ignored rather than
 * refused: a 404 would tell a guesser which uuids exist; `updated` says how many were his.
 */
export async function readNotifications(
  deps: Deps,
  auth: AuthContext,
  uuids: readonly string[] | 'all',
): Promise<MarkReadReply> {
  assertOwnSession(auth);
  const updated = await markRead(deps.db, auth.userUuid, uuids);
  return { updated, unread: (await countOwn(deps.db, readerOf(auth))).unread };
}
