import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { TASK_SORT_FIELDS, type TaskListQuery, type TaskSortField, type TaskWire } from '@kolos/domain/tasks';
import { useSession } from '../../../shared/auth/use-session';
import { useListParams } from '../../../shared/list';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useTasks } from '../api/get-tasks';
import { useTaskCommand } from '../api/task-actions';
import { IntegrationDialog } from '../components/integration-dialog';
import { TaskFilters } from '../components/task-filters';
import type { TaskMenuItem } from '../components/task-menu';
import { TasksGrid } from '../components/tasks-grid';
import { cleanTaskFilters } from '../lib/form-values';

const FILTERS = [
  'status',
  'taskType',
  'productUuid',
  'aggregatorLocationUuid',
  'dateFrom',
  'dateTo',
  'farmerCompanyUuid',
] as const;

const isSortField = (field: string): field is TaskSortField =>
  (TASK_SORT_FIELDS as readonly string[]).includes(field);

/** TasksList (issue 17): the company's third-party deals, filtered and sorted on the server, 15 a page. */
export function TasksList() {
  const navigate = useNavigate();
  const { can, user } = useSession();
  // the company's super-user sets where its deals are sent and which systems may enter them
  const manages = user?.userType === 'purchaser' && user.isSuperUser;
  const [integration, setIntegration] = useState(false);
  const list = useListParams({ filters: FILTERS });
  const filters = cleanTaskFilters(list.filters);
  const query: TaskListQuery = {
    ...filters,
    offset: list.offset,
    limit: list.size,
    sortField: list.sort && isSortField(list.sort.field) ? list.sort.field : 'createdAt',
    sortDirection: list.sort?.direction ?? 'DESC',
  };
  const { data, isFetching } = useTasks(query);
  const command = useTaskCommand();
  const [confirming, setConfirming] = useState<{ task: TaskWire; item: TaskMenuItem } | null>(null);

  const run = useCallback(
    async (task: TaskWire, item: TaskMenuItem) => {
      try {
        await command.mutateAsync({ uuid: task.uuid, action: item.key });
      } catch (error) {
        notifyFailure(error);
      }
    },
    [command],
  );
  const onAction = useCallback(
    (task: TaskWire, item: TaskMenuItem) => {
      if (item.danger) setConfirming({ task, item });
      else void run(task, item);
    },
    [run],
  );
  const onOpen = useCallback((task: TaskWire) => navigate(pathTo('Task', { uuid: task.uuid })), [navigate]);

  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mr: 'auto' }}>
          Сторонние сделки
        </Typography>
        {manages && can('Task', ['update']) && (
          <Button onClick={() => setIntegration(true)}>Интеграция</Button>
        )}
        {can('Task', ['create']) && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(pathTo('Task', { uuid: 'create' }))}
          >
            Добавить сделку
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <TaskFilters value={filters} onChange={list.setFilters} onClear={list.clearFilters} />
      </Paper>
      <TasksGrid
        list={list}
        rows={data?.tasks ?? []}
        rowCount={data?.totalCount ?? 0}
        loading={isFetching}
        canChange={can('Task', ['update'])}
        onAction={onAction}
        onOpen={onOpen}
      />
      {integration && <IntegrationDialog open onClose={() => setIntegration(false)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.item.key === 'delete' ? 'Удалить сделку?' : 'Отменить сделку?'}
        text={
          confirming
            ? `№ ${confirming.task.number}: ${confirming.task.farmerCompany.name}, ${confirming.task.quantity} т`
            : undefined
        }
        confirmText={confirming?.item.label ?? ''}
        cancelText="Не менять"
        destructive
        loading={command.isPending}
        onConfirm={() => {
          if (confirming) void run(confirming.task, confirming.item).finally(() => setConfirming(null));
        }}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
