import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Location } from '@kolos/domain/locations';
import { ListPager, type ListParams } from '../../../shared/list';
import { pathTo } from '../../../shared/routing/paths';
import { TermList } from '../../../shared/ui/term-list';
import { hours, PlaceActions, type PlaceListOptions } from './place-columns';

interface Props extends PlaceListOptions {
  places: Location[];
  total: number;
  list: ListParams<'kind'>;
  loading: boolean;
}

/**
 * The points list on a phone (issue 29 point 12): a card a point, read top to bottom, instead of
 * a grid scrolled sideways; the same facts, actions and pager as the grid.
 */
export function PlaceCards({ places, total, list, loading, ...o }: Props) {
  if (places.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {loading ? 'Загрузка…' : 'Нет данных'}
      </Typography>
    );
  }
  return (
    <Box>
      <Box
        component="ul"
        aria-label="Точки"
        aria-busy={loading || undefined}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {places.map((place) => (
          <Paper component="li" variant="outlined" key={place.uuid} aria-label={place.name} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Link
                component={RouterLink}
                to={pathTo('ShippingPointView', { uuid: place.uuid })}
                underline="hover"
                sx={{ flexGrow: 1, fontWeight: 600, py: 1.25, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {place.name}
              </Link>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <PlaceActions
                  place={place}
                  canEdit={o.canEdit}
                  canDelete={o.canDelete}
                  onDelete={o.onDelete}
                />
              </Box>
            </Box>
            <TermList
              lines={[
                ['Адрес', place.address],
                ...(o.showOwner ? [[o.ownerLabel, place.companyName ?? '—'] as const] : []),
                ['Субъект РФ', place.fedRegionName ?? '—'],
                ['Режим работы', hours(place) || '—'],
                ['Весовая', place.scales ? 'Есть' : '—'],
              ]}
              sx={{ gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
            />
          </Paper>
        ))}
      </Box>
      <ListPager list={list} total={total} label="Страницы точек" />
    </Box>
  );
}
