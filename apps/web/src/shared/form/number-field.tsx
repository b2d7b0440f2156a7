import { useController, type FieldValues } from 'react-hook-form';
import type { Bound } from './bound';
import { NumberInput, type NumberInputProps } from './number-input';

type Props<T extends FieldValues> = Bound<T> & Omit<NumberInputProps, 'value' | 'onChange' | 'name'>;

/** A number of a react-hook-form form: empty or invalid input is null (see NumberInput). */
export function NumberField<T extends FieldValues>({ name, control, ...rest }: Props<T>) {
  const { field, fieldState } = useController<T>({ name, control });
  return (
    <NumberInput
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value as number | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
