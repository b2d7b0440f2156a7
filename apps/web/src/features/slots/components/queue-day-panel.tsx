import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QueueDayWire } from '@kolos/domain/queue';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { RequiredDocsSettings } from '../../../shared/trip-documents/required-docs-settings';
import { useQueueDay, useSaveQueueDay, type QueueDayOverride } from '../api/slots-api';
import { dayHeading } from '../lib/dates';
import { FoldedPanel } from './folded-panel';

interface Draft {
  closed: boolean;
  openAt: string;
  closeAt: string;
  quantity: string;
  carsInSlot: string;
}

const draftOf = (day: QueueDayWire): Draft => ({
  closed: day.override?.closed ?? false,
  openAt: day.override?.openAt ?? '',
  closeAt: day.override?.closeAt ?? '',
  quantity: day.override?.quantity?.toString() ?? '',
  carsInSlot: day.override?.carsInSlot?.toString() ?? '',
});

const positiveInt = (v: string) => v === '' || (/^\d+$/.test(v) && Number(v) > 0);

/** Field by field what is wrong with the draft; an empty field keeps the schedule's value. */
function problems(d: Draft): Partial<Record<keyof Draft, string>> {
  const out: Partial<Record<keyof Draft, string>> = {};
  if (!positiveInt(d.quantity)) out.quantity = 'Целое число больше нуля';
  if (!positiveInt(d.carsInSlot)) out.carsInSlot = 'Целое число больше нуля';
  if (d.openAt && d.closeAt && d.openAt >= d.closeAt) out.closeAt = 'Окончание должно быть позже начала';
  return out;
}

const toBody = (d: Draft): QueueDayOverride => ({
  closed: d.closed,
  openAt: d.openAt || null,
  closeAt: d.closeAt || null,
  quantity: d.quantity ? Number(d.quantity) : null,
  carsInSlot: d.carsInSlot ? Number(d.carsInSlot) : null,
});

function Form({ day }: { day: QueueDayWire }) {
  const [draft, setDraft] = useState(() => draftOf(day));
  const save = useSaveQueueDay(day.locationUuid, day.date);
  const errors = problems(draft);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (body: QueueDayOverride) => {
    try {
      const saved = await save.mutateAsync(body);
      setDraft(draftOf(saved));
      notify.success('Настройки очереди сохранены');
    } catch (error) {
      notifyFailure(error);
    }
  };

  type Name = 'openAt' | 'closeAt' | 'quantity' | 'carsInSlot';
  // The day's values have the override applied: the schedule's own shows only where none is set.
  const hint = (name: Name) =>
    day.override?.[name] != null ? 'на этот день; пусто — по расписанию' : `по расписанию: ${day[name]}`;
  const field = (name: Name, label: string) => (
    <TextField
      label={label}
      size="small"
      type={name === 'openAt' || name === 'closeAt' ? 'time' : 'text'}
      value={draft[name]}
      disabled={draft.closed}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint(name)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: name === 'quantity' || name === 'carsInSlot' ? { inputMode: 'numeric' } : {},
      }}
    />
  );

  return (
    <Box
      component="form"
      aria-label="Настройки очереди"
      onSubmit={(e) => {
        e.preventDefault();
        if (Object.keys(errors).length === 0) void submit(toBody(draft));
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={<Switch checked={draft.closed} onChange={(e) => set({ closed: e.target.checked })} />}
        label="Выходной: приёма нет"
      />
      {field('openAt', 'Начало приёма')}
      {field('closeAt', 'Окончание приёма')}
      {field('quantity', 'Объём дня, т')}
      {field('carsInSlot', 'Машин в слоте')}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending || Object.keys(errors).length > 0}>
          Сохранить
        </Button>
        {day.override && (
          <Button
            color="inherit"
            disabled={save.isPending}
            onClick={() =>
              void submit({ closed: false, openAt: null, closeAt: null, quantity: null, carsInSlot: null })
            }
          >
            Как в расписании
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * 'Настройки очереди' of a point's day (SPEC 6: Slots create with showSlotsParams): close the day,
 * shorten its hours, lower its tonnes or trucks per slot. An empty field keeps the schedule.
 */
export function QueueDayPanel({ locationUuid, date }: { locationUuid: string; date: string }) {
  const [open, setOpen] = useState(false);
  const day = useQueueDay(locationUuid, date, open);
  return (
    <FoldedPanel title={`Настройки очереди · ${dayHeading(date)}`} open={open} onOpenChange={setOpen}>
      {day.data ? (
        <>
          {/* another day starts a new draft; a refresh of this one (a live event) keeps what is typed */}
          <Form key={`${day.data.locationUuid}|${day.data.date}`} day={day.data} />
          <RequiredDocsSettings locationUuid={locationUuid} />
        </>
      ) : (
        <Typography color="text.secondary">
          {day.isError ? 'Не удалось загрузить настройки' : 'Загружаем…'}
        </Typography>
      )}
    </FoldedPanel>
  );
}
