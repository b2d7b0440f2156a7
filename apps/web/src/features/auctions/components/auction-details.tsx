import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { AuctionWire } from '@kolos/domain/trading';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import {
  auctionDeliveryLabel,
  Countdown,
  Fact,
  formatNumber,
  formatPrice,
  VolumeBar,
  wireToDate,
} from '../../../shared/trading';

/** The auction's terms, as the view mode of the Auction route shows them. */
export function AuctionDetails({ auction: a, showPrice }: { auction: AuctionWire; showPrice: boolean }) {
  const { format, label } = useTimeZone();
  const start = wireToDate(a.startAt);
  const end = wireToDate(a.endAt);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Культура">{a.product.payload.title}</Fact>
        <Fact label="Территория закупки">{a.region.name}</Fact>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          <Fact label="Пункты приёмки">
            {a.locations.map((l) => (
              <Box key={l.uuid}>
                {l.name}
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 12.5 }}>
                  {' '}
                  · {l.address}
                </Box>
              </Box>
            ))}
          </Fact>
        </Box>
        <Fact label="Способ поставки">{auctionDeliveryLabel(a)}</Fact>
        {showPrice && <Fact label="Цена на пункте приёмки">{formatPrice(a.price)}</Fact>}
        <Fact label="Влажность">не более {formatNumber(a.humidity)} %</Fact>
        <Fact label="Минимальный лот">{formatNumber(a.minLotVolume)} т</Fact>
        <Fact label="Поставка">
          с {a.deliveryDateStart} по {a.deliveryDateEnd}
        </Fact>
        <Fact label={`Торги (${label})`}>
          {start ? format(start) : a.startAt} — {end ? format(end) : a.endAt}
          {a.status === 'AUCTION_ACTIVE' && end && (
            <Box sx={{ color: 'success.dark', fontWeight: 600, fontSize: 13 }}>
              <Countdown until={end} />
            </Box>
          )}
        </Fact>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          <Fact label={`Объём: предложено / принято из ${formatNumber(a.volume)} т`}>
            <Box sx={{ maxWidth: 320, pt: 0.5 }}>
              <VolumeBar wanted={a.volume} offered={a.offeredVolume} accepted={a.acceptedVolume} />
            </Box>
          </Fact>
        </Box>
        {a.comment && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Fact label="Комментарий">{a.comment}</Fact>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
