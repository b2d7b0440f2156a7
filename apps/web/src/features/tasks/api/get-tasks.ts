import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { taskListReply, type TaskListQuery, type TaskListReply } from '@kolos/domain/tasks';
import { http } from '../../../shared/api/http';
import { taskKeys } from './keys';
import { dealsService } from './tasks-service';

/** SPEC 7 GET user/personal/task: the company's third-party deals, filtered, sorted, 15 a page. */
export async function getTasks(query: TaskListQuery, signal?: AbortSignal): Promise<TaskListReply> {
  const data = await dealsService(() => http.get('/user/personal/task', { query: { ...query }, signal }));
  return taskListReply.parse(data);
}

export const tasksQueryOptions = (query: TaskListQuery) =>
  queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => getTasks(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTasks = (query: TaskListQuery) => useQuery(tasksQueryOptions(query));
