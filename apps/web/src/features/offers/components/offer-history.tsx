import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { OFFER_STATUS_LABELS, type OfferHistoryEntry } from '@kolos/domain/trading';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { wireToDate } from '../../../shared/trading';

const who = (u: OfferHistoryEntry['user']) =>
  u ? [u.lastName, u.name, u.surname].filter(Boolean).join(' ') || 'Пользователь' : 'Система';

/** Issue 15: the offer's history — every change, who made it and when (in the user's zone). */
export function OfferHistory({ entries }: { entries: OfferHistoryEntry[] }) {
  const { format } = useTimeZone();
  const when = (wire: string) => {
    const date = wireToDate(wire) ?? new Date(wire);
    return Number.isNaN(date.getTime()) ? wire : format(date);
  };
  return (
    <Box component="section" aria-labelledby="offer-history-title">
      <Typography id="offer-history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        История
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">Изменений нет.</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((e, i) => (
            <ListItem
              key={`${e.createdAt}-${i}`}
              disableGutters
              sx={{ display: 'block', borderLeft: 3, borderColor: 'divider', pl: 1.5, mb: 1 }}
            >
              <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
                {when(e.createdAt)} · {who(e.user)}
              </Box>
              <Box sx={{ fontSize: 14, fontWeight: 600 }}>
                {e.previousStatus && e.previousStatus !== e.status
                  ? `${OFFER_STATUS_LABELS[e.previousStatus]} → ${OFFER_STATUS_LABELS[e.status]}`
                  : e.previousStatus === null
                    ? `Создано: ${OFFER_STATUS_LABELS[e.status]}`
                    : OFFER_STATUS_LABELS[e.status]}
              </Box>
              {e.changes.map((c) => (
                <Box key={c} sx={{ fontSize: 14 }}>
                  {c}
                </Box>
              ))}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
