import Box from '@mui/material/Box';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { tariffTypeLabel } from '@kolos/domain/tariffs';
import type { OfferWire } from '@kolos/domain/trading';
import { HoverTooltip } from '../ui/hover-tooltip';
import { formatNumber, formatPrice, kopecksToRub } from './format';

/** The make-up of an offer's landed price: delivery price, distance, tariff, premium. */
export function landedBreakdown(o: OfferWire): string[] {
  const lines = [`Цена фермера: ${formatPrice(o.price)}`];
  if (o.deliveryType === 'BUYER') {
    lines.push(
      `Доставка: ${o.deliveryPrice == null ? 'не рассчитана' : formatPrice(kopecksToRub(o.deliveryPrice))}`,
      `Расстояние: ${o.distance == null ? '—' : `${formatNumber(o.distance)} км`}${o.acceptanceLocation ? `, пункт: ${o.acceptanceLocation.name}` : ''}`,
      `Тариф: ${o.tariffType ? tariffTypeLabel(o.tariffType) : '—'}`,
    );
  } else {
    lines.push('Доставка: за счёт фермера (CPT)');
  }
  lines.push(`Премия района: ${o.premium == null ? 'нет' : formatPrice(o.premium)}`);
  return lines;
}

/** Issue 15: the landed price with its make-up in a tooltip. */
export function LandedPrice({ offer }: { offer: OfferWire }) {
  if (offer.landedPrice === undefined) return <>—</>;
  return (
    <HoverTooltip
      title={
        <Box sx={{ whiteSpace: 'pre-line' }} component="span">
          {landedBreakdown(offer).join('\n')}
        </Box>
      }
    >
      <Box
        component="span"
        tabIndex={0}
        aria-label={`Состав цены на пункте приёмки: ${formatNumber(offer.landedPrice)} ₽/т`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, cursor: 'help', fontWeight: 600 }}
      >
        {formatNumber(offer.landedPrice)}
        <InfoOutlined sx={{ fontSize: 16, color: 'text.secondary' }} />
      </Box>
    </HoverTooltip>
  );
}
