import { useController, useFormContext } from 'react-hook-form';
import type { AuctionFormValues } from '../../lib/form-values';
import { DateTimeInput } from '../date-time-input';

interface Props {
  name: 'startAt' | 'endAt';
  label: string;
  timeLabel: string;
  disabled: boolean;
  helperText?: string;
}

/** startAt / endAt of the form, typed in the user's zone. */
export function AuctionTimeField({ name, label, timeLabel, disabled, helperText }: Props) {
  const { control } = useFormContext<AuctionFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <DateTimeInput
      name={name}
      label={label}
      timeLabel={timeLabel}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      error={fieldState.error?.message}
      hint={helperText}
    />
  );
}
