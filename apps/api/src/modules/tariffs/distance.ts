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
    const cached = await deps.db
      .selectFrom('locationDistances')
      .select('distanceKm')
      .where('fromLocationUuid', '=', from.uuid)
      .where('toLocationUuid', '=', to.uuid)
      // once a routing server is configured, a straight-line estimate kept from before it is
      // not an answer: the server is asked and its road distance replaces the estimate
      .$if(Boolean(deps.config.ROUTING_URL), (q) => q.where('source', '=', 'routing'))
      .executeTakeFirst();
    if (cached) return roundKm(cached.distanceKm);
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
