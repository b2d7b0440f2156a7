import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES } from '@kolos/domain/contracts';
import { usePersonalRegions } from '../../../../shared/places';
import { useContractedFarmers } from '../../api/get-contracted-farmers';
import type { ContractFormValues } from '../../lib/form-values';
import { SelectField } from '../../../../shared/form';
import { ShippingFields } from './shipping-fields';
import type { PointEditor } from './use-point-editor';

const DELIVERY_HINTS = {
  BUYER: 'FCA: забираем со склада поставщика, доставку оплачиваем мы',
  SELLER: 'CPT: поставщик сам везёт до пункта приёмки',
} as const;

/**
 * Where the grain goes and from whom: purchase territory, acceptance point (from the territory),
 * supplier and delivery type; for FCA the shipping address. Locked in edit mode (SPEC 2.11).
 */
export function RouteFields({ locked, editor }: { locked: boolean; editor: PointEditor }) {
  const { control, setValue } = useFormContext<ContractFormValues>();
  const regions = usePersonalRegions();
  const farmers = useContractedFarmers();
  const [regionUuid, deliveryType] = useWatch({ control, name: ['regionUuid', 'deliveryType'] });
  const region = regions.data?.find((r) => r.uuid === regionUuid);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SelectField<ContractFormValues>
        name="regionUuid"
        label="Территория закупки"
        options={(regions.data ?? []).map((r) => ({ value: r.uuid, label: r.name.value }))}
        loading={regions.isPending}
        disabled={locked}
        onPicked={() => setValue('aggregatorLocationUuid', '', { shouldValidate: false })}
      />
      <SelectField<ContractFormValues>
        name="aggregatorLocationUuid"
        label="Пункт приёмки"
        options={(region?.locations ?? []).map((l) => ({ value: l.uuid, label: l.name, hint: l.address }))}
        disabled={locked || !regionUuid}
        helperText={!regionUuid && !locked ? 'Сначала выберите территорию закупки' : undefined}
      />
      <SelectField<ContractFormValues>
        name="farmerCompanyUuid"
        label="Поставщик"
        options={(farmers.data ?? []).map((f) => ({
          value: f.uuid,
          label: f.name,
          hint: f.isInvalidate ? `ИНН ${f.taxCode} · не прошёл модерацию` : `ИНН ${f.taxCode}`,
          disabled: f.isInvalidate,
        }))}
        loading={farmers.isPending}
        disabled={locked}
        onPicked={() => {
          setValue('farmerLocationUuid', null);
          editor.setMode('closed');
        }}
      />
      <Controller
        control={control}
        name="deliveryType"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} disabled={locked} required>
            <FormLabel id="delivery-type-label" sx={{ fontSize: 12, mb: 0.5 }}>
              Тип доставки
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-labelledby="delivery-type-label"
              value={field.value ?? null}
              onChange={(_e, v) => {
                if (v) field.onChange(v);
              }}
              disabled={locked}
            >
              {DELIVERY_TYPES.map((t) => (
                <ToggleButton key={t} value={t} sx={{ px: 3 }}>
                  {DELIVERY_TYPE_LABELS[t]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormHelperText>
              {fieldState.error?.message ?? (deliveryType ? DELIVERY_HINTS[deliveryType] : ' ')}
            </FormHelperText>
          </FormControl>
        )}
      />
      {deliveryType === 'BUYER' && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ShippingFields creating={!locked} editor={editor} />
        </Box>
      )}
    </Box>
  );
}
