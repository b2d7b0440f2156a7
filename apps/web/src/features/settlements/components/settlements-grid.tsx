import { useMemo } from 'react';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { formatKg, formatKopecks } from '@kolos/domain/acceptance';
import { DenseGrid } from '../../../shared/list';
import type { SettlementRowWire } from '@kolos/domain/settlements';
import { dealLabel } from '../../../shared/settlements/settlement-wire';
import { SettlementStatusChip } from '../../../shared/settlements/statement-figures';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { STACKED_CELL_STYLES, StackedCell } from '../../../shared/trading';
import type { SettlementListParams } from '../lib/filter-query';

interface Props {
  rows: SettlementRowWire[];
  total: number;
  loading: boolean;
  list: SettlementListParams;
  /** Rows tick for the bank registry (the user may make it). */
  selection?: GridRowSelectionModel;
  onSelect?: (selection: GridRowSelectionModel) => void;
  onOpen: (row: SettlementRowWire) => void;
}

const money = {
  type: 'number' as const,
  width: 112,
  sortable: false,
  valueFormatter: (v: number) => formatKopecks(v),
};

/** The statements, paged on the server; only confirmed ones tick — they are what the bank pays. */
export function SettlementsGrid({ rows, total, loading, list, selection, onSelect, onOpen }: Props) {
  const { format } = useTimeZone();
  const columns = useMemo<GridColDef<SettlementRowWire>[]>(
    () => [
      { field: 'number', headerName: '№', width: 56, sortable: false },
      {
        field: 'createdAt',
        headerName: 'Дата',
        width: 92,
        sortable: false,
        valueFormatter: (v: string) => format(v, 'DD.MM.YYYY'),
      },
      {
        field: 'farmerCompanyName',
        headerName: 'Сельхозпроизводитель, сделка',
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <StackedCell
            main={row.farmerCompanyName}
            note={`${dealLabel(row)}${row.productTitle ? `, ${row.productTitle}` : ''}`}
          />
        ),
      },
      { field: 'trucks', headerName: 'Машин', type: 'number', width: 64, sortable: false },
      {
        field: 'creditedKg',
        headerName: 'Зачётный вес',
        type: 'number',
        width: 104,
        sortable: false,
        valueFormatter: (v: number) => formatKg(v),
      },
      { field: 'amount', headerName: 'Сумма', ...money },
      { field: 'prepaymentRepaid', headerName: 'Погашено аванса', ...money },
      { field: 'payable', headerName: 'К оплате', ...money },
      {
        field: 'status',
        headerName: 'Статус',
        width: 128,
        sortable: false,
        renderCell: ({ row }) => <SettlementStatusChip status={row.status} />,
      },
    ],
    [format],
  );
  return (
    <DenseGrid<SettlementRowWire>
      list={list}
      rows={rows}
      rowCount={total}
      loading={loading}
      columns={columns}
      rowHeight={52}
      headerHeight={48}
      sx={STACKED_CELL_STYLES}
      {...(selection && onSelect
        ? {
            checkboxSelection: true,
            keepNonExistentRowsSelected: true,
            isRowSelectable: ({ row }: { row: SettlementRowWire }) => row.status === 'SETTLEMENT_CONFIRMED',
            rowSelectionModel: selection,
            onRowSelectionModelChange: onSelect,
          }
        : {})}
      onOpen={onOpen}
      empty={<div style={{ padding: 16 }}>Расчётов не найдено</div>}
      localeText={{ checkboxSelectionHeaderName: 'Выбрать для реестра' }}
    />
  );
}
