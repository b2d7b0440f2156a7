import { useMemo } from 'react';
import type { ContractRowAction, ContractWire } from '@kolos/domain/contracts';
import { ServerDataGrid, type ListParams } from '../../../shared/list';
import { CONTRACT_CELL_STYLES, contractColumns } from './contract-columns';

/** Two lines of a name (a crop is read whole) and a note under it, in 13 px type. */
export const ROW_HEIGHT = 64;
/** Two lines of a header ('Цена CPT, ₽/т'). */
const HEADER_HEIGHT = 48;

const GRID_SX = {
  bgcolor: 'background.paper',
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
}

/**
 * The contracts grid (SPEC 2.10 columns), in its own chunk: the page, its filters and its data
 * request do not wait for DataGrid's code. Rows have one fixed height: measuring 'auto' rows
 * re-lays out the page after every render.
 */
export function ContractsGrid({ list, rows, rowCount, loading, canChange, onAction }: Props) {
  // Built once: new column objects make the grid recompute its column state and every cell.
  const columns = useMemo(() => contractColumns({ canChange, onAction }), [canChange, onAction]);
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
    />
  );
}
