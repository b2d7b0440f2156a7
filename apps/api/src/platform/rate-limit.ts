import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/client';
import { AppError } from './errors';

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
    limit,
    check(hits: number) {
      if (hits <= limit) return;
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000);
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

/** Old windows are worthless; dropped now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('windowStart', '<', new Date(Date.now() - 86_400_000))
    .execute();
}
