import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A registration screen: a heading, a line on what to do, the content on a sheet. */
export function StepPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: lead ? 1 : 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      )}
      <Box>{children}</Box>
    </Paper>
  );
}

/** The buttons under a step: back on the left, forward on the right; stacked on a phone. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'space-between',
        gap: 1.5,
        mt: 3,
        '& > *': { width: { xs: '100%', sm: 'auto' } },
      }}
    >
      {children}
    </Box>
  );
}
