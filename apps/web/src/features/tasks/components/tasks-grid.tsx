import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import ReplayIcon from '@mui/icons-material/Replay';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { deliveryTypeLabel } from '@kolos/domain/contracts';
import { TASK_TYPE_LABELS, type TaskWire } from '@kolos/domain/tasks';
import { rowMenuColumn, ServerDataGrid, type ListParams } from '../../../shared/list';
import { formatPrice, formatTonnes, numberLabel } from '../../../shared/trading/format';
import { SyncStatusChip, TaskStatusChip } from './task-chips';
import { taskMenu, type TaskMenuItem } from './task-menu';

interface Props {
  list: Pick<ListParams<string, string>, 'page' | 'size' | 'sort' | 'setPage' | 'setSize' | 'setSort'>;
  rows: TaskWire[];
  rowCount: number;
  loading: boolean;
  /** May change tasks (SPEC 6 'Task' update): the row menu shows only then. */
  canChange: boolean;
  onAction: (task: TaskWire, item: TaskMenuItem) => void;
  onOpen: (task: TaskWire) => void;
}

const getRowId = (row: TaskWire) => row.uuid;

function columns(canChange: boolean, onAction: Props['onAction']): GridColDef<TaskWire>[] {
  const cols: GridColDef<TaskWire>[] = [
    { field: 'number', headerName: 'Номер', width: 80, valueFormatter: (v: number) => numberLabel(v) },
    {
      field: 'status',
      headerName: 'Статус',
      width: 170,
      sortable: false,
      renderCell: ({ row }) => <TaskStatusChip status={row.status} />,
    },
    {
      field: 'syncStatus',
      headerName: 'Отправка',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <SyncStatusChip status={row.syncStatus} error={row.syncError} />,
    },
    {
      field: 'taskType',
      headerName: 'Тип',
      width: 190,
      sortable: false,
      valueFormatter: (v: TaskWire['taskType']) => TASK_TYPE_LABELS[v],
    },
    {
      field: 'farmerCompany',
      headerName: 'Поставщик',
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => row.farmerCompany.name,
    },
    {
      field: 'product',
      headerName: 'Культура',
      width: 160,
      sortable: false,
      valueGetter: (_v, row) => row.product.payload.title,
    },
    {
      field: 'aggregatorLocation',
      headerName: 'Пункт приёмки',
      width: 180,
      sortable: false,
      valueGetter: (_v, row) => row.aggregatorLocation.name,
    },
    { field: 'deliveryDateStart', headerName: 'Начало поставки', width: 120 },
    { field: 'deliveryDateEnd', headerName: 'Окончание поставки', width: 120 },
    { field: 'quantity', headerName: 'Объём', width: 100, valueFormatter: (v: number) => formatTonnes(v) },
    {
      field: 'price',
      headerName: 'Цена, ₽/т',
      width: 140,
      renderCell: ({ row }) => `${formatPrice(row.price)} ${deliveryTypeLabel(row.deliveryType)}`,
    },
  ];
  if (!canChange) return cols;
  return [
    ...cols,
    rowMenuColumn<TaskWire>(
      (row) => `Действия со сделкой № ${row.number}`,
      (row) =>
        taskMenu(row).map((item) => ({
          label: item.label,
          icon:
            item.key === 'retry' ? <ReplayIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />,
          danger: item.danger,
          onClick: () => onAction(row, item),
        })),
      56,
    ),
  ];
}

/** TasksList columns: number, status, sync status chip, type, supplier, crop, point, dates, volume, price. */
export function TasksGrid({ list, rows, rowCount, loading, canChange, onAction, onOpen }: Props) {
  const cols = useMemo(() => columns(canChange, onAction), [canChange, onAction]);
  return (
    <Box sx={{ bgcolor: 'background.paper' }}>
      <ServerDataGrid<TaskWire>
        list={list}
        rows={rows}
        rowCount={rowCount}
        getRowId={getRowId}
        columns={cols}
        loading={loading}
        sx={{ fontSize: 13 }}
        onOpen={onOpen}
      />
    </Box>
  );
}
