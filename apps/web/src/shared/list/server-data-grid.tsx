import { useMemo, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { PAGE_SIZES } from '@kolos/domain';
import { SR_ONLY } from '../ui/sr-only';
import type { ListParams } from './use-list-params';

export type ServerDataGridProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'paginationModel'
  | 'sortModel'
  | 'rowCount'
  | 'onRowClick'
> & {
  /** The list state from useListParams: the grid reads and writes page, size and sort there. */
  list: Pick<ListParams<string, string>, 'page' | 'size' | 'sort' | 'setPage' | 'setSize' | 'setSort'>;
  rowCount: number;
  /** A click on a row opens it (the row then shows a pointer); without it rows do not open. */
  onOpen?: ((row: R) => void) | undefined;
  /** What the grid says when no row matches, with the way out. */
  empty?: ReactNode;
};

/** The grid's Russian texts; its ruRU locale leaves out the pagination count and falls back to English 'of'. */
const RU_LOCALE_TEXT: DataGridProps['localeText'] = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} из ${count}`,
};

/** SPEC 9 offers 10, 50 and 100; the default 15 shows as chosen while it is in use. */
export function pageSizeOptions(size: number): number[] {
  const offered: number[] = [...PAGE_SIZES];
  return offered.includes(size) ? offered : [...offered, size].sort((a, b) => a - b);
}

/** The row actions' column (⋮): named for screen readers, its header shows nothing. */
const ACTIONS_FIELD = 'actions';
const ACTIONS_HEADER = 'Действия';

/**
 * A grid wider than its room scrolls inside itself (the page never scrolls sideways), and the row
 * actions stay in view at its right edge: DataGrid's own column pinning is not in the community
 * edition, so the actions column is made sticky here.
 */
const PINNED_ACTIONS_SX: SxProps<Theme> = {
  [`& .MuiDataGrid-cell[data-field="${ACTIONS_FIELD}"], & .MuiDataGrid-columnHeader[data-field="${ACTIONS_FIELD}"]`]:
    {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    },
};

/** Rows that open show it. */
const OPENS_SX: SxProps<Theme> = { '& .MuiDataGrid-row': { cursor: 'pointer' } };

/**
 * A row's buttons and its menu's items (a menu renders in a portal, but its clicks still bubble
 * through the row in React) act on the row; they do not open it.
 */
const actsInRow = (target: EventTarget) => (target as HTMLElement).closest('button, [role="menu"]') !== null;

/** Columns without a header text get one for screen readers (axe 'empty-table-header'). */
function namedHeaders<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): GridColDef<R>[] {
  return columns.map((column) =>
    column.headerName
      ? column
      : {
          ...column,
          headerName: ACTIONS_HEADER,
          renderHeader: () => <span style={SR_ONLY}>{ACTIONS_HEADER}</span>,
        },
  );
}

/**
 * MUI DataGrid in server mode bound to the URL list state: every list pages and sorts on the
 * server. Sorting is by a column's `field`, which must be a sort field the API whitelists.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  list,
  rowCount,
  columns,
  sx,
  onOpen,
  empty,
  ...props
}: ServerDataGridProps<R>) {
  const named = useMemo(() => namedHeaders(columns), [columns]);
  const slots = useMemo(
    () => (empty === undefined ? props.slots : { ...props.slots, noRowsOverlay: () => empty }),
    [empty, props.slots],
  );
  const sortModel: GridSortModel = list.sort
    ? [{ field: list.sort.field, sort: list.sort.direction === 'DESC' ? 'desc' : 'asc' }]
    : [];
  return (
    <DataGrid<R>
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      autoHeight
      // Every column is drawn, so the pinned actions column is there however far the grid scrolls.
      columnBufferPx={4000}
      {...props}
      columns={named}
      slots={slots}
      sx={[PINNED_ACTIONS_SX, ...(Array.isArray(sx) ? sx : [sx]), onOpen ? OPENS_SX : null]}
      onRowClick={onOpen && (({ row }, event) => !actsInRow(event.target) && onOpen(row))}
      localeText={{ ...RU_LOCALE_TEXT, ...props.localeText }}
      paginationMode="server"
      sortingMode="server"
      rowCount={rowCount}
      pageSizeOptions={pageSizeOptions(list.size)}
      paginationModel={{ page: list.page, pageSize: list.size }}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== list.size) list.setSize(model.pageSize);
        else if (model.page !== list.page) list.setPage(model.page);
      }}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        list.setSort(
          first?.sort ? { field: first.field, direction: first.sort === 'desc' ? 'DESC' : 'ASC' } : null,
        );
      }}
    />
  );
}
