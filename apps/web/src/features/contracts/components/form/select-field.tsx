import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { OptionSelect, type Option } from '../../../../shared/ui/option-select';
import type { ContractFormValues } from '../../lib/form-values';

interface Props {
  name: FieldPath<ContractFormValues>;
  label: string;
  options: Option[];
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
  /** Also runs when the user picks: clears what depended on the old choice. */
  onPicked?: (value: string | null) => void;
}

/** A required choice of the contract form, bound to react-hook-form. */
export function SelectField({ name, label, options, disabled, loading, helperText, onPicked }: Props) {
  const { control } = useFormContext<ContractFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionSelect
          name={field.name}
          label={label}
          required
          options={options}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(v) => {
            field.onChange(v ?? '');
            onPicked?.(v);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          loading={loading}
          error={fieldState.error?.message}
          helperText={helperText}
        />
      )}
    />
  );
}
