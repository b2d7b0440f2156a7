import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferWire } from '@kolos/domain/trading';
import { formatNumber, formatPrice, formatTonnes } from '../../../shared/trading';
import type { ResultSummary } from '../lib/results';

interface Props {
  open: boolean;
  summary: ResultSummary;
  offers: readonly OfferWire[];
  wanted: number;
  showPrice: boolean;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Issue 15 'Подвести итоги': before the results are sent, what they come to — the volume covered
 * of the wanted one, the average landed price, the accepted offers — and that every other offer
 * will be declined.
 */
export function ResultsDialog({
  open,
  summary,
  offers,
  wanted,
  showPrice,
  sending,
  onConfirm,
  onClose,
}: Props) {
  const byUuid = new Map(offers.map((o) => [o.uuid, o]));
  const declined = offers.filter(
    (o) =>
      (o.status === 'OFFER_ACTIVE' || o.status === 'OFFER_COUNTERED') &&
      !summary.items.some((i) => i.offerUuid === o.uuid),
  ).length;
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="results-title"
    >
      <DialogTitle id="results-title">Подвести итоги</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Покрыто{' '}
          <b>
            {formatTonnes(summary.volume)} из {formatTonnes(wanted)}
          </b>{' '}
          ({formatNumber(Math.round(summary.covered * 100))} %)
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, summary.covered * 100)}
          color={summary.excess > 0 ? 'error' : 'primary'}
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
          aria-label="Покрытый объём"
        />
        {showPrice && (
          <Typography sx={{ mb: 2 }}>
            Средняя цена на пункте приёмки: <b>{formatPrice(summary.averageLandedPrice)}</b>
          </Typography>
        )}
        {summary.excess > 0 && (
          <Typography color="error" sx={{ mb: 2 }}>
            Принятый объём превышает объём торгов на {formatTonnes(summary.excess)}
          </Typography>
        )}
        <Table size="small" aria-label="Принятые предложения">
          <TableBody>
            {summary.items.map((item) => {
              const offer = byUuid.get(item.offerUuid);
              return (
                <TableRow key={item.offerUuid}>
                  <TableCell>{offer?.farmerCompany.name}</TableCell>
                  <TableCell align="right">{formatTonnes(item.volume)}</TableCell>
                  {showPrice && <TableCell align="right">{formatPrice(offer?.landedPrice)}</TableCell>}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Box sx={{ mt: 2, color: 'text.secondary', fontSize: 14 }}>
          {declined > 0
            ? `Остальные предложения (${declined}) будут отклонены. Торги завершатся.`
            : 'Торги завершатся.'}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={sending}>
          Вернуться
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending || !summary.ready}>
          Подтвердить итоги
        </Button>
      </DialogActions>
    </Dialog>
  );
}
