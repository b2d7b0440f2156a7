import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FREE_CAPACITY_DAYS, type FreeSlotsDay } from '@kolos/domain/queue';
import { usePersonalRegions } from '../../../shared/places';
import { formatTonnes } from '../../../shared/trading';
import { dayjs } from '../../../shared/time/dayjs';
import { useFreeCapacity } from '../api/slots-api';
import { ISO_DAY } from '../lib/dates';
import { FoldedPanel } from './folded-panel';

/** POST /free-slots-quantity takes at most this many points a call. */
const MAX_POINTS = 50;

interface Props {
  regionUuid: string;
  /** The point the queue shows: its row is marked. */
  locationUuid: string | undefined;
}

const stickyName = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
  maxWidth: 180,
} as const;

function DayCell({ day }: { day: FreeSlotsDay | undefined }) {
  if (!day) return <TableCell />;
  if (day.closed)
    return (
      <TableCell align="center" sx={{ color: 'text.disabled' }}>
        выходной
      </TableCell>
    );
  const full = day.freeSlots === 0;
  return (
    <TableCell
      align="center"
      // error.main on the tint of the marked point's row is 4.49:1, short of WCAG's 4.5 for the small
      // tonnes line: a day fills up (today, late in the evening) in that row too
      sx={{ whiteSpace: 'nowrap', color: full ? 'error.dark' : undefined }}
      aria-label={`${dayjs(day.date, ISO_DAY).format('DD.MM')}: машин ${day.freeSlots}, ${formatTonnes(day.freeVolume)}`}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {full ? 'нет мест' : `${day.freeSlots} маш.`}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: '0.8em' }}>
        {formatTonnes(day.freeVolume)}
      </Box>
    </TableCell>
  );
}

/**
 * Issue 28 point 10: free truck places and tonnes per acceptance point of the territory for the
 * next 14 days, each point from its own today (the server decides the day, docs/queue.md), so a
 * trader sees before setting results whether the elevator takes the tonnage.
 */
function CapacityTable({ regionUuid, locationUuid }: Props) {
  const regions = usePersonalRegions();
  const points = (regions.data?.find((r) => r.uuid === regionUuid)?.locations ?? []).slice(0, MAX_POINTS);
  const free = useFreeCapacity(points.map((p) => p.uuid));
  if (points.length === 0)
    return <Typography color="text.secondary">В территории нет пунктов приёмки.</Typography>;
  if (free.isError) return <Typography color="error">{free.error.message}</Typography>;
  if (!free.data) return <Typography color="text.secondary">Загружаем…</Typography>;
  const days = [...new Set(free.data.items.map((d) => d.date))].sort();
  const byKey = new Map(free.data.items.map((d) => [`${d.locationUuid}|${d.date}`, d]));
  return (
    // scrolls sideways on a phone: focusable, so the keyboard scrolls it too (WCAG 2.1.1)
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Таблица свободных мест">
      <Table size="small" aria-label="Свободные места по дням">
        <TableHead>
          <TableRow>
            <TableCell sx={stickyName}>Пункт приёмки</TableCell>
            {days.map((d) => (
              <TableCell key={d} align="center" sx={{ whiteSpace: 'nowrap' }}>
                {dayjs(d, ISO_DAY).format('dd, DD.MM')}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((p) => (
            <TableRow key={p.uuid} selected={p.uuid === locationUuid} data-testid="free-capacity-row">
              <TableCell component="th" scope="row" sx={{ ...stickyName, fontWeight: 700 }}>
                {p.name}
              </TableCell>
              {days.map((d) => (
                <DayCell key={d} day={byKey.get(`${p.uuid}|${d}`)} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The table folded by default: it asks the server only when opened. */
export function FreeCapacity(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <FoldedPanel title={`Свободные места на ${FREE_CAPACITY_DAYS} дней`} open={open} onOpenChange={setOpen}>
      {open && <CapacityTable {...props} />}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Машин по 25 т и тонн, которые пункт ещё примет в день (с учётом уже начавшихся слотов).
      </Typography>
    </FoldedPanel>
  );
}
