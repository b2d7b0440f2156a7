import type { Transaction } from 'kysely';
import { isPushed, PUSH_MSG, type PushSubscriptionBody } from '@kolos/domain/push';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { namesReservedHost } from '../../platform/outbound';
import { PUSH_JOB } from './deliver';
import * as q from './queries';

/** The application server's VAPID key the browser subscribes with; 404 while push is off. */
export function vapidPublicKey(deps: Pick<Deps, 'config'>): { publicKey: string } {
  const publicKey = deps.config.VAPID_PUBLIC_KEY;
  if (!publicKey) throw notFound(PUSH_MSG.notConfigured);
  return { publicKey };
}

/**
 * A push service's endpoint is an https address outside our network (ADR 0068: our server will
 * POST to it); PUSH_ALLOW_PRIVATE lets the tests' local push service through.
 */
function checkEndpoint(deps: Pick<Deps, 'config'>, endpoint: string): void {
  if (deps.config.PUSH_ALLOW_PRIVATE) return;
  const url = new URL(endpoint);
  const fail = (message: string) => badRequest(message, [{ field: 'endpoint', message }]);
  if (url.protocol !== 'https:') throw fail(PUSH_MSG.endpointBad);
  if (namesReservedHost(url)) throw fail(PUSH_MSG.endpointInside);
}

/** POST /push/subscriptions: this browser takes the signed-in user's pushes from now on. */
export async function subscribe(deps: Deps, auth: AuthContext, body: PushSubscriptionBody): Promise<void> {
  vapidPublicKey(deps);
  // Whoever acts as a farmer (impersonation) must not get the farmer's pushes on his own phone.
  if (auth.scope === 'impersonation') throw forbidden(PUSH_MSG.impersonation);
  checkEndpoint(deps, body.endpoint);
  await q.saveSubscription(deps.db, {
    userUuid: auth.userUuid,
    companyUuid: auth.companyUuid,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
}

/** DELETE /push/subscriptions: only the caller's own; another's (or an unknown) endpoint is 404. */
export async function unsubscribe(deps: Deps, auth: AuthContext, endpoint: string): Promise<void> {
  if (!(await q.deleteOwnSubscription(deps.db, auth.userUuid, endpoint))) throw notFound(PUSH_MSG.notFound);
}

/**
 * Called by an area in the transaction that wrote its notices (only the rows it really
 * inserted): each notice of a pushed kind whose user has a subscription gets its push job, which
 * commits or rolls back with the notice. Other kinds, and users without a phone, cost one query
 * at most.
 */
export async function queuePush(
  deps: Pick<Deps, 'jobs' | 'config'>,
  trx: Transaction<DB>,
  notices: readonly { uuid: string; userUuid: string; kind: string }[],
): Promise<void> {
  if (!deps.config.VAPID_PUBLIC_KEY) return;
  const pushed = notices.filter((n) => isPushed(n.kind));
  if (pushed.length === 0) return;
  const subscribed = await q.usersWithSubscriptions(trx, [...new Set(pushed.map((n) => n.userUuid))]);
  for (const notice of pushed) {
    if (subscribed.has(notice.userUuid))
      await deps.jobs.enqueue(trx, PUSH_JOB, { notificationUuid: notice.uuid });
  }
}
