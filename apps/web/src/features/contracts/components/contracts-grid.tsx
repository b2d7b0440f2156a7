import { useMemo, type ReactNode } from 'react';
import type { ContractRowAction, ContractWire } from '@kolos/domain/contracts';
import { DenseGrid, type ListParams } from '../../../shared/list';
import { CONTRACT_CELL_STYLES, contractColumns } from './contract-columns';

/** Two lines of a name (a crop is read whole) and a note under it, in 13 px type. */
export const ROW_HEIGHT = 64;
/** Two lines of a header ('Цена CPT, ₽/т'). */
const HEADER_HEIGHT = 48;

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
 * request do not wait for DataGrid's code.
 */
export function ContractsGrid({ canChange, onAction, showPurchaser, ...grid }: Props) {
  // Built once: new column objects make the grid recompute its column state and every cell.
  const columns = useMemo(
    () => contractColumns({ canChange, onAction, showPurchaser }),
    [canChange, onAction, showPurchaser],
  );
  return (
    <DenseGrid<ContractWire>
      {...grid}
      columns={columns}
      // Heights as they are: 'compact' density scaled them to 70 % and cut the rows' third line.
      rowHeight={ROW_HEIGHT}
      headerHeight={HEADER_HEIGHT}
      sx={CONTRACT_CELL_STYLES}
    />
  );
}
