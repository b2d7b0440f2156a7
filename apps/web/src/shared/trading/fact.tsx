import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** One term of an auction or an offer on its page: a small grey label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Box>
      <Box sx={{ fontSize: 14.5 }}>{children}</Box>
    </Box>
  );
}

/** One fact of an auction's card on a phone: its label in a column of the given width, the value beside. */
export function FactLine({ label, width, children }: { label: string; width: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 14, lineHeight: 1.5 }}>
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0, width }}>
        {label}
      </Box>
      <Box component="span" sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
