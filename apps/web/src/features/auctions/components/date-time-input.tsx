import { useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { DateInput } from '../../../shared/form';
import { TimeField } from '../../../shared/shipping-point/time-field';

interface Props {
  label: string;
  /** The time half's own label ('Время начала'): two moments on one form stay apart. */
  timeLabel: string;
  /** 'DD.MM.YYYY HH:mm' in the user's zone, or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Said under the field while there is no error. */
  hint?: string | undefined;
  disabled?: boolean;
  /** The earliest day that may be chosen, DD.MM.YYYY. */
  minDay?: string;
  name: string;
}

const split = (value: string): [string, string] => {
  const [day = '', time = ''] = value.split(' ');
  return [day, time];
};

/**
 * A moment typed as a day and a 24-hour time in the user's zone (issue 15: start and end of an
 * auction); the caller gets 'DD.MM.YYYY HH:mm' once both halves are whole, '' while one is not.
 */
export function DateTimeInput({
  label,
  timeLabel,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  minDay,
  name,
}: Props) {
  const [given, setGiven] = useState(value);
  const [parts, setParts] = useState(() => split(value));
  if (value !== given) {
    setGiven(value);
    if (value) setParts(split(value));
  }
  const change = (day: string, time: string) => {
    setParts([day, time]);
    const whole = day && /^\d{2}:\d{2}$/.test(time) ? `${day} ${time}` : '';
    setGiven(whole);
    onChange(whole);
  };
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: 1 }}>
        <DateInput
          label={label}
          name={`${name}.day`}
          value={parts[0]}
          min={minDay}
          disabled={disabled}
          error={error ? ' ' : undefined}
          onChange={(day) => change(day ?? '', parts[1])}
        />
        <Box sx={{ '& .MuiInputBase-root': { height: 40 }, '& input': { py: 1 } }}>
          <TimeField
            label={timeLabel}
            name={`${name}.time`}
            value={parts[1]}
            disabled={disabled}
            error={error ? ' ' : undefined}
            onChange={(time) => change(parts[0], time)}
            onBlur={() => onBlur?.()}
          />
        </Box>
      </Box>
      {error?.trim() ? (
        <FormHelperText error>{error}</FormHelperText>
      ) : (
        hint && <FormHelperText>{hint}</FormHelperText>
      )}
    </Box>
  );
}
