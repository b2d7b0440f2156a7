import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { DateInput } from '../../../shared/form';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { addDays, ISO_DAY, type SlotsView } from '../lib/dates';

interface Props {
  date: string;
  view: SlotsView;
  onChange: (patch: { date?: string; view?: SlotsView }) => void;
}

/** The day (or its week) shown: back, the day, forward, today, and day or week. */
export function DayNav({ date, view, onChange }: Props) {
  const { toZone } = useTimeZone();
  const step = view === 'week' ? 7 : 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="large"
        aria-label={view === 'week' ? 'Предыдущая неделя' : 'Предыдущий день'}
        onClick={() => onChange({ date: addDays(date, -step) })}
      >
        <ChevronLeft />
      </IconButton>
      <Box sx={{ width: 200 }}>
        <DateInput label="День" format={ISO_DAY} value={date} onChange={(v) => v && onChange({ date: v })} />
      </Box>
      <IconButton
        size="large"
        aria-label={view === 'week' ? 'Следующая неделя' : 'Следующий день'}
        onClick={() => onChange({ date: addDays(date, step) })}
      >
        <ChevronRight />
      </IconButton>
      <Button onClick={() => onChange({ date: toZone(Date.now()).format(ISO_DAY) })}>Сегодня</Button>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label="Период"
        onChange={(_, v: SlotsView | null) => v && onChange({ view: v })}
      >
        <ToggleButton value="day" sx={{ minHeight: 44, px: 2 }}>
          День
        </ToggleButton>
        <ToggleButton value="week" sx={{ minHeight: 44, px: 2 }}>
          Неделя
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
