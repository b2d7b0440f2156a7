import Box from '@mui/material/Box';
import { formatNumber } from './format';

interface Props {
  /** Tonnes wanted (the auction's volume). */
  wanted: number;
  /** Tonnes in live offers. */
  offered: number;
  /** Tonnes accepted in the results. */
  accepted: number;
}

const share = (part: number, whole: number) => `${Math.min(100, whole > 0 ? (part / whole) * 100 : 0)}%`;

/**
 * Issue 15 volume column: offered and accepted tonnes against the wanted volume, as a small bar
 * (accepted dark, then the rest offered light; the offered volume counts the accepted one) with the numbers under it.
 */
export function VolumeBar({ wanted, offered, accepted }: Props) {
  const text = `предложено ${formatNumber(offered)} т, принято ${formatNumber(accepted)} т из ${formatNumber(wanted)} т`;
  return (
    // its own line height: a grid cell's is the row's height, which pushed the numbers a row's
    // half below the bar, so the bar read as the row above's (issue 29 point 8)
    <Box sx={{ width: '100%', minWidth: 0, lineHeight: 1.3 }} title={text} aria-label={text} role="img">
      <Box
        sx={{ display: 'flex', height: 6, borderRadius: 3, bgcolor: 'grey.300', overflow: 'hidden', mb: 0.5 }}
      >
        <Box sx={{ flex: 'none', width: share(accepted, wanted), bgcolor: 'primary.dark' }} />
        <Box
          sx={{
            flex: 'none',
            width: share(Math.max(0, offered - accepted), wanted),
            bgcolor: 'success.light',
          }}
        />
      </Box>
      <Box
        component="span"
        sx={{ display: 'block', fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {formatNumber(offered)} / {formatNumber(accepted)} из {formatNumber(wanted)}
      </Box>
    </Box>
  );
}
