import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A list of cards (`<ul>`, each child an `<li>`): one column on a phone, two on a tablet, three on
 * a desktop — the farmer's deals and his price board read the same way.
 */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
