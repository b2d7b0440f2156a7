import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_TYPE_LABELS } from '@kolos/domain/contracts';
import { PRICES_MSG, type PriceBoardRow } from '@kolos/domain/prices';
import { pathTo } from '../../../shared/routing/paths';
import {
  Countdown,
  FactLine,
  formatNumber,
  formatPrice,
  formatTonnes,
  kopecksToRub,
  numberLabel,
  wireToDate,
} from '../../../shared/trading';

interface Props {
  row: PriceBoardRow;
  /** The farmer has no live shipping point: nothing is priced at his farm. */
  noShippingPoint: boolean;
  /** The 'AuctionsList' policy carries no hidePrice. */
  showPrice: boolean;
  /** He may make offers (Offer update, not hideActions). */
  mayOffer: boolean;
  formatTime: (d: Date) => string;
}

const Line = (props: { label: string; children: React.ReactNode }) => <FactLine width={84} {...props} />;

/** What «Сделать предложение» opens: the offer form on the tender, from the point it was priced from. */
export function offerLink(row: PriceBoardRow): string {
  const point = row.offer.farmerLocationUuid;
  return `${pathTo('Offer')}?auction=${row.offer.auctionUuid}${point ? `&point=${point}` : ''}`;
}

/**
 * One tender of «Цены» (issue 29 point 21): the price at his farm first and largest — what he
 * compares — then what it is made of (the posted price at the acceptance point, the haul from his
 * point, its distance), the purchaser and the closing time, and the one tap to offer.
 */
export function PriceCard({ row, noShippingPoint, showPrice, mayOffer, formatTime }: Props) {
  const end = wireToDate(row.endAt);
  const bases = row.deliveryTypes.map((t) => DELIVERY_TYPE_LABELS[t]).join(' / ');
  const title = `${numberLabel(row.number)}, ${row.purchaser.name}`;
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="price-card"
      aria-label={`Торги ${title}`}
      sx={{ listStyle: 'none' }}
    >
      <CardContent sx={{ pb: 1 }}>
        {showPrice && (
          <Box sx={{ mb: 1 }}>
            <Typography component="p" sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}>
              {row.netPrice === null || row.netPrice === undefined ? '—' : formatPrice(row.netPrice)}
            </Typography>
            <Typography component="p" color="text.secondary" sx={{ fontSize: 13 }}>
              {row.netPrice === null || row.netPrice === undefined
                ? noShippingPoint
                  ? PRICES_MSG.noPoint
                  : PRICES_MSG.noHaul
                : 'на вашем складе, за вычетом доставки'}
            </Typography>
          </Box>
        )}
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, mb: 0.5 }}>
          {title}
        </Typography>
        {showPrice && (
          <Line label="Цена торгов">
            {formatPrice(row.price)} на «{row.acceptancePoint.name}»
          </Line>
        )}
        {!showPrice && <Line label="Куда">«{row.acceptancePoint.name}»</Line>}
        {row.shippingPoint && (
          <Line label="Доставка">
            {showPrice && row.deliveryPrice !== null && row.deliveryPrice !== undefined
              ? `− ${formatPrice(kopecksToRub(row.deliveryPrice))}, `
              : ''}
            {formatNumber(row.distance)} км от «{row.shippingPoint.name}»
          </Line>
        )}
        <Line label="Поставка">{bases}</Line>
        <Line label="Объём">
          {formatTonnes(row.volume)}, лот от {formatTonnes(row.minLotVolume)}
        </Line>
        <Line label="До">
          {end ? formatTime(end) : row.endAt}
          {end && (
            <Stack component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
              <Countdown until={end} />
            </Stack>
          )}
        </Line>
      </CardContent>
      {mayOffer && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            component={RouterLink}
            to={offerLink(row)}
            variant="contained"
            fullWidth
            aria-label={`Сделать предложение: торги ${title}`}
            // a thumb's target on a phone (issue 29 point 12): at least 44 px tall
            sx={{ minHeight: 44 }}
          >
            Сделать предложение
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
