import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { authorName, type ContractHistoryEntry } from '@kolos/domain/contracts';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { StatusChip } from './status-chip';

/** SPEC 4: each status change with who and when, oldest first, in the user's time zone. */
export function ContractHistory({ entries }: { entries: ContractHistoryEntry[] }) {
  const { format } = useTimeZone();
  return (
    <section aria-labelledby="history-title">
      <Typography id="history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        История статусов
      </Typography>
      <List dense disablePadding>
        {entries.map((e, i) => (
          <ListItem key={`${e.createdAt}-${i}`} disableGutters sx={{ gap: 2 }}>
            <Box sx={{ width: 110, flexShrink: 0 }}>
              <StatusChip status={e.status} />
            </Box>
            <ListItemText primary={authorName(e.user)} secondary={format(e.createdAt)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
