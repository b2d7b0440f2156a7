import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { formatCoordinate } from '@kolos/domain/locations';

interface Props {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
}

const show = (v: number | null | undefined) => (typeof v === 'number' ? formatCoordinate(v) : '');

/** A coordinate shown to 4 decimals (SPEC 9) that can be typed by hand, with ',' or '.'. */
export function CoordinateField({ label, value, onChange, onBlur, error, disabled, name }: Props) {
  const [text, setText] = useState(show(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Set from the map: show the new value as the form shows coordinates.
    setSeen(value);
    setText(show(value));
  }
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      disabled={disabled}
      onChange={(e) => {
        const raw = e.target.value.replace(',', '.').trim();
        const parsed = raw === '' || raw === '-' ? null : Number(raw);
        const next = parsed === null || Number.isNaN(parsed) ? null : parsed;
        setText(e.target.value);
        setSeen(next);
        onChange(next);
      }}
      onBlur={() => {
        setText(show(value));
        onBlur?.();
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      fullWidth
    />
  );
}
