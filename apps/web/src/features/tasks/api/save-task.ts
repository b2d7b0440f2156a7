import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskDetailsWire, type TaskBody, type TaskDetailsWire } from '@kolos/domain/tasks';
import { http } from '../../../shared/api/http';
import { taskKeys } from './keys';
import { dealsService } from './tasks-service';

/** SPEC 7 POST /personal/offers/task (new) or PUT /offers/task (the uuid in the body). */
export async function saveTask(save: { uuid: string | null; body: TaskBody }): Promise<TaskDetailsWire> {
  const data = await dealsService(() =>
    save.uuid === null
      ? http.post('/personal/offers/task', save.body)
      : http.put('/offers/task', { ...save.body, uuid: save.uuid }),
  );
  return taskDetailsWire.parse(data);
}

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTask,
    onSuccess: (saved) => {
      queryClient.setQueryData(taskKeys.detail(saved.uuid), saved);
      return queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}
