import Box from '@mui/material/Box';
import type { DeliveryType } from '@kolos/domain/contracts';
import type { AuctionWire } from '@kolos/domain/trading';
import { DateField, NumberField } from '../form';

/** The offer terms every offer form asks for, in the form's context under these names. */
interface OfferTermsValues {
  volume: number | null;
  price: number | null;
  humidity: number | null;
  deliveryDateStart: string;
  deliveryDateEnd: string;
}

type AuctionLimits = Pick<
  AuctionWire,
  'minLotVolume' | 'volume' | 'humidity' | 'deliveryDateStart' | 'deliveryDateEnd'
>;

/**
 * Volume, price, humidity and the delivery dates of an offer, with the auction's limits as hints
 * and bounds: the farmer's own offer and a trader's phone deal ask the same terms the same way.
 * Laid out for a two-column grid (one column on a phone).
 */
export function OfferTermsFields({
  auction,
  deliveryType,
}: {
  auction: AuctionLimits;
  deliveryType: DeliveryType | undefined;
}) {
  return (
    <>
      <NumberField<OfferTermsValues>
        size="small"
        name="volume"
        label="Объём"
        unit="т"
        integer
        required
        helperText={`от ${auction.minLotVolume} до ${auction.volume} т`}
      />
      <NumberField<OfferTermsValues>
        size="small"
        name="price"
        label={deliveryType === 'BUYER' ? 'Цена на складе' : 'Цена'}
        unit="₽/т"
        integer
        required
      />
      <NumberField<OfferTermsValues>
        size="small"
        name="humidity"
        label="Влажность"
        unit="%"
        required
        helperText={`не более ${auction.humidity} %`}
      />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      <DateField<OfferTermsValues>
        name="deliveryDateStart"
        label="Начало поставки"
        required
        min={auction.deliveryDateStart}
        max={auction.deliveryDateEnd}
      />
      <DateField<OfferTermsValues>
        name="deliveryDateEnd"
        label="Окончание поставки"
        required
        min={auction.deliveryDateStart}
        max={auction.deliveryDateEnd}
      />
    </>
  );
}
