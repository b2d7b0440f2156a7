import { useState } from 'react';
import { defaultTransportWindow, TRANSPORT_PAGE_SIZE, transportWindowRefusal } from '@kolos/domain/transport';
import { useListParams, useRememberedFilters } from '../../../shared/list';
import { dayjs } from '../../../shared/time/dayjs';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import type { DistributionsRequest } from '../api/keys';
import { patchForEnd, patchForStart, readWindowEnd } from './window-url';

/** The filter of SPEC 2.13 in the URL, so reload and Back keep it, and remembered for the next visit. */
export const TRANSPORT_URL_KEYS = ['regionUuid', 'locationUuid', 'start', 'end'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);

/**
 * Territory, point and window (Unix seconds) from the URL; the default window is today 15:00 to
 * tomorrow 15:00 in the user's zone (SPEC 9). `request` is null until all four are valid.
 */
export function useTransportFilter() {
  const list = useListParams({ filters: TRANSPORT_URL_KEYS, defaultSize: TRANSPORT_PAGE_SIZE });
  useRememberedFilters('transport', TRANSPORT_URL_KEYS);
  const { timeZone } = useTimeZone();
  // the screen's today is the day it opened on (a render must not read the clock)
  const [openedAt] = useState(() => Date.now());
  const fallback = defaultTransportWindow(new Date(openedAt), dayjs(openedAt).tz(timeZone).utcOffset());
  const f = list.filters;
  const regionUuid = uuidOr(f.regionUuid);
  const locationUuid = regionUuid ? uuidOr(f.locationUuid) : undefined;
  const start = readWindowEnd(f.start, fallback.start);
  const end = readWindowEnd(f.end, fallback.end);
  const refusal = transportWindowRefusal(start, end);
  const request: DistributionsRequest | null =
    locationUuid && start !== null && end !== null && refusal === null
      ? { location: locationUuid, start, end, timeZone, offset: list.page * TRANSPORT_PAGE_SIZE }
      : null;
  return {
    regionUuid,
    locationUuid,
    start,
    end,
    timeZone,
    refusal,
    request,
    page: list.page,
    setPage: list.setPage,
    setPlace: (patch: { regionUuid?: string | undefined; locationUuid?: string | undefined }) =>
      list.setFilters(patch),
    setStart: (value: number | null) => list.setFilters(patchForStart(value, end)),
    setEnd: (value: number | null) => list.setFilters(patchForEnd(start, value)),
  };
}
