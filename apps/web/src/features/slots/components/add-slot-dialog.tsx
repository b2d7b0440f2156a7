import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { plannedVolumeField, type BookedSlotWire, type SlotDealWire } from '@kolos/domain/queue';
import { DateInput, NumberField } from '../../../shared/form';
import { formatTonnes } from '../../../shared/trading';
import { useAddSlot, useLocationSlots } from '../api/slots-api';
import { ISO_DAY } from '../lib/dates';
import { dayUsage, timelineRows } from '../lib/timeline';
import { BookingDialog } from './booking-dialog';
import { dealLabel } from './slot-text';

interface Props {
  deal: SlotDealWire;
  locationUuid: string;
  /** The day the queue shows: the dialog starts there. */
  initialDay: string;
  formatTime: (iso: string) => string;
  onBooked: (items: BookedSlotWire[]) => void;
  onClose: () => void;
}

const schema = z.object({
  startAt: z.string().min(1, { error: 'Выберите время' }),
  plannedVolume: plannedVolumeField,
});
type Values = z.input<typeof schema>;

/**
 * POST slots: one truck of the deal at a slot time of the point. Offered are the day's slot times
 * with a free place — past ones too, for a truck that came without a slot (docs/queue.md); the
 * server checks the time, the place and the day's tonnes again under the day's lock.
 */
export function AddSlotDialog({ deal, locationUuid, initialDay, formatTime, onBooked, onClose }: Props) {
  const [day, setDay] = useState(initialDay);
  const queue = useLocationSlots(locationUuid, day, day);
  const queueDay = queue.data?.days.find((d) => d.date === day);
  const times = queueDay ? timelineRows(queueDay, queue.data?.items ?? []).filter((r) => r.free > 0) : [];
  const add = useAddSlot();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { startAt: '', plannedVolume: 25 },
  });
  const startAt = useWatch({ control: form.control, name: 'startAt' });
  const submit = form.handleSubmit(async (values) => {
    const slot = await add.mutateAsync({ offerUuid: deal.offerUuid, locationUuid, ...values });
    onBooked([slot]);
  });

  return (
    <BookingDialog
      title={`Слот вручную · ${dealLabel(deal)}`}
      text="Машина сделки на выбранное время пункта приёмки."
      error={add.error}
      pending={add.isPending}
      submitLabel="Добавить слот"
      onSubmit={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      <DateInput
        label="День"
        format={ISO_DAY}
        value={day}
        onChange={(v) => {
          if (!v) return;
          setDay(v);
          form.setValue('startAt', '');
        }}
      />
      {queueDay && (
        <Typography variant="body2" color="text.secondary">
          {queueDay.closed
            ? 'Выходной: приёма нет'
            : `Свободно в этот день: ${formatTonnes(dayUsage(queueDay).free)}`}
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }} id="add-slot-time">
          Время
        </Typography>
        {queue.isPending ? (
          <Typography color="text.secondary">Загружаем очередь…</Typography>
        ) : times.length === 0 ? (
          <Typography color="text.secondary">В этот день свободного времени нет.</Typography>
        ) : (
          <ToggleButtonGroup
            exclusive
            aria-labelledby="add-slot-time"
            value={startAt}
            onChange={(_, v: string | null) => v && form.setValue('startAt', v, { shouldValidate: true })}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
          >
            {times.map((t) => (
              <ToggleButton
                key={t.startAt}
                value={t.startAt}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 44 }}
                aria-label={`${formatTime(t.startAt)}–${formatTime(t.endAt)}, свободно мест: ${t.free}`}
              >
                {formatTime(t.startAt)}–{formatTime(t.endAt)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {form.formState.errors.startAt && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {form.formState.errors.startAt.message}
          </Typography>
        )}
      </Box>
      <NumberField<Values> control={form.control} name="plannedVolume" label="Вес груза" unit="т" required />
    </BookingDialog>
  );
}
