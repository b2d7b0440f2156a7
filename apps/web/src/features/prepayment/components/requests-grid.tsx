import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatAmount,
  hasPledge,
  parseUtcDateTime,
  volumeTonnes,
  type PrepaymentRequest,
  type StatusAction,
} from '@kolos/domain/prepayment';
import { ServerDataGrid } from '../../../shared/list';
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

/** SPEC 2.12: the requests table, 15 per page, paged and sorted on the server. */
export function RequestsGrid({ rows, total, loading, list, onPick }: RequestsGridProps) {
  const { format } = useTimeZone();
  const columns = useMemo<GridColDef<PrepaymentRequest>[]>(() => {
    // the wire gives UTC 'DD.MM.YYYY HH:mm'; people read it in their own zone
    const local = (wire: string) => format(parseUtcDateTime(wire));
    const cols: GridColDef<PrepaymentRequest>[] = [
      { field: 'requestId', headerName: '#', width: 70, sortable: false },
      { field: 'created', headerName: 'Дата', width: 140, valueFormatter: (v: string) => local(v) },
      {
        field: 'companyName',
        headerName: 'Организация',
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, row) => row.limit.companyName,
      },
      {
        field: 'inn',
        headerName: 'ИНН',
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => row.limit.inn,
      },
      {
        field: 'requestValue',
        headerName: 'Запрошено, ₽',
        type: 'number',
        width: 130,
        valueFormatter: (v: number) => formatAmount(v),
      },
      {
        field: 'limit',
        headerName: 'Лимит, ₽',
        type: 'number',
        width: 130,
        sortable: false,
        valueGetter: (_v, row) => row.limit.limit,
        valueFormatter: (v: number) => formatAmount(v),
      },
      {
        field: 'volume',
        headerName: 'Объём, т',
        type: 'number',
        width: 95,
        sortable: false,
        valueGetter: (_v, row) => volumeTonnes(row.requestValue),
      },
      {
        field: 'pledge',
        headerName: 'Залог',
        width: 70,
        sortable: false,
        valueGetter: (_v, row) => (hasPledge(row.limit.productAlias) ? 'Да' : 'Нет'),
      },
      {
        field: 'agreementContractNumber',
        headerName: '№ договора',
        width: 120,
        sortable: false,
        valueGetter: (v: string | null) => dash(v),
      },
      {
        field: 'insureCompany',
        headerName: 'Страховая компания',
        width: 170,
        sortable: false,
        valueGetter: (_v, row) => dash(row.limit.insureCompany),
      },
      {
        field: 'updatedAt',
        headerName: 'Статус изменён',
        width: 140,
        valueFormatter: (v: string) => local(v),
      },
      {
        field: 'status',
        headerName: 'Статус',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} reason={row.statusReason} />,
      },
    ];
    if (onPick) {
      cols.push({
        field: 'actions',
        headerName: '',
        width: 56,
        sortable: false,
        align: 'center',
        renderCell: ({ row }) => <StatusMenu request={row} onPick={onPick} />,
      });
    }
    return cols;
  }, [format, onPick]);

  return (
    <ServerDataGrid<PrepaymentRequest>
      list={list}
      rows={rows}
      rowCount={total}
      loading={loading}
      columns={columns}
      getRowId={(row) => row.uuid}
      density="compact"
    />
  );
}
