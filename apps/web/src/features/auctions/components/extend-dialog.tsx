import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MSG } from '@kolos/domain';
import { TRADING_MSG, type AuctionWire } from '@kolos/domain/trading';
import { notify } from '../../../shared/notify/notifier';
import { localToWire, numberLabel, wireToDate, wireToLocal } from '../../../shared/trading';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useSaveAuction } from '../api/save-auction';
import { DateTimeInput } from './date-time-input';

interface Props {
  auction: AuctionWire | null;
  onClose: () => void;
}

/** SPEC 7 PUT /auctions/{uuid} "also used to extend the end time": a later end, in the user's zone. */
export function ExtendDialog({ auction, onClose }: Props) {
  return (
    <Dialog open={auction !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="extend-title">
      {auction && <ExtendForm key={auction.uuid} auction={auction} onClose={onClose} />}
    </Dialog>
  );
}

function ExtendForm({ auction, onClose }: { auction: AuctionWire; onClose: () => void }) {
  const { timeZone, format } = useTimeZone();
  const save = useSaveAuction();
  const [endAt, setEndAt] = useState(() => wireToLocal(auction.endAt, timeZone));
  const [error, setError] = useState<string>();
  const currentEnd = wireToDate(auction.endAt);
  const submit = async () => {
    const wire = endAt ? localToWire(endAt, timeZone) : null;
    const next = wire ? wireToDate(wire) : null;
    if (!wire || !next) return setError(endAt ? TRADING_MSG.dateTime : MSG.required);
    if (currentEnd && next <= currentEnd) return setError(TRADING_MSG.onlyEndLater);
    try {
      await save.mutateAsync({ uuid: auction.uuid, body: { endAt: wire } });
      notify.success(TRADING_MSG.auctionSaved);
      onClose();
    } catch {
      // said by the mutation
    }
  };
  return (
    <>
      <DialogTitle id="extend-title">Продлить торги {numberLabel(auction.number)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Сейчас торги заканчиваются {currentEnd ? format(currentEnd) : auction.endAt}. Срок можно только
          продлить.
        </DialogContentText>
        <DateTimeInput
          name="endAt"
          label="Окончание торгов"
          timeLabel="Время окончания"
          value={endAt}
          onChange={(v) => {
            setEndAt(v);
            setError(undefined);
          }}
          error={error}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={save.isPending}>
          Отмена
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          Продлить
        </Button>
      </DialogActions>
    </>
  );
}
