import { useState, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { digitsOnly } from '@kolos/domain/prepayment';

interface Props {
  label: string;
  value: string;
  onApply: (value: string) => void;
}

/** SPEC 5: the request number keeps digits only; it applies on Enter or when the field is left. */
export function DigitsField({ label, value, onApply }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // the URL changed under us (Back, 'Сбросить'): show what the list is really filtered by
    setSeen(value);
    setText(value);
  }
  const apply = () => {
    if (text !== value) onApply(text);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(digitsOnly(e.target.value))}
      onBlur={apply}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && apply()}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 150 }}
    />
  );
}
