import { useMemo, type ReactNode } from 'react';
import type { OfferWire } from '@kolos/domain/trading';
import { DenseGrid } from '../../../shared/list';
import { STACKED_CELL_STYLES } from '../../../shared/trading';
import type { OfferListState } from '../lib/filters';
import { offerColumns } from './offer-columns';

interface Props {
  list: OfferListState;
  rows: OfferWire[];
  rowCount: number;
  loading: boolean;
  showPrice: boolean;
  formatTime: (wire: string) => string;
  onOpen?: ((offer: OfferWire) => void) | undefined;
  empty: ReactNode;
}

/** The purchaser's offers grid, paged and sorted on the server. */
export function OffersGrid({ showPrice, formatTime, ...grid }: Props) {
  const columns = useMemo(() => offerColumns({ showPrice, formatTime }), [showPrice, formatTime]);
  return (
    <DenseGrid<OfferWire>
      {...grid}
      columns={columns}
      rowHeight={60}
      headerHeight={48}
      sx={STACKED_CELL_STYLES}
    />
  );
}
