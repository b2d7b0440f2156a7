import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StatusHistoryEntry } from '@kolos/domain/moderation';
import { companyStatusLabel } from '../../../shared/moderation/company-labels';
import { useTimeZone } from '../../../shared/time/use-time-zone';

/** Every status change, newest first: when, who, from → to, and the reason of a decline. */
export function StatusHistory({ history }: { history: StatusHistoryEntry[] }) {
  const { format } = useTimeZone();
  const newestFirst = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (!newestFirst.length) return <Typography color="text.secondary">Изменений ещё не было</Typography>;
  return (
    <List dense disablePadding aria-label="История статусов">
      {newestFirst.map((entry, n) => (
        <ListItem key={`${entry.createdAt}-${n}`} disableGutters divider={n < newestFirst.length - 1}>
          <ListItemText
            primary={
              entry.from
                ? `${companyStatusLabel(entry.from)} → ${companyStatusLabel(entry.to)}`
                : `Создана: ${companyStatusLabel(entry.to)}`
            }
            secondary={
              <>
                {format(entry.createdAt)} · {entry.userName ?? 'система'}
                {entry.reason && (
                  <Typography component="span" display="block" color="text.primary" variant="body2">
                    Причина: {entry.reason}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
