import { useController, useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from '../../../../shared/form';
import { renderOption } from '../../../../shared/ui/option-select';
import type { AuctionFormValues } from '../../lib/form-values';

interface Props {
  options: Option[];
  disabled: boolean;
  helperText?: string;
}

/** Issue 15: one or more acceptance points of the chosen territory, kept as ids. */
export function PointsField({ options, disabled, helperText }: Props) {
  const { control } = useFormContext<AuctionFormValues>();
  const { field, fieldState } = useController({ control, name: 'locationUuids' });
  const ids = field.value ?? [];
  const chosen = options.filter((o) => ids.includes(o.value));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      onChange={(_e, picked) => field.onChange(picked.map((o) => o.value))}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      disableCloseOnSelect
      disabled={disabled}
      size="small"
      noOptionsText="Нет пунктов приёмки"
      openText="Открыть"
      closeText="Закрыть"
      clearText="Очистить"
      renderOption={renderOption}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label="Пункты приёмки"
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
