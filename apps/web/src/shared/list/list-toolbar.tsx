import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SearchBox } from './search-box';
import type { ListParams } from './use-list-params';

interface Props {
  /** The list whose `q` the search box shows and sets. */
  list: Pick<ListParams, 'q' | 'setSearch'>;
  placeholder?: string;
  /** What stands before the search (a switch between the list's kinds). */
  before?: ReactNode;
  /** The list's buttons, on the right; on a phone they wrap under the search. */
  children?: ReactNode;
}

/** The line above a list: its search by any field on the left, its buttons on the right. */
export function ListToolbar({ list, placeholder, before, children }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {before}
      <SearchBox value={list.q} onSearch={list.setSearch} placeholder={placeholder} />
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Box>
  );
}
