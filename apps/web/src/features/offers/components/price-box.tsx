import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { DeliveryType } from '@kolos/domain/contracts';
import { formatNumber, formatPrice } from '../../../shared/trading';
import { farmPricing } from '../lib/farm-price';

interface Props {
  deliveryType: DeliveryType | undefined;
  price: number | null | undefined;
  /** Kopecks per tonne; null while unknown. */
  deliveryPrice: number | null;
  distance: number | null;
  /** The acceptance point the haul is priced to (the cheapest of the auction's), when known. */
  acceptanceName?: string | null;
  /** ₽/t, the purchaser's area premium for his district and the crop: shown, not in the rank. */
  premium?: number | null;
  /** The server is pricing the haul. */
  pending?: boolean;
  /** A shipping point is chosen: a haul the server could not price is then priced when the offer is sent. */
  pointChosen: boolean;
  auctionPrice: number | undefined;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  // label and value share a line while they fit, else the value goes under the label, right-aligned
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.25, fontWeight: strong ? 700 : 400 }}>
      <Box component="span" sx={{ flex: '1 1 150px' }}>
        {label}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap', ml: 'auto' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * What the farmer's price comes to (issue 15): under FCA his price is the price at his farm, the
 * haul is the purchaser's and is added to it — that sum, the price at the acceptance point, is what
 * the offers are ranked by; the auction's price is shown as it comes out at his farm. The haul is
 * the server's (the cheapest to any of the auction's points), quoted by it as the form is filled.
 */
export function PriceBox({
  deliveryType,
  price,
  deliveryPrice,
  distance,
  acceptanceName = null,
  premium = null,
  pending = false,
  pointChosen,
  auctionPrice,
}: Props) {
  if (!deliveryType) return null;
  const fca = deliveryType === 'BUYER';
  const p = farmPricing({ deliveryType, price: price ?? 0, deliveryPrice, auctionPrice });
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50', fontSize: 14 }} aria-label="Расчёт цены">
      {fca ? (
        <>
          <Row label="Ваша цена на складе (FCA)" value={price ? formatPrice(price) : '—'} />
          <Row
            label={`Доставка до пункта приёмки${acceptanceName ? ` «${acceptanceName}»` : ''}${distance !== null ? `, ${formatNumber(distance)} км` : ''}`}
            value={
              p.delivery !== null
                ? `+ ${formatPrice(p.delivery)}`
                : !pointChosen
                  ? 'выберите точку отгрузки'
                  : pending
                    ? 'рассчитываем…'
                    : 'рассчитается при отправке'
            }
          />
          <Row
            label="Цена на пункте приёмки"
            value={
              price && p.delivery !== null
                ? formatPrice(p.landed)
                : `${price ? formatPrice(price) : '—'} + доставка`
            }
            strong
          />
          <Box sx={{ fontSize: 12.5, color: 'text.secondary', mb: 0.5 }}>
            По этой цене ваше предложение сравнивают с другими
          </Box>
          {p.auctionAtFarm !== null && (
            <Row label="Цена торгов в пересчёте на ваш склад" value={formatPrice(p.auctionAtFarm)} />
          )}
        </>
      ) : (
        <>
          <Row
            label="Ваша цена с доставкой до пункта приёмки (CPT)"
            value={price ? formatPrice(price) : '—'}
            strong
          />
          {auctionPrice !== undefined && (
            <Row label="Цена торгов на пункте приёмки" value={formatPrice(auctionPrice)} />
          )}
        </>
      )}
      {premium !== null && <Row label="Премия района (не входит в сравнение)" value={formatPrice(premium)} />}
    </Paper>
  );
}
