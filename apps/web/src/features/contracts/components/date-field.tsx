import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT } from '@kolos/domain';
import { dayjs } from '../../../shared/time/dayjs';

interface Props {
  label: string;
  /** DD.MM.YYYY (SPEC 9), or empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** The earliest day that may be chosen, DD.MM.YYYY. */
  min?: string | null | undefined;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
  name?: string;
}

const parse = (value: string | null | undefined) => (value ? dayjs(value, DATE_FORMAT, true) : null);

/** A delivery day as DD.MM.YYYY: a calendar day with no time and no time zone to shift it. */
export function DateField({ label, value, onChange, min, disabled, required, error, onBlur, name }: Props) {
  const minDate = parse(min);
  return (
    <DatePicker
      label={label}
      value={parse(value)}
      format={DATE_FORMAT}
      minDate={minDate?.isValid() ? minDate : undefined}
      disabled={disabled}
      onChange={(v) => onChange(v && v.isValid() ? v.format(DATE_FORMAT) : null)}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          required,
          name,
          onBlur,
          error: Boolean(error),
          helperText: error,
        },
        field: { clearable: true },
      }}
    />
  );
}
