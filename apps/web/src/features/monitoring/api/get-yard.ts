import { queryOptions, useQuery } from '@tanstack/react-query';
import { yardReply, type YardReply } from '@kolos/domain/monitoring';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { monitoringKeys } from './get-monitoring';

const slots = service('slots');

/**
 * Issue 29 point 20 GET /monitoring/yard: today's trucks per point and the deals they deliver.
 * Under the 'monitoring' root, which slot events invalidate too (shared/live), so it is live.
 */
export async function getYard(signal?: AbortSignal): Promise<YardReply> {
  return yardReply.parse(await slots(() => http.get('/monitoring/yard', { signal })));
}

export const useYard = () =>
  useQuery(
    queryOptions({
      queryKey: [...monitoringKeys.all, 'yard'] as const,
      queryFn: ({ signal }) => getYard(signal),
      // live events refresh it; this is the fallback when the stream is down
      refetchInterval: 30_000,
    }),
  );
