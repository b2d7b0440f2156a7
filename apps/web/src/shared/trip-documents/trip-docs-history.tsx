import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeSlotDocsEvent } from '@kolos/domain/trip-documents';
import { useTimeZone } from '../time/use-time-zone';
import { useSlotDocsHistory } from './trip-docs-api';

/**
 * A slot's trip-documents history (issue 28 point 16), oldest first like the slot's own history:
 * when and who, then what happened in words. Shown to the farmer under his slot and to the staff
 * beside the documents they decide on; a live 'slot.changed' refreshes it.
 */
export function TripDocsHistory({ slotUuid }: { slotUuid: string }) {
  const { format } = useTimeZone();
  const query = useSlotDocsHistory(slotUuid);
  if (query.isError) return <Typography color="error">{query.error.message}</Typography>;
  if (!query.data) return <Typography color="text.secondary">Загружаем историю…</Typography>;
  if (query.data.items.length === 0)
    return <Typography color="text.secondary">Документы ещё не загружали.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="История документов рейса">
      {query.data.items.map((h) => (
        <Box component="li" key={h.uuid} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {format(h.at)} · {h.userName ?? 'Система'}
          </Typography>
          {describeSlotDocsEvent(h).map((line) => (
            <Typography variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
