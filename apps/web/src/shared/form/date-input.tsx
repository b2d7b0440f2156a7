import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT } from '@kolos/domain';
import { dayjs } from '../time/dayjs';
import { useEnterAtStart } from './use-enter-at-start';

export interface DateInputProps {
  label: string;
  /** The day in `format`, or empty. */
  value: string | null | undefined;
  /** A whole, valid day in `format`, or null when the field is cleared or holds no whole day. */
  onChange: (value: string | null) => void;
  /** How the value travels: DD.MM.YYYY (SPEC 9) unless a caller keeps days otherwise (a URL). */
  format?: string;
  /** The earliest and latest days that may be chosen, in `format`. */
  min?: string | null | undefined;
  max?: string | null | undefined;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
  name?: string;
  /** A fixed width for a row of filters; otherwise the field fills its column. */
  width?: number;
}

type Day = dayjs.Dayjs;

const parse = (value: string | null | undefined, format: string): Day | null => {
  const day = value ? dayjs(value, format, true) : null;
  return day?.isValid() ? day : null;
};

/**
 * The product's one date field: a day typed (digits, the dots come by themselves), pasted or
 * picked in the calendar, shown DD.MM.YYYY; the click that enters the field starts the typing at the
 * day, empty or filled (issue 29 point 9). What is typed stays in the field as typed; the
 * caller hears only of whole, valid days within the bounds (and of clearing): a day still being
 * typed — '15.03.2', which the picker reads as the year 2 — applies nothing and never comes back
 * from the caller to restart the typing (issue 13).
 */
export function DateInput({
  label,
  value,
  onChange,
  format = DATE_FORMAT,
  min,
  max,
  disabled,
  required,
  error,
  onBlur,
  name,
  width,
}: DateInputProps) {
  const given = value || null;
  // What the field shows, and the last value it reported: the caller's value replaces what is
  // typed only when the caller changes it otherwise (a reset, another filter, a loaded form).
  const [draft, setDraft] = useState<Day | null>(() => parse(given, format));
  const [reported, setReported] = useState<string | null>(given);
  const [seen, setSeen] = useState<string | null>(given);
  const enter = useEnterAtStart();
  if (given !== seen) {
    setSeen(given);
    if (given !== reported) {
      setReported(given);
      setDraft(parse(given, format));
    }
  }
  const report = (next: string | null) => {
    setReported(next);
    if (next !== reported) onChange(next);
  };
  const minDate = parse(min, format);
  const maxDate = parse(max, format);
  return (
    <div {...enter.wrapper}>
      <DatePicker
        label={label}
        value={draft}
        format={DATE_FORMAT}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        disabled={disabled}
        {...enter.sections}
        onChange={(day, context) => {
          setDraft(day);
          if (day === null) report(null);
          else report(day.isValid() && context.validationError === null ? day.format(format) : null);
        }}
        slotProps={{
          textField: {
            size: 'small',
            fullWidth: width === undefined,
            sx: width === undefined ? undefined : { width },
            required,
            name,
            onBlur,
            error: Boolean(error) || undefined,
            helperText: error,
          },
          field: { clearable: true },
        }}
      />
    </div>
  );
}
