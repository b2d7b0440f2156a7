import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

export const PLACEHOLDER_TEXT = 'Раздел в разработке';

/** What a route shows while no page file exists for it (see README, page discovery). */
export function PagePlaceholder({ title }: { title?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 } }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
          mx: 'auto',
          mb: 2,
        }}
      >
        <ConstructionOutlined sx={{ fontSize: 40 }} />
      </Box>
      {title && (
        <Typography variant="overline" color="text.secondary">
          {title}
        </Typography>
      )}
      <Typography variant="h5" component="h1" gutterBottom>
        {PLACEHOLDER_TEXT}
      </Typography>
      <Typography color="text.secondary">
        Мы работаем над этим разделом. Загляните сюда немного позже.
      </Typography>
    </Paper>
  );
}
