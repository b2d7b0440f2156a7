import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { dailyVolume } from '@kolos/domain/contracts';
import { useCultures } from '../../../../shared/reference';
import { formatNumber } from '../../lib/format';
import type { ContractFormValues } from '../../lib/form-values';
import { DateField } from '../../../../shared/ui/date-field';
import { NumberField } from './number-field';
import { ReadOnlyField } from './read-only-field';
import { SelectField } from './select-field';

/** Crop, humidity, volume with its daily volume, and the delivery days (SPEC 2.11, 5). */
export function GoodsFields({ locked }: { locked: boolean }) {
  const { control, trigger } = useFormContext<ContractFormValues>();
  const cultures = useCultures();
  const [quantity, startDate, endDate] = useWatch({ control, name: ['quantity', 'startDate', 'endDate'] });
  const daily = dailyVolume(quantity, startDate, endDate);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SelectField
        name="productUuid"
        label="Культура"
        options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
        loading={cultures.isPending}
        disabled={locked}
      />
      <NumberField name="humidity" label="Влажность" unit="%" step={0.1} />
      <NumberField name="quantity" label="Общий объём" unit="т" />
      <ReadOnlyField
        label="Объём в сутки"
        unit="т"
        value={formatNumber(daily)}
        explain="Общий объём, делённый на число дней поставки, включая первый и последний, с округлением до целого"
      />
      <Controller
        control={control}
        name="startDate"
        render={({ field, fieldState }) => (
          <DateField
            label="Первый день поставки"
            required
            name={field.name}
            value={field.value}
            onChange={(v) => {
              field.onChange(v ?? '');
              // the end is checked against the new start at once
              if (endDate) void trigger('endDate');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="endDate"
        render={({ field, fieldState }) => (
          <DateField
            label="Последний день поставки"
            required
            name={field.name}
            value={field.value}
            min={startDate}
            // SPEC 5: disabled until the start is set
            disabled={!startDate}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </Box>
  );
}
