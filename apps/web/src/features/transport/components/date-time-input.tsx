import { useState } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DATE_TIME_FORMAT } from '@kolos/domain';
import { useEnterAtStart } from '../../../shared/form';
import { dayjs } from '../../../shared/time/dayjs';

type Moment = dayjs.Dayjs;

interface Props {
  label: string;
  /** Unix seconds, or null when empty. */
  value: number | null;
  /** A whole valid date-time, or null when the field is cleared or holds none. */
  onChange: (value: number | null) => void;
  /** The user's zone (the header clock): the field shows and reads its wall clock. */
  timeZone: string;
  error?: string | null | undefined;
}

const momentOf = (value: number | null, timeZone: string): Moment | null =>
  value === null ? null : dayjs.unix(value).tz(timeZone);

/**
 * A date-time typed or picked, DD.MM.YYYY HH:mm (SPEC 9) on the user's clock. What is being
 * typed stays as typed; the caller hears of whole values only, and its own changes (a start that
 * moves the end) replace what the field shows. The entering click starts the typing at the day.
 */
export function DateTimeInput({ label, value, onChange, timeZone, error }: Props) {
  const [draft, setDraft] = useState<Moment | null>(() => momentOf(value, timeZone));
  const [seen, setSeen] = useState<number | null>(value);
  const [seenZone, setSeenZone] = useState(timeZone);
  const enter = useEnterAtStart();
  if (value !== seen || timeZone !== seenZone) {
    setSeen(value);
    setSeenZone(timeZone);
    const shown = draft?.isValid() ? draft.unix() : null;
    if (value !== shown || timeZone !== seenZone) setDraft(momentOf(value, timeZone));
  }
  return (
    <div {...enter.wrapper}>
      <DateTimePicker
        label={label}
        value={draft}
        timezone={timeZone}
        format={DATE_TIME_FORMAT}
        ampm={false}
        {...enter.sections}
        onChange={(next) => {
          setDraft(next);
          const seconds = next?.isValid() ? next.unix() : null;
          if (seconds !== value) onChange(seconds);
        }}
        slotProps={{
          textField: {
            size: 'small',
            fullWidth: true,
            required: true,
            error: Boolean(error) || undefined,
            helperText: error ?? undefined,
          },
          field: { clearable: true },
        }}
      />
    </div>
  );
}
