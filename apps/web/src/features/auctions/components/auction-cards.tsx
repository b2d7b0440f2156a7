import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionWire } from '@kolos/domain/trading';
import {
  auctionDeliveryLabel,
  AuctionStatusChip,
  Countdown,
  FactLine,
  formatPrice,
  numberLabel,
  VolumeBar,
  wireToDate,
} from '../../../shared/trading';
import { AUCTION_ACTION_LABELS, type AuctionAction } from '../lib/row-actions';
import type { ColumnOptions } from './auction-columns';

/** The card names the purchaser on its «Торги» line, so it needs no `showOwner`. */
interface Props extends Omit<ColumnOptions, 'farmer' | 'showOwner'> {
  rows: AuctionWire[];
  rowCount: number;
  page: number;
  size: number;
  setPage: (page: number) => void;
  empty: React.ReactNode;
}

/** The card's facts, their labels in one column. */
const Line = (props: { label: string; children: React.ReactNode }) => <FactLine width={92} {...props} />;

/**
 * The auctions as cards, for a phone (390 px): the same facts as the grid's columns, one auction
 * per card, the main action as a full-width button under it.
 */
export function AuctionCards({ rows, rowCount, page, size, setPage, empty, ...o }: Props) {
  if (rows.length === 0) return <>{empty}</>;
  const pages = Math.max(1, Math.ceil(rowCount / size));
  return (
    <Stack spacing={1.5}>
      {rows.map((a) => {
        const end = wireToDate(a.endAt);
        const start = wireToDate(a.startAt);
        const actions = o.actionsOf(a);
        const main = actions[0];
        return (
          <Card key={a.uuid} variant="outlined" data-testid="auction-card">
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, mr: 'auto' }}>
                  {a.product.payload.title}
                </Typography>
                <AuctionStatusChip status={a.status} />
              </Stack>
              <Line label="Торги">
                {numberLabel(a.number)}, {a.ownerCompany.name}
              </Line>
              <Line label="Куда">
                {a.region.name}: {a.locations.map((l) => l.name).join(', ')}
              </Line>
              <Line label="Поставка">
                {auctionDeliveryLabel(a)}, с {a.deliveryDateStart} по {a.deliveryDateEnd}
              </Line>
              {o.showPrice && <Line label="Цена">{formatPrice(a.price)}</Line>}
              <Line label="Влажность">до {a.humidity} %</Line>
              <Line label="Сроки">
                {start ? o.formatTime(start) : a.startAt} — {end ? o.formatTime(end) : a.endAt}
                {a.status === 'AUCTION_ACTIVE' && end && (
                  <Box sx={{ color: 'success.dark', fontWeight: 600 }}>
                    <Countdown until={end} />
                  </Box>
                )}
              </Line>
              <Box sx={{ mt: 1 }}>
                <VolumeBar wanted={a.volume} offered={a.offeredVolume} accepted={a.acceptedVolume} />
              </Box>
            </CardContent>
            {main && (
              <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                {actions.map((action) => (
                  <Button
                    key={action}
                    variant={action === main ? 'contained' : 'outlined'}
                    color={action === 'cancel' ? 'error' : 'primary'}
                    onClick={() => o.onAction(a, action as AuctionAction)}
                    // a thumb's target on a phone (issue 29 point 3): at least 44 px tall
                    sx={{ minHeight: 44, ...(action === main ? { flex: '1 1 100%' } : {}) }}
                  >
                    {AUCTION_ACTION_LABELS[action]}
                  </Button>
                ))}
              </CardActions>
            )}
          </Card>
        );
      })}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_e, p) => setPage(p - 1)}
          sx={{ alignSelf: 'center' }}
          size="small"
        />
      )}
    </Stack>
  );
}
