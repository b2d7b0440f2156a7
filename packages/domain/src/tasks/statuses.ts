import { statusMachine } from '../status-machine';

/** SPEC 3 Task statuses. UNDEFINED is only the enum's zero value: no stored task has it. */
export const TASK_STATUSES = [
  'UNDEFINED',
  'INACTIVE',
  'ACTIVE',
  'ERROR',
  'SUSPENDED',
  'COMPLETED',
  'CANCELED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const STORED_TASK_STATUSES = TASK_STATUSES.filter(
  (s): s is Exclude<TaskStatus, 'UNDEFINED'> => s !== 'UNDEFINED',
);
export type StoredTaskStatus = Exclude<TaskStatus, 'UNDEFINED'>;

export const TASK_STATUS_LABELS: Record<StoredTaskStatus, string> = {
  INACTIVE: 'Не активна',
  ACTIVE: 'Активна',
  ERROR: 'Ошибка синхронизации',
  SUSPENDED: 'Приостановлена',
  COMPLETED: 'Завершена',
  CANCELED: 'Отменена',
};

export const taskStatusLabel = (status: string): string =>
  (TASK_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;

/** The statuses a task is still open in: it may be edited, cancelled and sent again. */
export const OPEN_TASK_STATUSES = ['INACTIVE', 'ACTIVE', 'SUSPENDED', 'ERROR'] as const;
/** The statuses the edit form accepts changes in (an ERROR task is sent again first: 'Повторить'). */
export const EDITABLE_TASK_STATUSES = ['INACTIVE', 'ACTIVE', 'SUSPENDED'] as const;

export const isOpenTask = (status: string): boolean =>
  (OPEN_TASK_STATUSES as readonly string[]).includes(status);
export const isEditableTask = (status: string): boolean =>
  (EDITABLE_TASK_STATUSES as readonly string[]).includes(status);

/**
 * Issue 17: INACTIVE → ACTIVE ↔ SUSPENDED → COMPLETED (from ACTIVE too: a deal delivered without a
 * pause), any open one → CANCELED; ERROR when the sync failed for good, from any open status.
 * Out of ERROR only 'Повторить' moves, back to the status the task had before the error (the
 * service keeps it; `ERROR → INACTIVE | ACTIVE | SUSPENDED`), or a cancel. COMPLETED and CANCELED are final.
 */
export const TASK_STATUS_MACHINE = statusMachine<StoredTaskStatus>({
  moves: {
    INACTIVE: ['ACTIVE', 'CANCELED', 'ERROR'],
    ACTIVE: ['SUSPENDED', 'COMPLETED', 'CANCELED', 'ERROR'],
    ERROR: ['INACTIVE', 'ACTIVE', 'SUSPENDED', 'CANCELED'],
    SUSPENDED: ['ACTIVE', 'COMPLETED', 'CANCELED', 'ERROR'],
    COMPLETED: [],
    CANCELED: [],
  },
  refusal: (from, to) =>
    `Нельзя перевести стороннюю сделку из статуса «${taskStatusLabel(from)}» в статус «${taskStatusLabel(to)}»`,
});

/** The moves people make (the row menu and the card); ERROR and the way back from it are the sync's. */
export const TASK_ACTIONS = [
  { key: 'activate', label: 'Активировать', to: 'ACTIVE', from: ['INACTIVE'] },
  { key: 'suspend', label: 'Приостановить', to: 'SUSPENDED', from: ['ACTIVE'] },
  { key: 'resume', label: 'Возобновить', to: 'ACTIVE', from: ['SUSPENDED'] },
  { key: 'complete', label: 'Завершить', to: 'COMPLETED', from: ['ACTIVE', 'SUSPENDED'] },
  { key: 'cancel', label: 'Отменить', to: 'CANCELED', from: ['INACTIVE', 'ACTIVE', 'SUSPENDED', 'ERROR'] },
] as const satisfies readonly {
  key: string;
  label: string;
  to: StoredTaskStatus;
  from: readonly StoredTaskStatus[];
}[];
export type TaskActionKey = (typeof TASK_ACTIONS)[number]['key'];
export const TASK_ACTION_KEYS = TASK_ACTIONS.map((a) => a.key) as [TaskActionKey, ...TaskActionKey[]];

/** The actions offered on a task in this status. */
export function taskActions(status: string) {
  return TASK_ACTIONS.filter((a) => (a.from as readonly string[]).includes(status));
}

/** SPEC 3 Task sync statuses: the state of sending the task to the purchaser's own system. */
export const TASK_SYNC_STATUSES = ['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED'] as const;
export type TaskSyncStatus = (typeof TASK_SYNC_STATUSES)[number];

export const TASK_SYNC_LABELS: Record<TaskSyncStatus, string> = {
  PENDING: 'Ожидает отправки',
  IN_PROGRESS: 'Отправляется',
  SUCCESS: 'Отправлена',
  FAILED: 'Не отправлена',
};

/** 'Повторить' is offered when the last sync failed for good. */
export const canRetrySync = (syncStatus: string): boolean => syncStatus === 'FAILED';

/** SPEC 3 Task types (default STANDARD). */
export const TASK_TYPES = ['STANDARD', 'REROUTE', 'CONTRACT_FOR_OFFERS'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  STANDARD: 'Сделка вне платформы',
  REROUTE: 'Перенаправление поставок',
  CONTRACT_FOR_OFFERS: 'Поставка по крупной сделке',
};

/** SPEC 3 Task deliveryType (default BUYER); DELIVERYTYPE_UNDEFINED is the enum's zero value. */
export const TASK_DELIVERY_TYPES = ['DELIVERYTYPE_UNDEFINED', 'SELLER', 'BUYER'] as const;
export type TaskDeliveryType = (typeof TASK_DELIVERY_TYPES)[number];
export const DEFAULT_TASK_DELIVERY_TYPE = 'BUYER' satisfies TaskDeliveryType;
