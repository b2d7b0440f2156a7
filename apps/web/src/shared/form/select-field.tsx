import { useController, type FieldValues } from 'react-hook-form';
import { OptionSelect, type Option } from '../ui/option-select';
import type { Bound } from './bound';

type Props<T extends FieldValues> = Bound<T> & {
  label: string;
  options: Option[];
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  /** What the field holds when nothing is chosen: '' (a required id says 'Заполните поле') or null. */
  empty?: '' | null;
  /** Also runs when the user picks: clears what depended on the old choice. */
  onPicked?: (value: string | null) => void;
};

/** A choice from a list (type to search) of a react-hook-form form, kept by id. */
export function SelectField<T extends FieldValues>({
  name,
  control,
  required = true,
  empty = '',
  onPicked,
  ...rest
}: Props<T>) {
  const { field, fieldState } = useController<T>({ name, control });
  return (
    <OptionSelect
      {...rest}
      name={field.name}
      required={required}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(v) => {
        field.onChange(v ?? empty);
        onPicked?.(v);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
