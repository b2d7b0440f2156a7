import { useController } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DELIVERY_TYPE_LABELS, type DeliveryType } from '@kolos/domain/contracts';

interface Props {
  /** The delivery types the tender allows (AuctionWire.deliveryTypes). */
  allowed: readonly DeliveryType[];
  /** What each type means to the one filling the form, shown under the choice. */
  hints: Record<DeliveryType, string>;
}

/**
 * An offer's delivery type, under the form's `deliveryType` (issue 28 point 19). Where the tender
 * allows both it is a choice; where it allows one there is nothing to choose: the type is shown as
 * a fact (the form's defaults hold it, and the server would take it anyway).
 */
export function DeliveryTypeField({ allowed, hints }: Props) {
  const { field, fieldState } = useController<{ deliveryType?: DeliveryType | null }>({
    name: 'deliveryType',
  });
  const [only] = allowed;
  if (allowed.length === 1 && only) {
    return (
      <Box aria-label="Способ поставки">
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>Способ поставки</Box>
        <Box sx={{ fontSize: 15, fontWeight: 500 }}>
          {DELIVERY_TYPE_LABELS[only]} — единственный на этих торгах
        </Box>
        <FormHelperText sx={{ mx: 0 }}>{hints[only]}</FormHelperText>
      </Box>
    );
  }
  return (
    <FormControl error={Boolean(fieldState.error)} required>
      <FormLabel id="offer-delivery-label" sx={{ fontSize: 12, mb: 0.5 }}>
        Способ поставки
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby="offer-delivery-label"
        value={field.value ?? null}
        onChange={(_e, v: DeliveryType | null) => {
          if (v) field.onChange(v);
        }}
      >
        {allowed.map((t) => (
          <ToggleButton key={t} value={t} sx={{ px: 3 }}>
            {DELIVERY_TYPE_LABELS[t]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText>
        {fieldState.error?.message ?? (field.value ? hints[field.value] : 'Выберите способ поставки')}
      </FormHelperText>
    </FormControl>
  );
}
