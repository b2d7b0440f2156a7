import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import { TIME_ZONES, type TimeZoneId } from '@kolos/domain';
import { dayjs } from '../time/dayjs';
import { isTimeZoneId, zoneOffsetMinutes } from '../time/time-zone-store';
import { useTimeZone } from '../time/use-time-zone';

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function offsetLabel(zone: string, at: Date): string {
  const minutes = zoneOffsetMinutes(zone, at);
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * SPEC 2.15, 9: 'Ваше время' — the time in the user's zone, ticking every second, with the zone
 * picker. On a phone the minutes only (issue 29 point 12).
 */
export function Clock() {
  const { timeZone, setTimeZone } = useTimeZone();
  const now = useNow(1000);
  const moment = dayjs(now).tz(timeZone);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="clock">
      <AccessTimeOutlined color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ lineHeight: 1 }}>
        {/* On a phone the caption gives its room to the title; the time keeps it as its name. */}
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          id="clock-label"
          sx={{ display: { xs: 'none', sm: 'block' } }}
        >
          Ваше время
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="time"
            dateTime={moment.format()}
            aria-labelledby="clock-label"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', fontSize: 16 }}
          >
            {moment.format('HH:mm')}
            {/* a phone gives the seconds' room to the page's title */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {moment.format(':ss')}
            </Box>
          </Typography>
          <Select
            variant="standard"
            disableUnderline
            value={timeZone}
            onChange={(e) => isTimeZoneId(e.target.value) && setTimeZone(e.target.value)}
            inputProps={{ 'aria-label': 'Часовой пояс' }}
            renderValue={(id: TimeZoneId) => TIME_ZONES.find((z) => z.id === id)?.label ?? id}
            sx={{ fontSize: 14, color: 'text.secondary', '& .MuiSelect-select': { py: 0 } }}
          >
            {TIME_ZONES.map((zone) => (
              <MenuItem key={zone.id} value={zone.id}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, width: '100%' }}>
                  <span>{zone.label}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {offsetLabel(zone.id, now)}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </Select>
        </Box>
      </Box>
    </Box>
  );
}
