import type { LiveEvent, LiveEventType } from '@kolos/domain/live';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { FANOUT_JOB, loadEvent } from '../../platform/events/log';
import { ranAll } from '../../platform/jobs/testing';
import type { TestApp } from '../../../test/harness';
import type { Client } from '../../../test/staff';

/*
 * Test helpers of this area. Notifications come the real way: a trading action through the API
 * publishes its live event, and the app's own `events.fanout` job runs the consumer; a test waits
 * for the fan-out, then looks at what it wrote.
 */

/** A database and the app whose workers run its jobs (in a restart test, the second process's). */
type Running = Pick<TestApp, 'db'> & { app: { deps: Pick<Deps, 'jobs'> } };

/** Waits until every fan-out job queued so far has run: the notifications of the changes are written. */
export const fannedOut = (t: Running): Promise<void> => ranAll(t.db, t.app.deps.jobs.schema, FANOUT_JOB);

/** The fan-out of an event once more, as its retry after a crash would run it, and waits for it. */
export async function fanOutAgain(t: Running, eventId: string): Promise<void> {
  await t.app.deps.jobs.enqueue(t.db, FANOUT_JOB, { eventId });
  await fannedOut(t);
}

/** The newest live event of this type about the offer (or, for an auction's own events, the auction). */
export async function eventOf(
  db: Database,
  type: LiveEventType,
  objectUuid: string,
): Promise<LiveEvent | undefined> {
  const row = await db
    .selectFrom('liveEvents')
    .select('id')
    .where('type', '=', type)
    .where((eb) =>
      eb.or([
        eb('offerUuid', '=', objectUuid),
        eb.and([eb('offerUuid', 'is', null), eb('auctionUuid', '=', objectUuid)]),
      ]),
    )
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && loadEvent(db, String(row.id));
}

/** The user uuid of a session: the access token's subject. */
export const uuidOf = (c: Client): string =>
  (JSON.parse(Buffer.from(c.tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;

export const phoneOf = async (t: TestApp, userUuid: string) =>
  (await t.db.selectFrom('users').select('phone').where('uuid', '=', userUuid).executeTakeFirstOrThrow())
    .phone;

/** The outbox rows of a recipient (phone or e-mail), oldest first. */
export const outboxOf = (t: TestApp, recipient: string) =>
  t.db
    .selectFrom('outboxMessages')
    .select(['channel', 'text', 'subject', 'idempotencyKey', 'status', 'attempts', 'lastError'])
    .where('recipient', '=', recipient)
    .orderBy('createdAt')
    .orderBy('uuid')
    .execute();

export interface NotificationList {
  items: {
    uuid: string;
    kind: string;
    text: string;
    link: string;
    objectUuid: string | null;
    readAt: string | null;
  }[];
  total: number;
  unread: number;
}

export const listOf = async (c: Client, query = '') => {
  const res = await c.get(`/api/notifications${query}`);
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
  return res.json<NotificationList>();
};
