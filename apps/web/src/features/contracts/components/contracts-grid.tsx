import { useMemo, type ReactNode } from 'react';
import type { ContractRowAction, ContractWire } from '@kolos/domain/contracts';
import { ServerDataGrid, type ListParams } from '../../../shared/list';
import { CONTRACT_CELL_STYLES, contractColumns } from './contract-columns';

/** Two lines of a name (a crop is read whole) and a note under it, in 13 px type. */
export const ROW_HEIGHT = 64;
/** Two lines of a header ('Цена CPT, ₽/т'). */
const HEADER_HEIGHT = 48;

const GRID_SX = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  fontSize: 13,
  // two-line headers: 'Цена CPT, ₽/т' is read, not cut
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
  ...CONTRACT_CELL_STYLES,
};

const getRowId = (row: ContractWire) => row.uuid;

interface Props {
  list: Pick<ListParams<string, string>, 'page' | 'size' | 'sort' | 'setPage' | 'setSize' | 'setSort'>;
  rows: ContractWire[];
  rowCount: number;
  loading: boolean;
  /** May change deals (SPEC 6 'Contract' update): the row menu shows only then. */
  canChange: boolean;
  onAction: (contract: ContractWire, action: ContractRowAction) => void;
  showPurchaser: boolean;
  /** A click on a row (outside its menu) opens the deal. */
  onOpen: (contract: ContractWire) => void;
  /** What the grid says when no deal matches, with the way out. */
  empty: ReactNode;
}

/**
 * The contracts grid (SPEC 2.10 columns), in its own chunk: the page, its filters and its data
 * request do not wait for DataGrid's code. Rows have one fixed height: measuring 'auto' rows
 * re-lays out the page after every render.
 */
export function ContractsGrid({
  list,
  rows,
  rowCount,
  loading,
  canChange,
  onAction,
  showPurchaser,
  onOpen,
  empty,
}: Props) {
  // Built once: new column objects make the grid recompute its column state and every cell.
  const columns = useMemo(
    () => contractColumns({ canChange, onAction, showPurchaser }),
    [canChange, onAction, showPurchaser],
  );
  const slots = useMemo(() => ({ noRowsOverlay: () => empty }), [empty]);
  return (
    <ServerDataGrid<ContractWire>
      list={list}
      rows={rows}
      rowCount={rowCount}
      getRowId={getRowId}
      columns={columns}
      loading={loading}
      autoHeight={false}
      // Heights as they are: 'compact' density scaled them to 70 % and cut the rows' third line.
      rowHeight={ROW_HEIGHT}
      columnHeaderHeight={HEADER_HEIGHT}
      sx={GRID_SX}
      slots={slots}
      onRowClick={({ row }, event) => {
        // the row menu's button and items live inside the row: they act, they do not open
        if (!(event.target as HTMLElement).closest('button, [role="menu"]')) onOpen(row);
      }}
    />
  );
}
