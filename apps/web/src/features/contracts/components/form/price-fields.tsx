import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { CONTRACT_MSG, INDICATIVE_WINDOW_DAYS, priceAtPlant } from '@kolos/domain/contracts';
import { kopecksToRoubles, tariffTypeLabel } from '@kolos/domain/tariffs';
import { useIndicativePrices } from '../../api/get-indicative-prices';
import { deliveryPriceQuery } from '../../../../shared/places';
import { formatNumber } from '../../lib/format';
import type { ContractFormValues } from '../../lib/form-values';
import { NumberField } from '../../../../shared/form';
import { ReadOnlyField } from './read-only-field';

/**
 * Price ₽/t with the indicative price beside it, the delivery price and the price at the plant
 * (SPEC 2.11). The delivery price is asked of the server only for FCA with both points chosen;
 * the server works it out again on save.
 */
export function PriceFields() {
  const { control } = useFormContext<ContractFormValues>();
  const [deliveryType, price, from, to, productUuid] = useWatch({
    control,
    name: ['deliveryType', 'price', 'farmerLocationUuid', 'aggregatorLocationUuid', 'productUuid'],
  });
  const fca = deliveryType === 'BUYER';
  const haul = fca && from && to ? { from, to } : null;
  // a haul without a tariff (409) shows under the field at once, not after retries
  const delivery = useQuery({
    ...deliveryPriceQuery(haul?.from ?? '', haul?.to ?? ''),
    enabled: haul !== null,
    retry: false,
  });
  const indicative = useIndicativePrices(
    { productUuid: productUuid || undefined, aggregatorLocationUuid: to || undefined },
    Boolean(productUuid && to),
  );
  const indicativePrice = productUuid && to ? indicative.data?.[0]?.price : undefined;
  // nothing to show until the delivery type is chosen; CPT adds no delivery
  const kopecks = fca ? delivery.data?.price : deliveryType ? 0 : undefined;
  const typed = typeof price === 'number' ? price : null;
  const plant = typed !== null && kopecks !== undefined ? priceAtPlant(typed, kopecks) : null;

  const deliveryExplain = !fca
    ? 'При CPT поставщик сам доставляет зерно до пункта приёмки: доставка в цену не добавляется'
    : delivery.data
      ? `Доставка 1 т от точки отгрузки до пункта приёмки: ${formatNumber(delivery.data.distance)} км, тариф ${tariffTypeLabel(delivery.data.tariffType)}`
      : 'Считается по тарифу, когда выбраны точка отгрузки и пункт приёмки';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
      <NumberField<ContractFormValues>
        name="price"
        required
        size="small"
        label={fca ? 'Цена FCA' : 'Цена'}
        unit="₽/т"
        helperText={
          productUuid && to
            ? indicativePrice !== undefined
              ? `Индикатив: ${formatNumber(indicativePrice)} ₽/т на заводе за ${INDICATIVE_WINDOW_DAYS} дней`
              : `Индикатива нет: подтверждённых сделок за ${INDICATIVE_WINDOW_DAYS} дней нет`
            : undefined
        }
      />
      <ReadOnlyField
        label="Стоимость доставки"
        unit="₽/т"
        value={kopecks === undefined ? '' : formatNumber(kopecksToRoubles(kopecks))}
        explain={deliveryExplain}
        error={fca && delivery.isError ? delivery.error.message || CONTRACT_MSG.noDeliveryPrice : undefined}
      />
      <ReadOnlyField
        label="Цена на заводе с доставкой"
        unit="₽/т"
        value={formatNumber(plant)}
        explain="Цена плюс стоимость доставки, округлённая до рубля"
      />
      <Controller
        control={control}
        name="withoutIndication"
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
            }
            label={CONTRACT_MSG.withoutIndication}
          />
        )}
      />
    </Box>
  );
}
