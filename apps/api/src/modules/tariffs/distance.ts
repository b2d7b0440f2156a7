import { sql } from 'kysely';
import { estimatedRoadKm, roundKm } from '@kolos/domain/tariffs';
import type { Position } from '@kolos/domain/locations';
import type { Deps } from '../../platform/deps';
import { routedKm } from './routing';

export type CachePolicy = 0 | 1 | 2;
interface Point extends Position {
  uuid: string;
}

/**
 * Road km between two locations. Policy 2 answers from the cache when it can; 1 recomputes and
 * refreshes it; 0 recomputes and stores nothing. An estimate made because the routing server
 * failed is not cached, and one cached before a server was configured is not used, so the next
 * request asks the server again.
 */
export async function distanceKm(deps: Deps, from: Point, to: Point, policy: CachePolicy): Promise<number> {
  if (from.uuid === to.uuid) return 0;
  if (policy === 2) {
    const cached = (await cachedKm(deps, [{ from: from.uuid, to: to.uuid }])).get(
      haulKey(from.uuid, to.uuid),
    );
    if (cached !== undefined) return cached;
  }
  const routed = await routedKm(deps, from, to);
  const km = routed ?? estimatedRoadKm(from, to);
  const trustworthy = routed !== null || !deps.config.ROUTING_URL;
  if (policy !== 0 && trustworthy) {
    const source = routed !== null ? ('routing' as const) : ('estimate' as const);
    await deps.db
      .insertInto('locationDistances')
      .values({ fromLocationUuid: from.uuid, toLocationUuid: to.uuid, distanceKm: km, source })
      .onConflict((oc) =>
        oc
          .columns(['fromLocationUuid', 'toLocationUuid'])
          .doUpdateSet({ distanceKm: km, source, createdAt: new Date() }),
      )
      .execute();
  }
  return roundKm(km);
}

/** The key of an ordered pair of locations in the maps below. */
export const haulKey = (from: string, to: string) => `${from}>${to}`;

/**
 * The cached road km of these ordered pairs, in one statement (those not cached are absent). Once a
 * routing server is configured, a straight-line estimate kept from before it is not an answer: the
 * server is asked and its road distance replaces the estimate.
 */
export async function cachedKm(
  deps: Deps,
  pairs: readonly { from: string; to: string }[],
): Promise<Map<string, number>> {
  const wanted = new Set(pairs.map((p) => haulKey(p.from, p.to)));
  if (wanted.size === 0) return new Map();
  // the exact pairs, each a primary-key lookup: an elevator has a cached distance from every farm
  // that ever quoted it, so "from in … and to in …" would read them all
  const exact = [...wanted].map((key) => {
    const [from, to] = key.split('>');
    return sql`(${from}::uuid, ${to}::uuid)`;
  });
  const rows = await deps.db
    .selectFrom('locationDistances')
    .select(['fromLocationUuid', 'toLocationUuid', 'distanceKm'])
    .where(sql<boolean>`(from_location_uuid, to_location_uuid) in (${sql.join(exact)})`)
    .$if(Boolean(deps.config.ROUTING_URL), (q) => q.where('source', '=', 'routing'))
    .execute();
  return new Map(rows.map((r) => [haulKey(r.fromLocationUuid, r.toLocationUuid), roundKm(r.distanceKm)]));
}
