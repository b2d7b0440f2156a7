import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export function ErrorIcon({ icon }: { icon: ReactNode }) {
  return (
    <Box
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        mb: 2,
        color: 'primary.main',
        bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
      }}
    >
      {icon}
    </Box>
  );
}
