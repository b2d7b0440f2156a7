import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../lib/format';

/** The whole filtered list at a glance: how many deals and how many tonnes, not just the page's. */
export function ListTotals({ count, volume }: { count: number | undefined; volume: number | undefined }) {
  return (
    <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} aria-live="polite">
      {count !== undefined && volume !== undefined && (
        <>
          Найдено сделок: <b>{formatNumber(count)}</b> · объём <b>{formatNumber(volume)} т</b>
        </>
      )}
    </Typography>
  );
}

/** The grid's empty state: what to do next, with the button that does it. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box
      sx={{
        height: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <Typography color="text.secondary">
        {filtered ? 'Ничего не найдено — измените или сбросьте фильтры' : 'Сделок пока нет'}
      </Typography>
      {filtered && (
        // the overlay lies over the grid's rows: its button must take the click itself
        <Button onClick={onClear} sx={{ pointerEvents: 'auto' }}>
          Сбросить фильтры
        </Button>
      )}
    </Box>
  );
}
