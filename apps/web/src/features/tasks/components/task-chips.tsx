import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  TASK_SYNC_LABELS,
  taskStatusLabel,
  type StoredTaskStatus,
  type TaskSyncStatus,
} from '@kolos/domain/tasks';

const STATUS_COLOR: Record<StoredTaskStatus, ChipProps['color']> = {
  INACTIVE: 'default',
  ACTIVE: 'success',
  ERROR: 'error',
  SUSPENDED: 'warning',
  COMPLETED: 'primary',
  CANCELED: 'default',
};

export function TaskStatusChip({ status }: { status: StoredTaskStatus }) {
  return (
    <Chip
      size="small"
      label={taskStatusLabel(status)}
      color={STATUS_COLOR[status]}
      variant={status === 'CANCELED' || status === 'INACTIVE' ? 'outlined' : 'filled'}
    />
  );
}

const SYNC_COLOR: Record<TaskSyncStatus, ChipProps['color']> = {
  PENDING: 'default',
  IN_PROGRESS: 'info',
  SUCCESS: 'success',
  FAILED: 'error',
};

/** Whether the deal reached the purchaser's own system; the failure's reason on hover. */
export function SyncStatusChip({ status, error }: { status: TaskSyncStatus; error?: string | null }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={TASK_SYNC_LABELS[status]}
      color={SYNC_COLOR[status]}
      title={error ?? undefined}
    />
  );
}
