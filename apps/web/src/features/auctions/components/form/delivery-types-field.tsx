import { useController, useFormContext } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DELIVERY_TYPE_LABELS, type DeliveryType } from '@kolos/domain/contracts';
import type { AuctionFormValues } from '../../lib/form-values';

const ORDER: DeliveryType[] = ['SELLER', 'BUYER'];
const HINT =
  'CPT — поставщик везёт сам; FCA — забираем со склада поставщика, его цена сравнивается с доставкой';

/** Issue 15: the delivery types the tender allows, one or both (`deliveryTypes`). */
export function DeliveryTypesField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<AuctionFormValues>();
  const { field, fieldState } = useController({ control, name: 'deliveryTypes' });
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled} required>
      <FormLabel id="auction-delivery-label" sx={{ fontSize: 12, mb: 0.5 }}>
        Способ поставки
      </FormLabel>
      <ToggleButtonGroup
        size="small"
        color="primary"
        aria-labelledby="auction-delivery-label"
        value={field.value ?? []}
        onChange={(_e, v: DeliveryType[]) => field.onChange(ORDER.filter((t) => v.includes(t)))}
        disabled={disabled}
      >
        {ORDER.map((t) => (
          <ToggleButton key={t} value={t} sx={{ px: 3 }}>
            {DELIVERY_TYPE_LABELS[t]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText>{fieldState.error?.message ?? HINT}</FormHelperText>
    </FormControl>
  );
}
