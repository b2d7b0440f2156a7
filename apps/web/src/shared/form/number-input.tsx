import { useState, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseDecimal } from '@kolos/domain';

export type NumberInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  /** Whole numbers only (posts): the phone keyboard without a separator. */
  integer?: boolean;
  /** '%', 'т', '₽/т' after the number. */
  unit?: ReactNode;
};

/**
 * A number typed by hand, read by the one rule for comma and dot (`parseDecimal`). What is typed
 * stays as typed ('12,' on the way to '12,5'); the form hears a number, or null for empty or
 * invalid input — SPEC 5 'clear invalid input' — so it says 'Заполните поле' rather than 0 or NaN.
 */
export function NumberInput({ value, onChange, error, integer, unit, slotProps, ...rest }: NumberInputProps) {
  const [text, setText] = useState(value == null ? '' : String(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // the form changed it (reset, a loaded record): show the new value
    setSeen(value);
    setText(value == null ? '' : String(value));
  }
  return (
    <TextField
      fullWidth
      {...rest}
      value={text}
      onChange={(e) => {
        const next = parseDecimal(e.target.value);
        setText(e.target.value);
        setSeen(next);
        onChange(next);
      }}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: integer ? 'numeric' : 'decimal' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
