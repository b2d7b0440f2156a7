import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A small progress indicator for a page or an area that is loading. */
export function PageLoader({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}>
      <CircularProgress size={32} aria-label="Загрузка" />
    </Box>
  );
}
