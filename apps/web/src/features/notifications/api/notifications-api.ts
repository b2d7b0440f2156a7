import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  markReadReply,
  NOTIFICATION_PAGE_SIZE,
  notificationListReply,
  type MarkReadReply,
  type NotificationListReply,
} from '@kolos/domain/notifications';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';

/**
 * Query keys of the notifications (issue 16): all under ['notifications'], so a live event can
 * invalidate the bell and the drawer at once.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** A fallback for when live events do not reach the page: the bell looks again every minute. */
const POLL_MS = 60_000;

/** Background calls: a failed poll says nothing (the next one tries again). */
const QUIET = { notify: false } as const;

async function getPage(page: number, size: number, signal?: AbortSignal): Promise<NotificationListReply> {
  const data = await http.get('/notifications', { query: { page, size }, signal, ...QUIET });
  return notificationListReply.parse(data);
}

/** The bell's number: the unread count, from the smallest page. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getPage(1, 1, signal).then((r) => r.unread),
    refetchInterval: POLL_MS,
  });

export const useUnreadCount = () => useQuery(unreadQueryOptions());

/** The drawer's list: newest first, a page at a time ('Показать ещё'). */
export const notificationListOptions = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getPage(pageParam, NOTIFICATION_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.items.length, 0) < last.total ? pages.length + 1 : undefined,
    enabled,
    refetchInterval: enabled ? POLL_MS : false,
  });

export const useNotificationList = (enabled: boolean) => useInfiniteQuery(notificationListOptions(enabled));

/** PUT /notifications/read {uuids} or /notifications/read-all. */
export async function markRead(uuids: string[] | 'all'): Promise<MarkReadReply> {
  const data =
    uuids === 'all'
      ? await http.put('/notifications/read-all', undefined, QUIET)
      : await http.put('/notifications/read', { uuids }, QUIET);
  return markReadReply.parse(data);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }) => queryClient.setQueryData(notificationKeys.unread(), unread),
    onError: notifyFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
