import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import { SLOT_STATUS_LABELS, type SlotWire } from '@kolos/domain/queue';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelSlot, useUpcomingSlots } from '../api/slots-api';
import { dayHeading, ISO_DAY } from '../lib/dates';
import { SLOT_LOOK } from '../lib/status-look';
import { AssignDialog } from './assign-dialog';
import { CarDriverDialog } from './car-driver-dialog';
import { FarmerTimeDialog } from './farmer-time-dialog';
import { SlotAcceptance } from './slot-acceptance';
import { TripDocsBlock } from './trip-docs-block';
import { isWaiting, lacksOf, plateOf, slotTitle, tonnesOf, unloadedOf } from './slot-text';

interface RowProps {
  slot: SlotWire;
  time: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onCar: () => void;
  onMove: () => void;
  onCancel: () => void;
}

function SlotRow({ slot, time, selected, onSelect, onCar, onMove, onCancel }: RowProps) {
  const waiting = isWaiting(slot);
  const lacks = waiting ? lacksOf(slot) : [];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${slotTitle(slot)}, ${time}`}
      sx={{ p: 2, listStyle: 'none', borderColor: selected ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {waiting && (
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Выбрать: ${slotTitle(slot)}` } }}
            sx={{ width: 48, height: 48, ml: -1 }}
          />
        )}
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
      {lacks.length > 0 && (
        <Typography sx={{ mt: 0.5, color: 'warning.dark', fontWeight: 600 }}>
          Не хватает: {lacks.join(', ')}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>Машина: {slot.car ? plateOf(slot) : 'не назначена'}</Typography>
      {slot.driver && (
        <Typography>
          Водитель: {slot.driver.fullname}, {formatPhone(slot.driver.phone)}
        </Typography>
      )}
      {slot.unloadedVolume !== null && <Typography>Разгружено: {unloadedOf(slot.unloadedVolume)}</Typography>}
      {waiting && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 1, mt: 1.5 }}>
          <Button
            variant={slot.car ? 'outlined' : 'contained'}
            size="large"
            sx={{ minHeight: 48 }}
            onClick={onCar}
            aria-label={`${slot.car ? 'Изменить машину и водителя' : 'Назначить машину и водителя'}: ${slotTitle(slot)}`}
          >
            {slot.car ? 'Изменить машину и водителя' : 'Назначить машину и водителя'}
          </Button>
          {slot.offerUuid && (
            <Button
              variant="outlined"
              size="large"
              sx={{ minHeight: 48 }}
              onClick={onMove}
              aria-label={`Перенести: ${slotTitle(slot)}`}
            >
              Перенести
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            size="large"
            sx={{ minHeight: 48 }}
            onClick={onCancel}
            aria-label={`Отменить: ${slotTitle(slot)}`}
          >
            Отменить
          </Button>
        </Box>
      )}
      <SlotAcceptance slotUuid={slot.uuid} version={slot.acceptanceVersion} mayCorrect={false} />
      <TripDocsBlock slot={slot} />
    </Paper>
  );
}

/**
 * «Мои слоты» (issue 29 point 15): every upcoming slot of the farmer's company in one list by day,
 * each with what it still lacks. He books a time of his deal, moves or cancels a slot, names its
 * truck — or ticks several and puts one saved truck and driver on all of them (point 16).
 */
export function FarmerSlots() {
  const { format } = useTimeZone();
  const query = useUpcomingSlots();
  const cancel = useCancelSlot();
  const [editing, setEditing] = useState<SlotWire | null>(null);
  const [moving, setMoving] = useState<SlotWire | null>(null);
  const [booking, setBooking] = useState(false);
  const [canceling, setCanceling] = useState<SlotWire | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState(false);
  const items = query.data?.items ?? [];
  const waiting = items.filter(isWaiting);
  const chosen = selected.filter((uuid) => waiting.some((s) => s.uuid === uuid));
  const days = [...new Set(items.map((s) => format(s.startAt, ISO_DAY)))];

  const confirmCancel = async () => {
    if (!canceling) return;
    try {
      await cancel.mutateAsync(canceling.uuid);
      notify.success('Слот отменён');
      setCanceling(null);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" size="large" sx={{ minHeight: 48 }} onClick={() => setBooking(true)}>
          Записаться на время
        </Button>
        {waiting.length > 1 && (
          <FormControlLabel
            sx={{ minHeight: 48, ml: 0 }}
            control={
              <Checkbox
                checked={chosen.length === waiting.length}
                indeterminate={chosen.length > 0 && chosen.length < waiting.length}
                onChange={(e) => setSelected(e.target.checked ? waiting.map((s) => s.uuid) : [])}
              />
            }
            label="Выбрать все ожидающие"
          />
        )}
      </Box>
      {query.isPending ? (
        <Typography color="text.secondary">Загружаем слоты…</Typography>
      ) : query.isError ? (
        <Typography color="error">{query.error.message}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">Предстоящих слотов нет.</Typography>
      ) : (
        days.map((day) => (
          <Box component="section" key={day} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {dayHeading(day)}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
              {items
                .filter((s) => format(s.startAt, ISO_DAY) === day)
                .map((slot) => (
                  <SlotRow
                    key={slot.uuid}
                    slot={slot}
                    time={`${format(slot.startAt, 'HH:mm')}–${format(slot.endAt, 'HH:mm')}`}
                    selected={chosen.includes(slot.uuid)}
                    onSelect={(on) =>
                      setSelected((was) => (on ? [...was, slot.uuid] : was.filter((u) => u !== slot.uuid)))
                    }
                    onCar={() => setEditing(slot)}
                    onMove={() => setMoving(slot)}
                    onCancel={() => setCanceling(slot)}
                  />
                ))}
            </Stack>
          </Box>
        ))
      )}
      {chosen.length > 0 && (
        <Paper
          elevation={6}
          sx={{
            position: 'sticky',
            bottom: 8,
            p: 1.5,
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography sx={{ flexGrow: 1 }}>Выбрано слотов: {chosen.length}</Typography>
          <Button color="inherit" size="large" sx={{ minHeight: 48 }} onClick={() => setSelected([])}>
            Снять выбор
          </Button>
          <Button variant="contained" size="large" sx={{ minHeight: 48 }} onClick={() => setAssigning(true)}>
            Назначить машину
          </Button>
        </Paper>
      )}
      {editing && <CarDriverDialog slot={editing} onClose={() => setEditing(null)} />}
      {(booking || moving) && (
        <FarmerTimeDialog
          {...(moving ? { slot: moving } : {})}
          onClose={() => {
            setBooking(false);
            setMoving(null);
          }}
        />
      )}
      {assigning && (
        <AssignDialog
          slotUuids={chosen}
          onDone={() => {
            setAssigning(false);
            setSelected([]);
          }}
          onClose={() => setAssigning(false)}
        />
      )}
      <ConfirmDialog
        open={canceling !== null}
        title="Отменить слот?"
        text={canceling ? `${slotTitle(canceling)} будет отменён, место освободится.` : undefined}
        confirmText="Отменить слот"
        cancelText="Не отменять"
        destructive
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCanceling(null)}
      />
    </>
  );
}
