import type {
  MarkReadReply,
  NotificationListQuery,
  NotificationListReply,
} from '@kolos/domain/notifications';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { countOwn, listOwn, markRead } from './queries';

export async function listNotifications(
  deps: Deps,
  auth: AuthContext,
  query: NotificationListQuery,
): Promise<NotificationListReply> {
  const { items, total, unread } = await listOwn(deps.db, auth.userUuid, query);
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
  const updated = await markRead(deps.db, auth.userUuid, uuids);
  return { updated, unread: (await countOwn(deps.db, auth.userUuid)).unread };
}
