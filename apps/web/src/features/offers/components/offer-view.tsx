import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_TYPE_LABELS } from '@kolos/domain/contracts';
import type { OfferDetailsWire } from '@kolos/domain/trading';
import { pathTo } from '../../../shared/routing/paths';
import {
  Fact,
  formatNumber,
  formatPrice,
  LandedPrice,
  numberLabel,
  OfferStatusChip,
} from '../../../shared/trading';
import { OfferHistory } from './offer-history';
import { RebindDialog } from './rebind-dialog';

interface Props {
  offer: OfferDetailsWire;
  showPrice: boolean;
  /** The auction may be opened (Auction create or update). */
  canOpenAuction: boolean;
  /** 'Перенести на другие торги' (Auction update, no hideActions, an active offer: `offerRebindable`). */
  canRebind?: boolean;
}

/** Issue 15 Offer for a trader (and a farmer's closed offer): its terms and its history. */
export function OfferView({ offer: o, showPrice, canOpenAuction, canRebind = false }: Props) {
  const [rebinding, setRebinding] = useState(false);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Предложение {numberLabel(o.number)}
        </Typography>
        <OfferStatusChip status={o.status} />
        <Box sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {canRebind && (
            <Button variant="outlined" onClick={() => setRebinding(true)}>
              Перенести на другие торги
            </Button>
          )}
          {canOpenAuction && (
            <Button component={RouterLink} to={pathTo('Auction', { uuid: o.auctionUuid })}>
              Торги {numberLabel(o.auction.number)}
            </Button>
          )}
          <Button component={RouterLink} to={pathTo('Offers')} color="inherit">
            К предложениям
          </Button>
        </Box>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Fact label="Хозяйство">
            {o.farmerCompany.name}
            <Box sx={{ fontSize: 12, color: 'text.secondary' }}>ИНН {o.farmerCompany.taxCode}</Box>
          </Fact>
          <Fact label="Торги">
            {numberLabel(o.auction.number)}, {o.auction.ownerCompany.name}
          </Fact>
          <Fact label="Поставка">
            {DELIVERY_TYPE_LABELS[o.deliveryType]}
            {o.farmerLocation && (
              <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                {o.farmerLocation.name}, {o.farmerLocation.address}
              </Box>
            )}
          </Fact>
          <Fact label="Объём">{formatNumber(o.volume)} т</Fact>
          {showPrice && <Fact label="Цена">{formatPrice(o.price)}</Fact>}
          {showPrice && (
            <Fact label="Цена на пункте приёмки">
              <LandedPrice offer={o} />
              {o.rank !== null && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>ранг {o.rank}</Box>}
            </Fact>
          )}
          <Fact label="Влажность">{formatNumber(o.humidity)} %</Fact>
          <Fact label="Сроки поставки">
            с {o.deliveryDateStart} по {o.deliveryDateEnd}
          </Fact>
          {o.acceptedVolume > 0 && <Fact label="Принято">{formatNumber(o.acceptedVolume)} т</Fact>}
          {o.counterOffer && (
            <Fact label="Встречное предложение">
              {formatNumber(o.counterOffer.volume)} т
              {showPrice ? ` по ${formatPrice(o.counterOffer.price)}` : ''}
              <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                {o.counterOffer.status === 'OPEN'
                  ? 'ждёт ответа фермера'
                  : o.counterOffer.status === 'ACCEPTED'
                    ? 'принято'
                    : 'не действует'}
              </Box>
            </Fact>
          )}
          {o.comment && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Fact label="Комментарий">{o.comment}</Fact>
            </Box>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        <OfferHistory entries={o.history} />
      </Paper>
      {rebinding && <RebindDialog offer={o} onClose={() => setRebinding(false)} />}
    </Box>
  );
}
