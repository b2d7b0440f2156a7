import { useState } from 'react';
import { useListParams, useRememberedFilters } from '../../../shared/list';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { ISO_DAY, isIsoDay, rangeOf, type SlotsView } from './dates';

/** The screen's state in the URL: point, day, view and the open slot card (Back closes it). */
export const SLOTS_URL_KEYS = ['regionUuid', 'locationUuid', 'date', 'view', 'slot'] as const;
/** What the next visit starts from when its URL names none (the open card is not a choice). */
const REMEMBERED = ['regionUuid', 'locationUuid', 'date', 'view'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);

/**
 * The URL state, each value checked on its own (a hand-edited one falls back to the default);
 * a visit with none gets the last choice back.
 */
export function useSlotsState() {
  const list = useListParams({ filters: SLOTS_URL_KEYS });
  useRememberedFilters('slots', REMEMBERED);
  const { toZone } = useTimeZone();
  // the screen's today is the day it opened on (a render must not read the clock)
  const [openedAt] = useState(() => Date.now());
  const f = list.filters;
  const date = isIsoDay(f.date) ? f.date : toZone(openedAt).format(ISO_DAY);
  const view: SlotsView = f.view === 'week' ? 'week' : 'day';
  return {
    regionUuid: uuidOr(f.regionUuid),
    locationUuid: uuidOr(f.locationUuid),
    date,
    view,
    ...rangeOf(date, view),
    slotUuid: uuidOr(f.slot),
    set: list.setFilters,
  };
}
