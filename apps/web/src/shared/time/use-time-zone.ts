import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DATE_TIME_FORMAT, TIME_ZONES, type TimeZoneId } from '@kolos/domain';
import { dayjs } from './dayjs';
import { getTimeZone, saveZone, setTimeZone, subscribeTimeZone } from './time-zone-store';
import { readSavedZone } from './time-zone-storage';

export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

export interface TimeZoneApi {
  /** The IANA id of the user's zone (one of TIME_ZONES). */
  timeZone: TimeZoneId;
  /** Its Russian label, e.g. 'Москва'. */
  label: string;
  setTimeZone: (zone: TimeZoneId) => void;
  /** A moment in the user's zone. */
  toZone: (value: DateInput) => dayjs.Dayjs;
  /** Formats a moment in the user's zone (default DD.MM.YYYY HH:mm); '' for empty input. */
  format: (value: DateInput, pattern?: string) => string;
}

/** The zone chosen in the header clock (SPEC 2.15, 9); use it to show every date-time. */
export function useTimeZone(): TimeZoneApi {
  const timeZone = useSyncExternalStore(subscribeTimeZone, getTimeZone, getTimeZone);
  // SPEC 9: the guessed zone is saved — once, when a screen showing times opens; not again when
  // sign-out clears it while the screen is still up.
  useEffect(() => {
    if (readSavedZone() === null) saveZone(getTimeZone());
  }, []);
  const toZone = useCallback((value: DateInput) => dayjs(value ?? undefined).tz(timeZone), [timeZone]);
  const format = useCallback(
    (value: DateInput, pattern: string = DATE_TIME_FORMAT) => {
      if (value === null || value === undefined || value === '') return '';
      const moment = dayjs(value);
      return moment.isValid() ? moment.tz(timeZone).format(pattern) : '';
    },
    [timeZone],
  );
  const label = TIME_ZONES.find((z) => z.id === timeZone)?.label ?? timeZone;
  return { timeZone, label, setTimeZone, toZone, format };
}
