import TablePagination from '@mui/material/TablePagination';
import { pageSizeOptions } from './server-data-grid';
import type { ListParams } from './use-list-params';

/**
 * The pager of a server-paged list that is not a grid (a queue, cards): the same page sizes and
 * URL-kept page as ServerDataGrid, Russian texts from the theme's locale.
 */
export function ListPager({
  list,
  total,
  label,
}: {
  list: Pick<ListParams, 'page' | 'size' | 'setPage' | 'setSize'>;
  total: number;
  label: string;
}) {
  return (
    <TablePagination
      component="div"
      aria-label={label}
      count={total}
      page={list.page}
      rowsPerPage={list.size}
      rowsPerPageOptions={pageSizeOptions(list.size)}
      onPageChange={(_e, page) => list.setPage(page)}
      onRowsPerPageChange={(e) => list.setSize(Number(e.target.value))}
      labelRowsPerPage="На странице:"
      // a list beside a panel is narrow (320 px): the arrows wrap to a line of their own rather
      // than slide out of sight
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 },
        '& .MuiTablePagination-spacer': { display: 'none' },
        '& .MuiTablePagination-actions': { ml: 1 },
      }}
    />
  );
}
