import webpush from 'web-push';
import { PUSH_TITLES, type PushedKind, type PushPayload } from '@kolos/domain/push';
import type { Deps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs';
import { postOutbound } from '../../platform/outbound';
import * as q from './queries';

export const PUSH_JOB = 'push.send';

/** A day: a phone off longer than that gets the notice in the app, not a stale push. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * One Web Push request (RFC 8030/8291/8292): the payload encrypted (aes128gcm) to the browser's
 * key, signed with our VAPID key, POSTed to the push service through platform/outbound (the
 * endpoint is the user's: no address inside our network). `Topic` is the notice's uuid: should a
 * repeat ever reach the push service while the first waits there, it replaces it.
 */
async function sendPush(
  deps: Pick<Deps, 'config'>,
  subscription: q.SubscriptionRow,
  payload: PushPayload,
  topic: string,
): Promise<number> {
  const { config } = deps;
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic,
      contentEncoding: 'aes128gcm',
      vapidDetails: {
        subject: config.VAPID_SUBJECT,
        publicKey: config.VAPID_PUBLIC_KEY!,
        privateKey: config.VAPID_PRIVATE_KEY!,
      },
    },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  return postOutbound(request.endpoint, {
    headers,
    body: request.body ?? '',
    timeoutMs: 10_000,
    allowReserved: config.PUSH_ALLOW_PRIVATE,
  });
}

/**
 * Sends a notice to every subscription of its user it has not reached yet. A delivery is
 * recorded the moment the push service takes it (201), so a retry sends only to the others; an
 * endpoint the push service calls gone (404 / 410) is deleted; anything else (5xx, 429, the
 * network) fails the job, which pg-boss retries with backoff (about two hours in all).
 */
export async function deliverNotice(deps: Deps, notificationUuid: string): Promise<void> {
  if (!deps.config.VAPID_PUBLIC_KEY) return;
  const pending = await q.pendingDeliveries(deps.db, notificationUuid);
  if (!pending) return;
  const { notice, subscriptions } = pending;
  const payload: PushPayload = {
    title: PUSH_TITLES[notice.kind as PushedKind] ?? 'Колос',
    body: notice.text,
    url: notice.link,
  };
  const topic = notice.uuid.replaceAll('-', '');
  const failures = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        const status = await sendPush(deps, subscription, payload, topic);
        if (status >= 200 && status < 300) await q.recordDelivery(deps.db, notice.uuid, subscription.uuid);
        else if (status === 404 || status === 410) await q.dropSubscription(deps.db, subscription.uuid);
        else return `${subscription.uuid}: ${status}`;
      } catch (error) {
        return `${subscription.uuid}: ${(error as Error).message}`;
      }
      return null;
    }),
  );
  const failed = failures.filter((f) => f !== null);
  if (failed.length > 0) throw new Error(`push not delivered: ${failed.join('; ')}`);
}

export const pushJob = defineJob<{ notificationUuid: string }>({
  name: PUSH_JOB,
  options: { retryLimit: 12, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  handler: ({ notificationUuid }, { deps }) => deliverNotice(deps, notificationUuid),
});
