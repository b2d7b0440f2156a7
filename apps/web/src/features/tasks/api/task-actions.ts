import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { taskDetailsWire, type TaskActionKey, type TaskDetailsWire } from '@kolos/domain/tasks';
import { http } from '../../../shared/api/http';
import { taskKeys } from './keys';
import { dealsService } from './tasks-service';

/** What a row or the card can do: a status move, 'Повторить', or DELETE (INACTIVE is deleted, any other canceled). */
export type TaskCommand = { uuid: string; action: TaskActionKey | 'retry' | 'delete' };

const deleteReply = z.object({ deleted: z.boolean(), task: taskDetailsWire.nullable() });

export async function runTaskCommand({ uuid, action }: TaskCommand): Promise<TaskDetailsWire | null> {
  const data = await dealsService(() =>
    action === 'retry'
      ? http.post(`/offers/task/${uuid}/retry`)
      : action === 'delete'
        ? http.delete(`/offers/task/${uuid}`)
        : http.put(`/offers/task/${uuid}/status/${action}`),
  );
  return action === 'delete' ? deleteReply.parse(data).task : taskDetailsWire.parse(data);
}

export function useTaskCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTaskCommand,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
