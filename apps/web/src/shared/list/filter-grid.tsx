import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  children: ReactNode;
  /** The columns on a desktop (CSS grid-template-columns); four equal ones unless said. */
  desktop?: string;
  /** How fields of unlike heights (a field with its error under it, a button) line up. */
  align?: 'start' | 'center';
  /** Only a filter that is the page's search names itself a search landmark. */
  role?: 'search';
  'aria-label'?: string;
}

/** A list's filter fields: one column on a phone, two on a tablet, four (or as said) on a desktop. */
export function FilterGrid({ children, desktop = 'repeat(4, minmax(0, 1fr))', align, ...landmark }: Props) {
  return (
    <Box
      {...landmark}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: desktop },
        alignItems: align,
      }}
    >
      {children}
    </Box>
  );
}
