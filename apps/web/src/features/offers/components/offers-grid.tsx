import { useMemo, type ReactNode } from 'react';
import type { OfferWire } from '@kolos/domain/trading';
import { ServerDataGrid } from '../../../shared/list';
import type { OfferListState } from '../lib/filters';
import { OFFER_CELL_STYLES, offerColumns } from './offer-columns';

const getRowId = (row: OfferWire) => row.uuid;

interface Props {
  list: OfferListState;
  rows: OfferWire[];
  rowCount: number;
  loading: boolean;
  showPrice: boolean;
  formatTime: (wire: string) => string;
  onOpen?: (offer: OfferWire) => void;
  empty: ReactNode;
}

/** The purchaser's offers grid, paged and sorted on the server. */
export function OffersGrid({ list, rows, rowCount, loading, showPrice, formatTime, onOpen, empty }: Props) {
  const columns = useMemo(() => offerColumns({ showPrice, formatTime }), [showPrice, formatTime]);
  const slots = useMemo(() => ({ noRowsOverlay: () => empty }), [empty]);
  return (
    <ServerDataGrid<OfferWire>
      list={list}
      rows={rows}
      rowCount={rowCount}
      getRowId={getRowId}
      columns={columns}
      loading={loading}
      autoHeight={false}
      rowHeight={60}
      columnHeaderHeight={48}
      sx={{
        bgcolor: 'background.paper',
        fontSize: 13,
        '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : 'default' },
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
        '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
        ...OFFER_CELL_STYLES,
      }}
      slots={slots}
      onRowClick={({ row }, event) => {
        if (onOpen && !(event.target as HTMLElement).closest('button')) onOpen(row);
      }}
    />
  );
}
