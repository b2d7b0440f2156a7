import type { TaskListQuery } from '@kolos/domain/tasks';

/** Query keys of the tasks area (all → lists → list(query), details → detail(uuid)) and its lookups. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (query: TaskListQuery) => [...taskKeys.lists(), query] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...taskKeys.details(), uuid] as const,
  farmerDeals: (farmerUuid: string) => [...taskKeys.all, 'farmer-deals', farmerUuid] as const,
};
