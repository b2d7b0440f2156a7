import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import { SLOT_STATUS_LABELS, type SlotWire } from '@kolos/domain/queue';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { formatNumber } from '../../../shared/trading';
import { useMySlots } from '../api/slots-api';
import { dayHeading, daysBetween, ISO_DAY } from '../lib/dates';
import { SLOT_LOOK } from '../lib/status-look';
import { useSlotsState } from '../lib/use-slots-state';
import { CarDriverDialog } from './car-driver-dialog';
import { DayNav } from './day-nav';
import { TripDocsBlock } from './trip-docs-block';
import { isWaiting, plateOf, slotTitle, tonnesOf } from './slot-text';

function SlotRow({ slot, time, onCar }: { slot: SlotWire; time: string; onCar: () => void }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${slotTitle(slot)}, ${time}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{time}</Typography>
        <Chip
          size="small"
          label={SLOT_STATUS_LABELS[slot.status]}
          color={SLOT_LOOK[slot.status].color}
          variant={SLOT_LOOK[slot.status].variant}
        />
      </Box>
      <Typography sx={{ mt: 0.5 }}>
        {slot.locationName} · {tonnesOf(slot)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {slotTitle(slot)}
        {slot.dealNumber !== null && ` · сделка № ${slot.dealNumber}`}
      </Typography>
      <Typography sx={{ mt: 1 }}>Машина: {slot.car ? plateOf(slot) : 'не назначена'}</Typography>
      {slot.driver && (
        <Typography>
          Водитель: {slot.driver.fullname}, {formatPhone(slot.driver.phone)}
        </Typography>
      )}
      {slot.unloadedVolume !== null && (
        <Typography>Разгружено: {formatNumber(slot.unloadedVolume)} т</Typography>
      )}
      {isWaiting(slot) && (
        <Button
          variant={slot.car ? 'outlined' : 'contained'}
          size="large"
          fullWidth
          sx={{ mt: 1.5, minHeight: 48 }}
          onClick={onCar}
          aria-label={`${slot.car ? 'Изменить машину и водителя' : 'Назначить машину и водителя'}: ${slotTitle(slot)}`}
        >
          {slot.car ? 'Изменить машину и водителя' : 'Назначить машину и водителя'}
        </Button>
      )}
      <TripDocsBlock slot={slot} />
    </Paper>
  );
}

/**
 * The farmer's own slots by day (or for the week), one card each: time, point, tonnes, status,
 * and the truck and driver, which he names in a dialog while the slot waits for its truck.
 */
export function FarmerSlots() {
  const state = useSlotsState();
  const { format } = useTimeZone();
  const query = useMySlots(state.start, state.end);
  const [editing, setEditing] = useState<SlotWire | null>(null);
  const items = [...(query.data?.items ?? [])]
    .filter((s) => s.status !== 'SLOT_CANCELED')
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
  const days = daysBetween(state.start, state.end).map((day) => ({
    day,
    slots: items.filter((s) => format(s.startAt, ISO_DAY) === day),
  }));
  const shown = state.view === 'week' ? days.filter((d) => d.slots.length > 0) : days;

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <DayNav date={state.date} view={state.view} onChange={state.set} />
      </Paper>
      {query.isPending ? (
        <Typography color="text.secondary">Загружаем слоты…</Typography>
      ) : query.isError ? (
        <Typography color="error">{query.error.message}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          {state.view === 'week' ? 'На этой неделе слотов нет.' : 'В этот день слотов нет.'}
        </Typography>
      ) : (
        shown.map(({ day, slots }) => (
          <Box component="section" key={day} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {dayHeading(day)}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
              {slots.map((slot) => (
                <SlotRow
                  key={slot.uuid}
                  slot={slot}
                  time={`${format(slot.startAt, 'HH:mm')}–${format(slot.endAt, 'HH:mm')}`}
                  onCar={() => setEditing(slot)}
                />
              ))}
            </Stack>
          </Box>
        ))
      )}
      {editing && <CarDriverDialog slot={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
