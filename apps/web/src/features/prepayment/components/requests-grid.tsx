import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatAmount,
  hasPledge,
  parseUtcDateTime,
  volumeTonnes,
  type PrepaymentRequest,
  type StatusAction,
} from '@kolos/domain/prepayment';
import { DenseGrid } from '../../../shared/list';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import type { PrepaymentListParams } from '../lib/filter-query';
import { StatusChip } from './status-chip';
import { StatusMenu } from './status-menu';

export interface RequestsGridProps {
  rows: PrepaymentRequest[];
  total: number;
  loading: boolean;
  list: PrepaymentListParams;
  /** Shows the row menu: the user may change statuses. */
  onPick?: (request: PrepaymentRequest, action: StatusAction) => void;
}

const dash = (value: string | null) => value || '-';

/** 'DD.MM.YYYY HH:mm' as two lines: the table must fit a 1366-pixel laptop with its 13 columns. */
function DateTime({ value }: { value: string }) {
  const [date, time] = value.split(' ');
  return (
    <Box sx={{ lineHeight: 1.3 }}>
      <div>{date}</div>
      <Typography variant="caption" color="text.secondary">
        {time}
      </Typography>
    </Box>
  );
}

/**
 * Issue 30: what deliveries have repaid of a lent advance and what is still owed; nothing before
 * the advance is lent (`remaining` null).
 */
function Repayment({ request }: { request: PrepaymentRequest }) {
  if (request.remaining === null) return '-';
  return (
    <Box
      sx={{ lineHeight: 1.3 }}
      aria-label={`Погашено ${formatAmount(request.repaid)} ₽, осталось ${formatAmount(request.remaining)} ₽`}
    >
      <div>{formatAmount(request.repaid)}</div>
      <Typography variant="caption" color={request.remaining > 0 ? 'warning.dark' : 'success.dark'}>
        {request.remaining > 0 ? `ост. ${formatAmount(request.remaining)}` : 'погашен'}
      </Typography>
    </Box>
  );
}

/** Narrow gutters: the 13 columns fit a 1366-pixel laptop. */
const gridSx = { '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 0.75 } } as const;

/** SPEC 2.12: the requests table, 15 per page, paged and sorted on the server. */
export function RequestsGrid({ rows, total, loading, list, onPick }: RequestsGridProps) {
  const { format } = useTimeZone();
  const columns = useMemo<GridColDef<PrepaymentRequest>[]>(() => {
    // the wire gives UTC 'DD.MM.YYYY HH:mm'; people read it in their own zone
    const local = (wire: string) => format(parseUtcDateTime(wire));
    const money = { type: 'number' as const, width: 92, valueFormatter: (v: number) => formatAmount(v) };
    const cols: GridColDef<PrepaymentRequest>[] = [
      { field: 'requestId', headerName: '#', width: 40, sortable: false },
      {
        field: 'created',
        headerName: 'Дата',
        width: 80,
        renderCell: ({ row }) => <DateTime value={local(row.created)} />,
      },
      {
        field: 'companyName',
        headerName: 'Организация',
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => row.limit.companyName,
      },
      {
        field: 'inn',
        headerName: 'ИНН',
        width: 96,
        sortable: false,
        valueGetter: (_v, row) => row.limit.inn,
      },
      { field: 'requestValue', headerName: 'Запрошено, ₽', ...money },
      {
        field: 'limit',
        headerName: 'Лимит, ₽',
        sortable: false,
        ...money,
        valueGetter: (_v, row) => row.limit.limit,
      },
      {
        field: 'repaid',
        headerName: 'Погашено / осталось, ₽',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => <Repayment request={row} />,
      },
      {
        field: 'volume',
        headerName: 'Объём, т',
        type: 'number',
        width: 64,
        sortable: false,
        valueGetter: (_v, row) => volumeTonnes(row.requestValue),
      },
      {
        field: 'pledge',
        headerName: 'Залог',
        width: 52,
        sortable: false,
        valueGetter: (_v, row) => (hasPledge(row.limit.productAlias) ? 'Да' : 'Нет'),
      },
      {
        field: 'agreementContractNumber',
        headerName: '№ договора',
        width: 76,
        sortable: false,
        valueGetter: (v: string | null) => dash(v),
      },
      {
        field: 'insureCompany',
        headerName: 'Страховая компания',
        width: 88,
        sortable: false,
        valueGetter: (_v, row) => dash(row.limit.insureCompany),
      },
      {
        field: 'updatedAt',
        headerName: 'Статус изменён',
        width: 80,
        renderCell: ({ row }) => <DateTime value={local(row.updatedAt)} />,
      },
      {
        field: 'status',
        headerName: 'Статус',
        width: 112,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} reason={row.statusReason} />,
      },
    ];
    if (onPick) {
      cols.push({
        field: 'actions',
        headerName: '',
        width: 40,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => <StatusMenu request={row} onPick={onPick} />,
      });
    }
    return cols;
  }, [format, onPick]);

  return (
    <DenseGrid<PrepaymentRequest>
      list={list}
      rows={rows}
      rowCount={total}
      loading={loading}
      columns={columns}
      rowHeight="auto"
      headerHeight={52}
      sx={gridSx}
    />
  );
}
