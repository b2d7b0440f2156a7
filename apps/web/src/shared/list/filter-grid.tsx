import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A list's filter fields: one column on a phone, two on a tablet, four on a desktop. */
export function FilterGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
