import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskDetailsWire, type TaskDetailsWire } from '@kolos/domain/tasks';
import { http } from '../../../shared/api/http';
import { taskKeys } from './keys';
import { dealsService } from './tasks-service';

/** SPEC 7 GET /offers/task/{id}. A missing task is the page's to report, not a toast. */
export async function getTask(uuid: string, signal?: AbortSignal): Promise<TaskDetailsWire> {
  const data = await dealsService(() =>
    http.get(`/offers/task/${encodeURIComponent(uuid)}`, { signal, notify: false }),
  );
  return taskDetailsWire.parse(data);
}

export const taskQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: taskKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => getTask(uuid!, signal),
    enabled: uuid !== null,
    retry: false,
  });

export const useTask = (uuid: string | null) => useQuery(taskQueryOptions(uuid));
