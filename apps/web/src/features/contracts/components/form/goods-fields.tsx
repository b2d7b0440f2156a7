import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { dailyVolume } from '@kolos/domain/contracts';
import { useCultures } from '../../../../shared/reference';
import { formatNumber } from '../../lib/format';
import type { ContractFormValues } from '../../lib/form-values';
import { DateField, NumberField, SelectField } from '../../../../shared/form';
import { ReadOnlyField } from './read-only-field';

/** Crop, humidity, volume with its daily volume, and the delivery days (SPEC 2.11, 5). */
export function GoodsFields({ locked }: { locked: boolean }) {
  const { control, trigger } = useFormContext<ContractFormValues>();
  const cultures = useCultures();
  const [quantity, startDate, endDate] = useWatch({ control, name: ['quantity', 'startDate', 'endDate'] });
  const daily = dailyVolume(quantity, startDate, endDate);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SelectField<ContractFormValues>
        name="productUuid"
        label="Культура"
        options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
        loading={cultures.isPending}
        disabled={locked}
      />
      <NumberField<ContractFormValues> name="humidity" label="Влажность" unit="%" required size="small" />
      <NumberField<ContractFormValues> name="quantity" label="Общий объём" unit="т" required size="small" />
      <ReadOnlyField
        label="Объём в сутки"
        unit="т"
        value={formatNumber(daily)}
        explain="Общий объём, делённый на число дней поставки, включая первый и последний, с округлением до целого"
      />
      <DateField<ContractFormValues>
        name="startDate"
        label="Первый день поставки"
        required
        // the end is checked against the new start at once
        onPicked={() => {
          if (endDate) void trigger('endDate');
        }}
      />
      <DateField<ContractFormValues>
        name="endDate"
        label="Последний день поставки"
        required
        min={startDate}
        // SPEC 5: disabled until the start is set
        disabled={!startDate}
      />
    </Box>
  );
}
