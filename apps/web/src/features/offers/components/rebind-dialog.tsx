import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { TRADING_MSG, type OfferDetailsWire } from '@kolos/domain/trading';
import { notify } from '../../../shared/notify/notifier';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { formatTonnes, numberLabel, wireToLocal } from '../../../shared/trading';
import { useRebindOffer, useRebindTargets } from '../api/rebind-offer';

/**
 * Issue 28 point 13: 'Перенести на другие торги'. Offers the tenders the server's rule allows
 * (GET /offers/rebindable); one the move would refuse now is shown greyed with the server's
 * reason, so the trader knows why a replacing tender cannot take this offer.
 */
export function RebindDialog({ offer, onClose }: { offer: OfferDetailsWire; onClose: () => void }) {
  const titleId = useId();
  const { timeZone } = useTimeZone();
  const targets = useRebindTargets(offer.uuid, true);
  const rebind = useRebindOffer();
  const [chosen, setChosen] = useState('');
  const list = targets.data?.auctions ?? [];
  const open = list.filter((a) => a.refusal === null);

  const send = () =>
    void rebind
      .mutateAsync({ offerUuid: offer.uuid, auctionUuid: chosen })
      .then(() => {
        notify.success(TRADING_MSG.offerRebound);
        onClose();
      })
      .catch(() => undefined);

  return (
    <Dialog
      open
      onClose={rebind.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Перенести предложение на другие торги</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Сейчас: торги {numberLabel(offer.auction.number)}. Перенести можно на идущие торги той же культуры и
          территории закупки; цена на пункте приёмки будет рассчитана заново.
        </Typography>
        {targets.isPending ? (
          <Typography color="text.secondary">Загрузка торгов…</Typography>
        ) : targets.isError ? (
          <Alert severity="error">{targets.error.message}</Alert>
        ) : list.length === 0 ? (
          <Alert severity="info">
            Нет идущих торгов той же культуры и территории, на которые можно перенести предложение.
          </Alert>
        ) : (
          <RadioGroup aria-labelledby={titleId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {list.map((a) => (
              <FormControlLabel
                key={a.uuid}
                value={a.uuid}
                disabled={a.refusal !== null}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box>
                    <Box sx={{ fontWeight: 600 }}>
                      Торги {numberLabel(a.number)} · {formatTonnes(a.volume)}
                    </Box>
                    <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
                      {a.product.payload.title}, {a.region.name} · до {wireToLocal(a.endAt, timeZone)}
                    </Box>
                    {a.refusal && <Box sx={{ fontSize: 13, color: 'error.main' }}>Нельзя: {a.refusal}</Box>}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={rebind.isPending}>
          Отмена
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={chosen === '' || open.length === 0}
          loading={rebind.isPending}
        >
          Перенести
        </Button>
      </DialogActions>
    </Dialog>
  );
}
