import { sql } from 'kysely';
import type { Database } from '../db/client';
import { AppError } from './errors';

/**
 * Fixed-window counter in the database, so every API process shares it. Counts the hit and
 * refuses with 429 once the window holds more than `limit` hits.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db
    .insertInto('rateLimits')
    .values({ key, windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'windowStart']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000);
    throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: retryAfter });
  }
}

/** Old windows are worthless; dropped now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('windowStart', '<', new Date(Date.now() - 86_400_000))
    .execute();
}
