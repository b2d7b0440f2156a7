import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEAL_KIND_LABELS, SLOT_LACK_LABELS, type DealWire } from '@kolos/domain/deals';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { formatNumber } from '../../../shared/trading';
import { DealTrucks } from './deal-trucks';

const tonnes = (n: number) => `${formatNumber(n)} т`;

/** The four numbers of a deal (and of the totals): contracted, booked, delivered, left. */
export function VolumeFigures({
  wide = false,
  deal,
}: {
  wide?: boolean;
  deal: Pick<DealWire, 'contractedVolume' | 'bookedVolume' | 'deliveredVolume' | 'remainingVolume'>;
}) {
  const figures: [string, number][] = [
    ['По сделке', deal.contractedVolume],
    ['Записано в слоты', deal.bookedVolume],
    ['Доставлено', deal.deliveredVolume],
    ['Осталось', deal.remainingVolume],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // the totals spread over a wide screen; a card keeps two by two
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: wide ? 'repeat(4, 1fr)' : 'repeat(2, 1fr)' },
        gap: 1,
        m: 0,
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }}>
            {tonnes(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const title = (d: DealWire) => `${DEAL_KIND_LABELS[d.kind]}${d.number === null ? '' : ` № ${d.number}`}`;

/** One deal: its tonnes, the delivered share, the next truck (when, where, what it lacks), its slots. */
export function DealCard({ deal }: { deal: DealWire }) {
  const { format } = useTimeZone();
  const next = deal.nextSlot;
  const done =
    deal.contractedVolume > 0 ? Math.min(100, (deal.deliveredVolume / deal.contractedVolume) * 100) : 0;
  // the slots page opens on the week of the next truck (or this week)
  const slotsLink = `${pathTo('Slots')}?view=week${next ? `&date=${format(next.startAt, 'YYYY-MM-DD')}` : ''}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${title(deal)}, ${deal.productTitle}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
        {title(deal)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {deal.productTitle}
      </Typography>
      <VolumeFigures deal={deal} />
      {/* a picture, not a progress indicator: nothing is loading here */}
      <Box
        role="img"
        aria-label={`Доставлено ${Math.round(done)}% объёма сделки`}
        sx={{ mt: 1.5, height: 8, borderRadius: 4, bgcolor: 'grey.300', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${done}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {next ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              Следующий слот: {format(next.startAt, 'DD.MM HH:mm')}–{format(next.endAt, 'HH:mm')}
            </Typography>
            <Typography variant="body2">
              {next.locationName}
              {next.address && `, ${next.address}`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
              {next.lacks.length === 0 ? (
                <Chip size="small" color="success" label="всё готово" />
              ) : (
                next.lacks.map((lack) => (
                  <Chip key={lack} size="small" color="warning" label={SLOT_LACK_LABELS[lack]} />
                ))
              )}
            </Box>
          </>
        ) : (
          <Typography color="text.secondary">
            {deal.remainingVolume > 0 ? 'Ближайших слотов нет' : 'Сделка доставлена'}
          </Typography>
        )}
      </Box>
      {/* only a deal with trucks asks for them: a farmer's forty deals are not forty requests */}
      {deal.kind !== 'CONTRACT' && deal.bookedVolume + deal.deliveredVolume > 0 && <DealTrucks deal={deal} />}
      <Button
        component={RouterLink}
        to={slotsLink}
        variant="outlined"
        fullWidth
        sx={{ mt: 1.5, minHeight: 48 }}
        aria-label={`Слоты: ${title(deal)}`}
      >
        Слоты
      </Button>
    </Paper>
  );
}
