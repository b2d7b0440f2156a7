import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';

/**
 * The top of a card opened from a list: «К списку» back to it, then the card's title as the page's
 * h1 (none while the card could not be read: the page says why below).
 */
export function BackToListHeader({ listPath, title }: { listPath: string; title: string | null }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />} color="inherit">
        К списку
      </Button>
      {title !== null && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
    </Box>
  );
}
