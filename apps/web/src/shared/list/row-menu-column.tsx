import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { RowMenu, type RowAction } from '../ui/row-menu';

/** The ⋮ column of a list: the row's actions in its menu; the column itself neither sorts nor filters. */
export function rowMenuColumn<R extends GridValidRowModel>(
  label: string | ((row: R) => string),
  actionsOf: (row: R) => RowAction[],
  width = 44,
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: '',
    width,
    align: 'center',
    sortable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => (
      <RowMenu label={typeof label === 'string' ? label : label(row)} actions={actionsOf(row)} />
    ),
  };
}
