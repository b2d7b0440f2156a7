import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monitoringReply, type MonitoringReply, type MonitoringRequest } from '@kolos/domain/monitoring';
import { http } from '../../../shared/api/http';
import { auctionsService } from '../../../shared/trading';

/**
 * Query keys of the board. They start with 'monitoring': the live-events helper invalidates that
 * root when an auction or an offer changes, so the board refreshes within a second.
 */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  board: (request: MonitoringRequest) => [...monitoringKeys.all, 'board', request] as const,
};

/** Issue 16 GET /monitoring: the whole board in one call (SPEC 8: 'Ошибка сервиса торгов.'). */
export async function getMonitoring(
  request: MonitoringRequest,
  signal?: AbortSignal,
): Promise<MonitoringReply> {
  const data = await auctionsService(() => http.get('/monitoring', { query: { ...request }, signal }));
  return monitoringReply.parse(data);
}

export const monitoringQueryOptions = (request: MonitoringRequest) =>
  queryOptions({
    queryKey: monitoringKeys.board(request),
    queryFn: ({ signal }) => getMonitoring(request, signal),
    placeholderData: keepPreviousData,
    // live events refresh it; this is the fallback when the stream is down
    refetchInterval: 30_000,
  });

export const useMonitoring = (request: MonitoringRequest) => useQuery(monitoringQueryOptions(request));
