import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { SETTLEMENTS_ROOT } from '../../../shared/live';
import type { Settlement, SettlementList } from '../../../shared/settlements/settlement-wire';

const settlements = service('settlements');

/** Under the live root: a statement confirmed or paid refreshes the farmer's list and the open one. */
const statementKeys = {
  mine: (limit: number) => [...SETTLEMENTS_ROOT, 'mine', limit] as const,
  one: (uuid: string) => [...SETTLEMENTS_ROOT, 'detail', uuid] as const,
};

/** GET /user/personal/settlements: the farmer company's statements, newest first. */
export const useMyStatements = (limit: number) =>
  useQuery({
    queryKey: statementKeys.mine(limit),
    queryFn: ({ signal }) =>
      settlements(() =>
        http.get<SettlementList>('/user/personal/settlements', { query: { limit, offset: 0 }, signal }),
      ),
    placeholderData: keepPreviousData,
    // live events refresh it; this is the fallback when the stream is down
    refetchInterval: 60_000,
  });

export const useStatement = (uuid: string) =>
  useQuery({
    queryKey: statementKeys.one(uuid),
    queryFn: ({ signal }) =>
      settlements(() => http.get<Settlement>(`/settlements/${encodeURIComponent(uuid)}`, { signal })),
  });
