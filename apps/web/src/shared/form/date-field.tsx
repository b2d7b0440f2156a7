import { useController, type FieldValues } from 'react-hook-form';
import type { Bound } from './bound';
import { DateInput, type DateInputProps } from './date-input';

type Props<T extends FieldValues> = Bound<T> &
  Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
    /** Also runs when a whole day is chosen or the field cleared (e.g. to re-check the end date). */
    onPicked?: (value: string | null) => void;
  };

/** A day of a react-hook-form form, DD.MM.YYYY; cleared is '' (a required day says 'Заполните поле'). */
export function DateField<T extends FieldValues>({ name, control, onPicked, ...rest }: Props<T>) {
  const { field, fieldState } = useController<T>({ name, control });
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={field.value as string | null | undefined}
      onChange={(v) => {
        field.onChange(v ?? '');
        onPicked?.(v);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
