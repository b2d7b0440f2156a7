import { useController, type FieldValues } from 'react-hook-form';
import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Bound } from './bound';

type Props<T extends FieldValues> = Bound<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'>;

/**
 * A text of a react-hook-form form (also a `select` with MenuItem children): the field's error
 * message replaces the helper text while there is one.
 */
export function TextField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  const { field, fieldState } = useController<T>({ name, control });
  return (
    <MuiTextField
      fullWidth
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
