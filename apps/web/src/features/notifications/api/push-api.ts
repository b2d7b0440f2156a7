import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vapidPublicKeyReply } from '@kolos/domain/push';
import { ApiError } from '../../../shared/api/api-error';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { workerRegistration } from '../../../shared/pwa/service-worker';
import { notificationKeys } from './notifications-api';

/*
 * «Уведомления на телефон» (issue 29 point 19): this browser's push subscription. The browser
 * keeps it (PushManager); the server keeps a copy per user to send to.
 */

/** What the switch shows: off the server or this browser cannot; else on or off, and why not. */
export type PhonePushState =
  | { kind: 'unavailable' }
  | { kind: 'blocked' }
  | { kind: 'ready'; on: boolean; publicKey: string; registration: ServiceWorkerRegistration };

const pushKey = () => [...notificationKeys.settings(), 'push'] as const;

async function readState(signal?: AbortSignal): Promise<PhonePushState> {
  const registration = await workerRegistration();
  if (!registration || !('PushManager' in window) || !('Notification' in window))
    return { kind: 'unavailable' };
  let publicKey: string;
  try {
    publicKey = vapidPublicKeyReply.parse(
      await http.get('/push/vapid-public-key', { signal, notify: false }),
    ).publicKey;
  } catch (error) {
    // 404: the server sends no pushes (no VAPID keys configured).
    if (error instanceof ApiError && error.status === 404) return { kind: 'unavailable' };
    throw error;
  }
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const on =
    Boolean(await registration.pushManager.getSubscription()) && Notification.permission === 'granted';
  return { kind: 'ready', on, publicKey, registration };
}

export const usePhonePush = () =>
  useQuery({ queryKey: pushKey(), queryFn: ({ signal }) => readState(signal), staleTime: Infinity });

/** The key as PushManager takes it: the bytes of its base64url text. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function turnOn(state: Extract<PhonePushState, { kind: 'ready' }>) {
  if ((await Notification.requestPermission()) !== 'granted') return;
  const subscription = await state.registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(state.publicKey),
  });
  await http.post('/push/subscriptions', subscription.toJSON(), { notify: false });
}

async function turnOff(state: Extract<PhonePushState, { kind: 'ready' }>) {
  const subscription = await state.registration.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await http.delete('/push/subscriptions', { body: { endpoint: subscription.endpoint }, notify: false });
  } catch (error) {
    // Not the server's any more (another user took this browser, or a push found it gone).
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

/** Turns this browser's pushes on (asking the browser's permission first) or off. */
export function useSwitchPhonePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ state, on }: { state: Extract<PhonePushState, { kind: 'ready' }>; on: boolean }) =>
      on ? turnOn(state) : turnOff(state),
    onError: notifyFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKey() }),
  });
}
