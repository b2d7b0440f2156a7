import type { SxProps, Theme } from '@mui/material/styles';
import { ServerDataGrid, type ServerDataGridProps } from './server-data-grid';

/** 13 px type, headers on two lines ('Цена CPT, ₽/т' is read, not cut), cells centred in their row. */
const DENSE_SX: SxProps<Theme> = {
  bgcolor: 'background.paper',
  fontSize: 13,
  '& .MuiDataGrid-row': { cursor: 'default' },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
};

const getRowId = (row: { uuid: string }) => row.uuid;

type Props<R extends { uuid: string }> = Omit<
  ServerDataGridProps<R>,
  'getRowId' | 'rowHeight' | 'getRowHeight' | 'autoHeight' | 'columnHeaderHeight'
> & {
  /**
   * One height for every row, the grid filling its box: measuring 'auto' rows re-lays out the page
   * after every render. 'auto' for a table of many narrow columns, whose rows grow to fit.
   */
  rowHeight: number | 'auto';
  /** Room for two lines of a header. */
  headerHeight: number;
};

/**
 * The grid of the trading and deal lists (auctions, offers, contracts, prepayment requests): many
 * columns in small type, rows addressed by their uuid.
 */
export function DenseGrid<R extends { uuid: string }>({ rowHeight, headerHeight, sx, ...props }: Props<R>) {
  const height =
    rowHeight === 'auto' ? { getRowHeight: () => 'auto' as const } : { autoHeight: false, rowHeight };
  return (
    <ServerDataGrid<R>
      {...props}
      {...height}
      getRowId={getRowId}
      columnHeaderHeight={headerHeight}
      sx={[DENSE_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
