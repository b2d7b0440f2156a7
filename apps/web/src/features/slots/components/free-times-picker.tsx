import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useFreeTimes } from '../api/slots-api';
import { dayHeading } from '../lib/dates';

interface Props {
  offerUuid: string;
  /** A slot of the deal: the times it may move to; none: the times a new truck may book. */
  slotUuid?: string;
  verb: string;
  pending: boolean;
  onPick: (startAt: string) => void;
}

/**
 * The free start times of the farmer's deal at its point by day (GET /slots/free): only times,
 * nothing of other companies' trucks; each a 48-px button.
 */
export function FreeTimesPicker({ offerUuid, slotUuid, verb, pending, onPick }: Props) {
  const { format } = useTimeZone();
  const free = useFreeTimes(offerUuid, slotUuid);
  if (free.isPending) return <Typography color="text.secondary">Ищем свободное время…</Typography>;
  if (free.isError) return <Typography color="error">{free.error.message}</Typography>;
  if (!slotUuid && free.data.remainingVolume <= 0)
    return <Typography color="text.secondary">Весь объём сделки уже записан в слоты.</Typography>;
  if (free.data.items.length === 0)
    return <Typography color="text.secondary">В срок поставки свободного времени нет.</Typography>;
  const days = [...new Set(free.data.items.map((t) => t.date))];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {free.data.locationName}
        {!slotUuid &&
          ` · машина ${free.data.plannedVolume} т, осталось записать ${free.data.remainingVolume} т`}
      </Typography>
      {days.map((day) => (
        <Box component="section" key={day} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {dayHeading(day)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
            {free.data.items
              .filter((t) => t.date === day)
              .map((t) => {
                const time = `${format(t.startAt, 'HH:mm')}–${format(t.endAt, 'HH:mm')}`;
                return (
                  <Button
                    key={t.startAt}
                    variant="outlined"
                    size="large"
                    sx={{ minHeight: 48 }}
                    disabled={pending}
                    onClick={() => onPick(t.startAt)}
                    aria-label={`${verb} ${dayHeading(day)} ${time}`}
                  >
                    {time}
                  </Button>
                );
              })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
