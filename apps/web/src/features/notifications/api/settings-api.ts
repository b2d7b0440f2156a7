import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsWire,
  type NotificationSettingsBody,
  type NotificationSettingsWire,
} from '@kolos/domain/notifications';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { notificationKeys } from './notifications-api';

export async function getSettings(signal?: AbortSignal): Promise<NotificationSettingsWire> {
  return notificationSettingsWire.parse(await http.get('/notifications/settings', { signal }));
}

export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getSettings(signal) });

/** PUT /notifications/settings: both switches at once, as the panel shows them. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettingsBody) =>
      notificationSettingsWire.parse(await http.put('/notifications/settings', body, { notify: false })),
    onMutate: (body) => {
      // The switch moves at once; a refusal puts it back (onError refetches).
      queryClient.setQueryData<NotificationSettingsWire>(notificationKeys.settings(), (old) =>
        old ? { ...old, ...body } : old,
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
    onError: (error) => {
      notifyFailure(error);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.settings() });
    },
  });
}
