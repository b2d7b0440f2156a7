import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QueueDayWire, SlotWire } from '@kolos/domain/queue';
import { formatNumber } from '../../../shared/trading';
import { dayHeading } from '../lib/dates';
import { dayUsage, timelineRows } from '../lib/timeline';
import { SlotChip } from './slot-chip';

interface Props {
  day: QueueDayWire;
  items: SlotWire[];
  onOpen: (slot: SlotWire) => void;
  /** A moment as HH:mm in the user's zone. */
  formatTime: (iso: string) => string;
}

/**
 * One day of a point's queue: the tonnes booked of the day's volume, then a row per slot time of
 * the grid with its trucks and its free places (used/carsInSlot). On a phone the time sits above
 * the trucks, which wrap one per line: nothing scrolls sideways.
 */
export function DayTimeline({ day, items, onOpen, formatTime }: Props) {
  const usage = dayUsage(day);
  const rows = timelineRows(day, items);
  const headingId = `day-${day.locationUuid}-${day.date}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: 2, overflow: 'hidden' }}
    >
      <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {dayHeading(day.date)}
        </Typography>
        {day.closed ? (
          <Typography color="text.secondary">Выходной: приёма нет</Typography>
        ) : (
          <>
            <Typography aria-label="Объём дня">
              Занято {formatNumber(usage.booked)} из {formatNumber(usage.quantity)} т · свободно{' '}
              <b>{formatNumber(usage.free)} т</b>
            </Typography>
            <LinearProgress
              variant="determinate"
              aria-label="Занятость дня"
              value={usage.quantity > 0 ? Math.min(100, (usage.booked / usage.quantity) * 100) : 100}
              color={usage.free > 0 ? 'primary' : 'error'}
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
            />
          </>
        )}
      </Box>
      {rows.length === 0 && !day.closed && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          Слотов в этот день нет.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.startAt}
            aria-label={`${formatTime(row.startAt)}–${formatTime(row.endAt)}`}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 1,
              px: 2,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ width: { sm: 120 }, flex: 'none' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {formatTime(row.startAt)}–{formatTime(row.endAt)}
              </Typography>
              <Typography variant="body2" color={row.free > 0 ? 'text.secondary' : 'error.main'}>
                машин {row.used} из {day.carsInSlot}
              </Typography>
            </Box>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1, minWidth: 0, alignItems: 'stretch' }}
            >
              {row.slots.map((slot) => (
                <SlotChip key={slot.uuid} slot={slot} onOpen={onOpen} />
              ))}
              {row.free > 0 && !day.closed && (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    minHeight: 48,
                    px: 1.25,
                    border: '1px dashed',
                    borderColor: 'divider',
                    borderRadius: 2,
                    color: 'text.secondary',
                    fontSize: 14,
                  }}
                >
                  свободно мест: {row.free}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
