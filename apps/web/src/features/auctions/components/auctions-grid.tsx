import { useMemo, type ReactNode } from 'react';
import type { AuctionWire } from '@kolos/domain/trading';
import { ServerDataGrid } from '../../../shared/list';
import type { AuctionListState } from '../lib/filters';
import { AUCTION_CELL_STYLES, auctionColumns, type ColumnOptions } from './auction-columns';

const GRID_SX = {
  bgcolor: 'background.paper',
  fontSize: 13,
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
  ...AUCTION_CELL_STYLES,
};

const getRowId = (row: AuctionWire) => row.uuid;

interface Props extends ColumnOptions {
  list: AuctionListState;
  rows: AuctionWire[];
  rowCount: number;
  loading: boolean;
  /** A click on a row (outside its buttons) opens the auction, when the user may. */
  onOpen?: (auction: AuctionWire) => void;
  empty: ReactNode;
}

/** The auctions grid (issue 15 columns), paged and sorted on the server; rows of one height. */
export function AuctionsGrid({ list, rows, rowCount, loading, onOpen, empty, ...options }: Props) {
  const { showPrice, farmer, actionsOf, onAction, formatTime } = options;
  const columns = useMemo(
    () => auctionColumns({ showPrice, farmer, actionsOf, onAction, formatTime }),
    [showPrice, farmer, actionsOf, onAction, formatTime],
  );
  const slots = useMemo(() => ({ noRowsOverlay: () => empty }), [empty]);
  return (
    <ServerDataGrid<AuctionWire>
      list={list}
      rows={rows}
      rowCount={rowCount}
      getRowId={getRowId}
      columns={columns}
      loading={loading}
      autoHeight={false}
      rowHeight={68}
      columnHeaderHeight={48}
      sx={{ ...GRID_SX, ...(onOpen ? {} : { '& .MuiDataGrid-row': { cursor: 'default' } }) }}
      slots={slots}
      onRowClick={({ row }, event) => {
        if (onOpen && !(event.target as HTMLElement).closest('button, [role="menu"]')) onOpen(row);
      }}
    />
  );
}
