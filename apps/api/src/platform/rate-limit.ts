import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { defineJob } from './jobs/types';

/**
 * A hit on a fixed-window counter in the database, so every API process shares it: `count` is the
 * upsert that counts it and answers `hits` — a statement of its own, or a CTE of a bigger one so a
 * login step costs one round trip; `countIf` counts only when a condition of that statement holds.
 * `check` refuses with 429 once the window holds over `limit`.
 */
export function rateLimitHit(key: string, limit: number, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const countIf = (condition: RawBuilder<SqlBool>): RawBuilder<{ hits: number }> => sql`
    insert into rate_limits (key, window_start, hits) select ${key}, ${windowStart}, 1 where ${condition}
    on conflict (key, window_start) do update set hits = rate_limits.hits + 1
    returning hits`;
  return {
    count: countIf(sql<SqlBool>`true`),
    countIf,
    /** Takes a hit back: an attempt that turned out not to be a failure. */
    refund: sql`update rate_limits set hits = hits - 1
      where key = ${key} and window_start = ${windowStart} and hits > 0`,
    limit,
    check(hits: number) {
      if (hits <= limit) return;
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: retryAfter });
    },
  };
}

export type RateLimitHit = ReturnType<typeof rateLimitHit>;

/** Counts a hit as a statement of its own and refuses with 429 once the window is full. */
export async function countHit(db: Database, hit: RateLimitHit): Promise<void> {
  const { rows } = await hit.count.execute(db);
  hit.check(rows[0]!.hits);
}

/** Counts the hit and refuses with 429 once the window holds more than `limit` hits. */
export const hitRateLimit = (db: Database, key: string, limit: number, windowSeconds: number) =>
  countHit(db, rateLimitHit(key, limit, windowSeconds));

/** Failures older than this are forgotten, as Keycloak's 'failure reset time' (12 hours). */
const FORGET = sql`interval '12 hours'`;

/** Old windows and forgotten failures are worthless; dropped now and then so the tables stay small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('windowStart', '<', new Date(Date.now() - 86_400_000))
    .execute();
  await sql`delete from login_backoff where last_at < now() - ${FORGET}`.execute(db);
}

/** The pruning, hourly, once across every API process (was a setInterval in each process). */
export const pruneRateLimitsJob = defineJob<object>({
  name: 'platform.prune-rate-limits',
  options: { schedule: '17 * * * *', retryLimit: 2, retryDelay: 60 },
  handler: (_data, { deps }) => pruneRateLimits(deps.db),
});

export interface BackoffRule {
  /** Attempts allowed in a row without a wait. */
  free: number;
  /** The longest wait, in seconds. */
  maxWaitSeconds: number;
}

/**
 * Growing waits for one key — a phone and a client address (ADR 0017, after Keycloak's
 * brute-force detector). Every attempt counts up front, so parallel attempts cannot slip through
 * together; `clear` forgets them after a success. After `free` attempts in a row each next one
 * must wait 1 s, 2 s, 4 s … up to `maxWaitSeconds` after the previous. `takeIf` counts an attempt
 * when a condition of the statement holds and the wait is over, answering `failures` (no row:
 * refused); `waitLeft` is the seconds still to wait, as seen at the start of the statement.
 */
export function failureBackoff(key: string, rule: BackoffRule) {
  const waitAfter = (failures: RawBuilder<number>) => sql`make_interval(secs => case
      when ${failures} < ${rule.free} then 0
      else least(power(2, ${failures} - ${rule.free}), ${rule.maxWaitSeconds}) end)`;
  const takeIf = (condition: RawBuilder<SqlBool>): RawBuilder<{ failures: number }> => sql`
    insert into login_backoff (key, failures, last_at) select ${key}, 1, now() where ${condition}
    on conflict (key) do update
      set failures = case when login_backoff.last_at < now() - ${FORGET} then 1
                          else login_backoff.failures + 1 end,
          last_at = now()
      where login_backoff.last_at + ${waitAfter(sql`login_backoff.failures`)} <= now()
    returning failures`;
  return {
    takeIf,
    waitLeft: sql<
      number | null
    >`(select ceil(extract(epoch from b.last_at + ${waitAfter(sql`b.failures`)} - now()))::int
      from login_backoff b where b.key = ${key})`,
    clear: sql`delete from login_backoff where key = ${key}`,
    /** Refuses with 429 when the attempt was not taken: the wait is not over. */
    check(failures: number | null, waitLeft: number | null, message: (seconds: number) => string) {
      if (failures !== null) return;
      const seconds = Math.max(1, waitLeft ?? 1);
      throw new AppError('TOO_MANY_REQUESTS', message(seconds), { retryAfterSeconds: seconds });
    },
  };
}

export type FailureBackoff = ReturnType<typeof failureBackoff>;
