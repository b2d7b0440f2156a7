import { sql } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Deps } from './deps';
import { defineJob, type JobRun } from './jobs/types';
import { createProviders, DELIVER_MESSAGE, type Provider } from './messaging';

/** A delivery that started this long ago and never finished (its process died) may be taken again. */
const STALE_CLAIM = sql`interval '2 minutes'`;

const providersOf = new WeakMap<Config, Record<'sms' | 'email', Provider>>();

function providers(deps: Deps) {
  let found = providersOf.get(deps.config);
  if (!found) providersOf.set(deps.config, (found = createProviders(deps.config, deps.log)));
  return found;
}

/**
 * Takes messages for one delivery attempt each: only those not yet sent, and not held by a live
 * attempt elsewhere. A sent message is never taken again, so a retried job never sends it twice.
 */
const claim = (db: Database, uuids: string[]) =>
  db
    .updateTable('outboxMessages')
    .set({ status: 'sending', attempts: sql`attempts + 1`, claimedAt: new Date() })
    .where('uuid', 'in', uuids)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['pending', 'failed']),
        eb.and([eb('status', '=', 'sending'), eb('claimedAt', '<', sql<Date>`now() - ${STALE_CLAIM}`)]),
      ]),
    )
    .returning(['uuid', 'channel', 'recipient', 'subject', 'text', 'idempotencyKey'])
    .execute();

/**
 * Delivers a batch of outbox rows: one statement claims them all, the providers send them side by
 * side, one statement marks the sent. A failure puts its row back for the job's next retry (with
 * backoff, pg-boss), or marks it failed on the last attempt — still in the table, the job listed
 * for admins. Rows of a repeated idempotency key never existed: their jobs end at once.
 */
async function deliver(deps: Deps, items: { data: { uuid: string }; job: JobRun }[]) {
  const { db } = deps;
  const failures = new Map<string, Error>();
  const claimed = await claim(
    db,
    items.map((i) => i.data.uuid),
  );
  const sent: string[] = [];
  await Promise.all(
    claimed.map(async (message) => {
      const item = items.find((i) => i.data.uuid === message.uuid)!;
      try {
        await providers(deps)[message.channel]({
          channel: message.channel,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          idempotencyKey: message.idempotencyKey,
        });
        sent.push(message.uuid);
      } catch (error) {
        const err = error instanceof Error ? error : new Error(String(error));
        failures.set(item.job.id, err);
        await db
          .updateTable('outboxMessages')
          .set({ status: item.job.lastAttempt ? 'failed' : 'pending', lastError: err.message.slice(0, 500) })
          .where('uuid', '=', message.uuid)
          .execute();
      }
    }),
  );
  if (sent.length > 0) {
    await db
      .updateTable('outboxMessages')
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where('uuid', 'in', sent)
      .execute();
  }
  return failures;
}

/** The sender job: outbox rows to their providers (ADR 0060). */
export const deliverMessage = defineJob<{ uuid: string }>({
  name: DELIVER_MESSAGE,
  options: {
    // 1–2 s, 2–4 s … about two hours in all: a gateway down for a while still gets the message.
    retryLimit: 12,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: 60,
    // A login code should reach the phone within a second; a batch drains a burst of logins.
    pollingIntervalSeconds: 0.5,
    batchSize: 50,
  },
  async handler(data, { deps, job }) {
    const failure = (await deliver(deps, [{ data, job }])).get(job.id);
    if (failure) throw failure;
  },
  batchHandler: (items, { deps }) => deliver(deps, items),
});
