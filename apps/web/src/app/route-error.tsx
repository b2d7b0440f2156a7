import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a route shows when its page fails to load or to render. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  if (error instanceof Error) console.error(error);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {chunkFailed ? 'Не удалось загрузить страницу' : 'Что-то пошло не так'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'Обновите страницу. Если ошибка повторится, обратитесь в поддержку.'}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Обновить страницу
        </Button>
      </Paper>
    </Box>
  );
}
