import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

interface Props<T extends string> {
  /** The group's name for a screen reader ('Статус торгов'). */
  label: string;
  options: readonly T[];
  /** A chip's text. */
  textOf: (value: T) => string;
  /** The chosen values as the URL holds them, in the order they were chosen. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** A filter of several values at once (a list's statuses): a chip each, pressed while chosen. */
export function FilterChips<T extends string>({ label, options, textOf, chosen, onChange }: Props<T>) {
  const on = new Set(chosen);
  const toggle = (value: T) =>
    onChange(on.has(value) ? chosen.filter((c) => c !== value) : [...chosen, value]);
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {options.map((value) => (
        <Chip
          key={value}
          label={textOf(value)}
          clickable
          color={on.has(value) ? 'primary' : 'default'}
          variant={on.has(value) ? 'filled' : 'outlined'}
          aria-pressed={on.has(value)}
          onClick={() => toggle(value)}
        />
      ))}
    </Box>
  );
}
