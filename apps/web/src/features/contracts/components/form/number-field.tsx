import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ContractFormValues } from '../../lib/form-values';

interface Props {
  name: FieldPath<ContractFormValues>;
  label: string;
  unit?: string;
  disabled?: boolean;
  helperText?: React.ReactNode;
  step?: number;
}

/**
 * SPEC 5: numeric inputs have a minimum of 1 and clear invalid input — what is not a number
 * becomes empty, so the required and range messages speak, not a NaN.
 */
export function NumberField({ name, label, unit, disabled, helperText, step = 1 }: Props) {
  const { control } = useFormContext<ContractFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required
          size="small"
          fullWidth
          type="number"
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(e) => {
            const n = (e.target as HTMLInputElement).valueAsNumber;
            field.onChange(e.target.value === '' || Number.isNaN(n) ? undefined : n);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: { min: 1, step },
            input: unit
              ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
}
