import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  /** [term, value] pairs, in the order they are read; terms are unique. */
  lines: readonly (readonly [string, string])[];
  /** The grid of the two columns: gaps and the terms' column width differ with the room. */
  sx: SxProps<Theme>;
}

/** Terms and their values as a definition list, terms grey in the first column. */
export function TermList({ lines, sx }: Props) {
  return (
    <Box component="dl" sx={[{ m: 0, display: 'grid' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
