import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionWire } from '@kolos/domain/trading';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import {
  auctionDeliveryLabel,
  AuctionStatusChip,
  Countdown,
  formatNumber,
  formatPrice,
  numberLabel,
  wireToDate,
} from '../../../shared/trading';

/** The auction an offer answers, in a few lines a phone holds: what, where, how much, until when. */
export function AuctionBrief({ auction: a, showPrice }: { auction: AuctionWire; showPrice: boolean }) {
  const { format } = useTimeZone();
  const end = wireToDate(a.endAt);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, mr: 'auto' }}>
          {a.product.payload.title}
        </Typography>
        <AuctionStatusChip status={a.status} />
      </Stack>
      <Box sx={{ fontSize: 14, lineHeight: 1.6 }}>
        <div>
          Торги {numberLabel(a.number)}, {a.ownerCompany.name}
        </div>
        <div>
          {a.region.name}: {a.locations.map((l) => l.name).join(', ')}
        </div>
        <div>
          {auctionDeliveryLabel(a)} · {formatNumber(a.volume)} т, лот от {formatNumber(a.minLotVolume)} т ·
          влажность до {formatNumber(a.humidity)} %
        </div>
        {showPrice && <div>Цена торгов: {formatPrice(a.price)} на пункте приёмки</div>}
        <div>
          Поставка с {a.deliveryDateStart} по {a.deliveryDateEnd}
        </div>
        {end && (
          <div>
            До {format(end)}
            {a.status === 'AUCTION_ACTIVE' && (
              <Box component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
                {' '}
                · <Countdown until={end} prefix="осталось" />
              </Box>
            )}
          </div>
        )}
      </Box>
    </Paper>
  );
}
