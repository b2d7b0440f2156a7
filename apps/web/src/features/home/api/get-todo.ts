import { useQuery } from '@tanstack/react-query';
import { todoReply, type TodoReply } from '@kolos/domain/home';
import { http } from '../../../shared/api/http';
import { HOME_ROOT } from '../../../shared/live';

/** The home's items under ['home']: every live event invalidates that root (shared/live). */
const todoKey = [...HOME_ROOT, 'todo'] as const;

/** Issue 29 point 13 GET /user/personal/todo: what waits for the user, with counts. */
async function getTodo(signal?: AbortSignal): Promise<TodoReply> {
  return todoReply.parse(await http.get('/user/personal/todo', { signal }));
}

/**
 * The items, refreshed by the event stream and when the user comes back to the tab (the papers,
 * moderation and imports have no live event of their own): never a polling loop.
 */
export const useTodo = () =>
  useQuery({ queryKey: todoKey, queryFn: ({ signal }) => getTodo(signal), refetchOnWindowFocus: true });
