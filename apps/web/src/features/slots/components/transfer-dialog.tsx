import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { QUEUE_MSG, type SlotWire } from '@kolos/domain/queue';
import { DateInput } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useLocationSlots, useTransferSlot } from '../api/slots-api';
import { ISO_DAY } from '../lib/dates';
import { freeTimes } from '../lib/timeline';
import { slotTitle } from './slot-text';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

interface Props {
  slot: SlotWire;
  /** The day to start from (YYYY-MM-DD): the slot's own. */
  initialDay: string;
  formatTime: (iso: string) => string;
  onClose: () => void;
}

/**
 * Moves a slot to a free time of the same point: the day's grid (`slotTimes`) less the times
 * already full (cars ≥ carsInSlot) and those already begun; another day needs tonnes for the load.
 */
export function TransferDialog({ slot, initialDay, formatTime, onClose }: Props) {
  const [day, setDay] = useState(initialDay);
  // times already begun when the dialog opened are not offered (the server refuses a past start)
  const [openedAt] = useState(() => Date.now());
  const queue = useLocationSlots(slot.locationUuid, day, day);
  const transfer = useTransferSlot();
  const queueDay = queue.data?.days.find((d) => d.date === day);
  const times = queueDay ? freeTimes(queueDay, queue.data?.items ?? [], slot, openedAt) : [];

  const move = async (startAt: string) => {
    try {
      await transfer.mutateAsync({ slotUuid: slot.uuid, startAt });
      notify.success(QUEUE_MSG.slotUpdated);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <ResponsiveDialog
      open
      onClose={transfer.isPending ? undefined : onClose}
      maxWidth="xs"
      title={`Перенос · ${slotTitle(slot)}`}
    >
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <DateInput label="День" format={ISO_DAY} value={day} onChange={(v) => v && setDay(v)} />
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          Свободное время
        </Typography>
        {queue.isPending ? (
          <Typography color="text.secondary">Загружаем очередь…</Typography>
        ) : times.length === 0 ? (
          <Typography color="text.secondary">В этот день свободного времени нет.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
            {times.map((t) => (
              <Button
                key={t.startAt}
                variant="outlined"
                size="large"
                disabled={transfer.isPending}
                onClick={() => void move(t.startAt)}
                aria-label={`Перенести на ${formatTime(t.startAt)}–${formatTime(t.endAt)}, свободно мест: ${t.free}`}
              >
                {formatTime(t.startAt)}–{formatTime(t.endAt)}
              </Button>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={transfer.isPending}>
          Отмена
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
