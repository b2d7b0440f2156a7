import type { Transaction } from 'kysely';
import {
  DIGEST_SUBJECT,
  digestDueAt,
  digestText,
  digestWindowOf,
  DIGEST_WINDOW_MS,
  withLink,
} from '@kolos/domain/notifications';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs';
import { closeDigest, countIntoWindow, lockDigest, userChannels } from './queries';
import { channelsOf } from './channels';

export const DIGEST_JOB = 'notifications.digest';

/**
 * A matched auction for a farmer user who takes SMS or e-mail (docs/notifications.md): counted
 * into his window of the clock; the first one of a window queues the window's digest for its end,
 * in the consumer's transaction. A window whose digest already left passes the count to the next.
 */
export async function countIntoDigest(deps: Deps, trx: Transaction<DB>, userUuid: string): Promise<void> {
  for (let start = digestWindowOf(new Date()); ; start = new Date(start.getTime() + DIGEST_WINDOW_MS)) {
    const outcome = await countIntoWindow(trx, userUuid, start);
    if (outcome === 'closed') continue;
    if (outcome === 'opened') {
      const wait = Math.ceil((digestDueAt(start).getTime() - Date.now()) / 1000);
      await deps.jobs.enqueue(
        trx,
        DIGEST_JOB,
        { userUuid, windowStart: start.toISOString() },
        { startAfterSeconds: Math.max(1, wait) },
      );
    }
    return;
  }
}

/**
 * The digest of one window: one SMS and / or e-mail naming how many auctions it had, with the
 * link to the auctions list, under keys of the window — a retried job sends nothing twice.
 */
export async function sendDigest(deps: Deps, userUuid: string, windowStart: Date): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const digest = await lockDigest(trx, userUuid, windowStart);
    if (!digest || digest.sentAt) return;
    const user = await userChannels(trx, userUuid);
    if (user?.active) {
      const channels = channelsOf(user);
      const text = withLink(digestText(digest.auctions), deps.config.PUBLIC_URL, '/admin/auctions');
      const key = `digest:${userUuid}:${windowStart.toISOString()}`;
      if (channels.sms) await deps.sms.send(trx, { to: user.phone, text, idempotencyKey: `${key}:sms` });
      if (channels.email) {
        await deps.mail.send(trx, {
          to: user.notifyEmail!,
          subject: DIGEST_SUBJECT,
          text,
          idempotencyKey: `${key}:email`,
        });
      }
    }
    await closeDigest(trx, userUuid, windowStart);
  });
}

export const digestJob = defineJob<{ userUuid: string; windowStart: string }>({
  name: DIGEST_JOB,
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  handler: ({ userUuid, windowStart }, { deps }) => sendDigest(deps, userUuid, new Date(windowStart)),
});
