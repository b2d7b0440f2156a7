import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import { SLOT_STATUS_LABELS, type SlotWire } from '@kolos/domain/queue';
import { DocsStatusIcon } from '../../../shared/trip-documents/docs-status-icon';
import { SLOT_LOOK } from '../lib/status-look';
import { plateOf, slotAriaLabel, tonnesOf } from './slot-text';

/** The colours of a status: the palette's for the filled looks, an outline for the waiting ones. */
function paint(theme: Theme, slot: SlotWire) {
  const look = SLOT_LOOK[slot.status];
  const tone = look.color === 'default' ? theme.palette.grey[600] : theme.palette[look.color].main;
  return look.variant === 'filled'
    ? { bgcolor: tone, color: theme.palette.getContrastText(tone), borderColor: tone }
    : { bgcolor: alpha(tone, 0.06), color: theme.palette.text.primary, borderColor: tone };
}

interface Props {
  slot: SlotWire;
  onOpen: (slot: SlotWire) => void;
}

/**
 * A truck in the day's timeline: the farmer (with his no-shows of 30 days when there are any),
 * the plate and the planned tonnes, coloured by status. At least 48 px high: a touch target.
 */
export function SlotChip({ slot, onOpen }: Props) {
  return (
    <ButtonBase
      onClick={() => onOpen(slot)}
      aria-label={slotAriaLabel(slot)}
      title={SLOT_STATUS_LABELS[slot.status]}
      sx={(theme) => ({
        ...paint(theme, slot),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        minHeight: 48,
        px: 1.25,
        py: 0.5,
        border: '1px solid',
        borderRadius: 2,
        flex: { xs: '1 1 100%', sm: '0 1 240px' },
        minWidth: 0,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
        <DocsStatusIcon status={slot.docsStatus} missing={slot.docsMissing} onColour />
        <Box
          component="span"
          sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {slot.farmerCompanyName}
        </Box>
        {slot.farmerNoShows > 0 && (
          <Box
            component="span"
            title={`Неявок за 30 дней: ${slot.farmerNoShows}`}
            sx={{
              flex: 'none',
              px: 0.75,
              borderRadius: 8,
              fontSize: 12,
              fontWeight: 700,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              // a ring keeps the badge apart from a red (no-show) chip
              boxShadow: (theme) => `0 0 0 1.5px ${theme.palette.common.white}`,
            }}
          >
            {slot.farmerNoShows}
          </Box>
        )}
      </Box>
      <Box
        component="span"
        sx={{ fontSize: 13, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {plateOf(slot)} · {tonnesOf(slot)}
      </Box>
    </ButtonBase>
  );
}
