import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SlotWire } from '@kolos/domain/queue';
import { RegionPointFilters } from '../../../shared/trading';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useLocationSlots } from '../api/slots-api';
import { pointDay } from '../lib/dates';
import { useSlotsState } from '../lib/use-slots-state';
import { CheckInByCode } from './check-in-by-code';
import { DayNav } from './day-nav';
import { DayTimeline } from './day-timeline';
import { DayAcceptances } from './day-acceptances';
import { FgisExport } from './fgis-export';
import { FreeCapacity } from './free-capacity';
import { ManualBooking } from './manual-booking';
import { QueueDayPanel } from './queue-day-panel';
import { SlotCard } from './slot-card';

interface Props {
  /** The status actions, transfer, cancel and the booking by hand (Slots update). */
  mayAct: boolean;
  /** 'Настройки очереди' of the day (Slots create with showSlotsParams). */
  mayEditDay: boolean;
  /** The ФГИС «Зерно» export of the day (a purchaser's staff). */
  mayExport?: boolean;
}

/**
 * The purchaser's queue: a purchase territory and an acceptance point of his company, a day or
 * its week, each day a timeline of its slot times; a truck opens its slot card.
 */
export function StaffSlots({ mayAct, mayEditDay, mayExport = false }: Props) {
  const state = useSlotsState();
  const { format } = useTimeZone();
  const query = useLocationSlots(state.locationUuid, state.start, state.end);
  const days = [...(query.data?.days ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const items = query.data?.items ?? [];
  const formatTime = (iso: string) => format(iso, 'HH:mm');
  const open = (slot: SlotWire) => state.set({ slot: slot.uuid });
  const opened = items.find((s) => s.uuid === state.slotUuid);
  const openedDay = opened
    ? pointDay(
        opened.startAt,
        days.find((d) => d.locationUuid === opened.locationUuid)?.utcOffsetMinutes ?? 180,
      )
    : state.date;

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <RegionPointFilters
            regionUuid={state.regionUuid}
            locationUuid={state.locationUuid}
            onChange={(patch) => state.set({ ...patch, slot: undefined })}
          />
        </Box>
        <DayNav
          date={state.date}
          view={state.view}
          onChange={(patch) => state.set({ ...patch, slot: undefined })}
        />
        {mayAct && <CheckInByCode onArrived={open} />}
      </Paper>
      {state.regionUuid && <FreeCapacity regionUuid={state.regionUuid} locationUuid={state.locationUuid} />}
      {!state.locationUuid ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          Выберите территорию закупки и пункт приёмки, чтобы увидеть очередь.
        </Typography>
      ) : (
        <>
          {mayEditDay && state.view === 'day' && (
            <QueueDayPanel
              key={`${state.locationUuid}|${state.date}`}
              locationUuid={state.locationUuid}
              date={state.date}
            />
          )}
          {mayAct && (
            <ManualBooking
              key={state.locationUuid}
              locationUuid={state.locationUuid}
              date={state.date}
              formatTime={formatTime}
              onShowDay={(date) => state.set({ date })}
            />
          )}
          {mayExport && state.view === 'day' && (
            <FgisExport locationUuid={state.locationUuid} date={state.date} />
          )}
          {state.view === 'day' && (
            <DayAcceptances
              key={`${state.locationUuid}|${state.date}`}
              locationUuid={state.locationUuid}
              date={state.date}
            />
          )}
          {query.isPending ? (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              Загружаем очередь…
            </Typography>
          ) : query.isError ? (
            <Typography color="error" sx={{ py: 3 }}>
              {query.error.message}
            </Typography>
          ) : (
            days.map((day) => (
              <DayTimeline key={day.date} day={day} items={items} onOpen={open} formatTime={formatTime} />
            ))
          )}
        </>
      )}
      {state.slotUuid && (
        <SlotCard
          uuid={state.slotUuid}
          mayAct={mayAct}
          mayOverride={mayEditDay}
          day={openedDay}
          format={format}
          onClose={() => state.set({ slot: undefined })}
        />
      )}
    </>
  );
}
