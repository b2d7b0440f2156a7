import { forwardRef, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import { IMask, IMaskInput } from 'react-imask';

interface MaskedProps {
  name?: string;
  onChange: (event: { target: { name?: string; value: string } }) => void;
}

/** 24-hour 'ЧЧ:ММ' whatever the browser's locale: the native time input shows AM/PM in some. */
const TimeMask = forwardRef<HTMLInputElement, MaskedProps>(function TimeMask({ onChange, ...other }, ref) {
  return (
    <IMaskInput
      {...other}
      mask="HH:MM"
      blocks={{
        HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
        MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
      }}
      placeholder="ЧЧ:ММ"
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  error?: string | undefined;
}

/** Opening and closing times typed as ЧЧ:ММ. */
export function TimeField({ label, name, value, onChange, onBlur, inputRef, disabled, error }: Props) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        input: { inputComponent: TimeMask as never },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}
