import { canRetrySync, TASK_MSG, taskActions, type TaskActionKey, type TaskWire } from '@kolos/domain/tasks';

export interface TaskMenuItem {
  key: TaskActionKey | 'retry' | 'delete';
  label: string;
  danger?: boolean;
}

/**
 * What may be done with a task, by its status and sync status (the domain's table): the status
 * moves, 'Повторить' after a failed sync, 'Удалить' while it is still INACTIVE.
 */
export function taskMenu(task: Pick<TaskWire, 'status' | 'syncStatus'>): TaskMenuItem[] {
  const items: TaskMenuItem[] = taskActions(task.status).map((a) => ({
    key: a.key,
    label: a.label,
    ...(a.key === 'cancel' ? { danger: true } : {}),
  }));
  if (canRetrySync(task.syncStatus)) items.unshift({ key: 'retry', label: TASK_MSG.retry });
  if (task.status === 'INACTIVE') items.push({ key: 'delete', label: 'Удалить', danger: true });
  return items;
}
