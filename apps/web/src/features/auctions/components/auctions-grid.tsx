import { useMemo, type ReactNode } from 'react';
import type { AuctionWire } from '@kolos/domain/trading';
import { DenseGrid } from '../../../shared/list';
import type { AuctionListState } from '../lib/filters';
import { AUCTION_CELL_STYLES, auctionColumns, type ColumnOptions } from './auction-columns';

interface Props extends ColumnOptions {
  list: AuctionListState;
  rows: AuctionWire[];
  rowCount: number;
  loading: boolean;
  /** A click on a row (outside its buttons) opens the auction, when the user may. */
  onOpen?: ((auction: AuctionWire) => void) | undefined;
  empty: ReactNode;
}

/** The auctions grid (issue 15 columns), paged and sorted on the server; rows of one height. */
export function AuctionsGrid({
  showPrice,
  farmer,
  showOwner,
  actionsOf,
  onAction,
  formatTime,
  ...grid
}: Props) {
  const columns = useMemo(
    () => auctionColumns({ showPrice, farmer, showOwner, actionsOf, onAction, formatTime }),
    [showPrice, farmer, showOwner, actionsOf, onAction, formatTime],
  );
  return (
    <DenseGrid<AuctionWire>
      {...grid}
      columns={columns}
      rowHeight={68}
      headerHeight={48}
      sx={AUCTION_CELL_STYLES}
    />
  );
}
