import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  /** Whole numbers only (posts). */
  integer?: boolean;
};

/** A numeric input whose empty state is null, so the form says 'Заполните поле' rather than 0. */
export function NumberField({ value, onChange, error, integer, slotProps, ...rest }: Props) {
  const [text, setText] = useState(value == null ? '' : String(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value == null ? '' : String(value));
  }
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        const raw = e.target.value.replace(',', '.').trim();
        const parsed = raw === '' ? null : Number(raw);
        const next = parsed === null || Number.isNaN(parsed) ? null : parsed;
        setText(e.target.value);
        setSeen(next);
        onChange(next);
      }}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
      fullWidth
    />
  );
}
