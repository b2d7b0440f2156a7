import { useState, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { digitsOnly } from '@kolos/domain/prepayment';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback';

interface Props {
  label: string;
  value: string;
  onApply: (value: string) => void;
}

/**
 * SPEC 5: the request number keeps digits only. It applies as the user types, once he pauses, and
 * at once on Enter or when the field is left.
 */
export function DigitsField({ label, value, onApply }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // the URL changed under us (Back, 'Сбросить'): show what the list is really filtered by
    setSeen(value);
    setText(value);
  }
  const debounced = useDebouncedCallback((next: string) => {
    if (next !== value) onApply(next);
  });
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => {
        const next = digitsOnly(e.target.value);
        setText(next);
        debounced.schedule(next);
      }}
      onBlur={debounced.flush}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && debounced.flush()}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 150 }}
    />
  );
}
