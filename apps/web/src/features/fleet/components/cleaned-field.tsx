import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  /** What is kept of each keystroke (SPEC 5: a plate's capitals, a name's letters). */
  clean: (value: string) => string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A text of the fleet's forms cleaned as it is typed, the field's error under it. */
export function CleanedField<T extends FieldValues>({ control, name, clean, helperText, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | null) ?? ''}
      onChange={(e) => field.onChange(clean(e.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
