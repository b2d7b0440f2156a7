import { useController, useFormContext } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { DeliveryType } from '@kolos/domain/contracts';
import { TRADING_MSG } from '@kolos/domain/trading';
import type { AuctionFormValues } from '../../lib/form-values';

/**
 * Issue 29 point 2: each type a checkbox that says what it means — a toggle group with both
 * pressed read as a choice of one, and a click on «CPT» removed CPT.
 */
const TYPES: { type: DeliveryType; label: string }[] = [
  { type: 'SELLER', label: 'CPT (доставка покупателю)' },
  { type: 'BUYER', label: 'FCA (самовывоз)' },
];
const HINT = 'Отметьте один или оба: CPT — поставщик везёт сам; FCA — забираем с его склада';
const RUNNING_HINT = 'Торги идут: способ поставки можно добавить, но не убрать';

/**
 * The delivery types the tender allows (`deliveryTypes`). `kept` are the types of a running
 * tender: they stay checked and cannot be cleared (the server refuses a narrowing, 409).
 */
export function DeliveryTypesField({
  disabled,
  kept,
}: {
  disabled: boolean;
  kept?: readonly DeliveryType[];
}) {
  const { control } = useFormContext<AuctionFormValues>();
  const { field, fieldState } = useController({ control, name: 'deliveryTypes' });
  const value = field.value ?? [];
  // said at once when the last box is cleared, not only on submit (the schema checks it then too)
  const error =
    fieldState.error?.message ?? (value.length === 0 ? TRADING_MSG.deliveryTypesRequired : undefined);
  const toggle = (type: DeliveryType, on: boolean) => {
    const next = on ? [...value, type] : value.filter((t) => t !== type);
    field.onChange(TYPES.map((t) => t.type).filter((t) => next.includes(t)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} required>
      <FormLabel component="legend" sx={{ fontSize: 12, mb: 0.5 }}>
        Способ поставки
      </FormLabel>
      <FormGroup row>
        {TYPES.map(({ type, label }) => (
          <FormControlLabel
            key={type}
            label={label}
            control={
              <Checkbox
                checked={value.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                onBlur={field.onBlur}
                disabled={disabled || kept?.includes(type)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? (kept ? RUNNING_HINT : HINT)}</FormHelperText>
    </FormControl>
  );
}
