import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QUEUE_MSG, type SlotWire } from '@kolos/domain/queue';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useBookSlot, useMyDeals, useTransferSlot } from '../api/slots-api';
import { FreeTimesPicker } from './free-times-picker';
import { slotTitle } from './slot-text';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

interface Props {
  /** The slot to move; none: a new truck for one of his deals. */
  slot?: SlotWire;
  onClose: () => void;
}

/**
 * The farmer's own booking (issue 29 point 15): a new truck of his deal at a free time (POST
 * /slots {offerUuid, startAt}), or his slot moved to one (POST /slots/transfer) — the server
 * checks the 3 hours, the 3 moves and the capacity again under its lock.
 */
export function FarmerTimeDialog({ slot, onClose }: Props) {
  const deals = useMyDeals();
  const book = useBookSlot();
  const transfer = useTransferSlot();
  const [picked, setPicked] = useState<string>('');
  const offerUuid = slot?.offerUuid ?? (picked || (deals.data?.length === 1 ? deals.data[0]!.uuid : ''));
  const pending = book.isPending || transfer.isPending;

  const pick = async (startAt: string) => {
    try {
      if (slot) await transfer.mutateAsync({ slotUuid: slot.uuid, startAt });
      else await book.mutateAsync({ offerUuid, startAt });
      notify.success(slot ? QUEUE_MSG.slotUpdated : 'Слот забронирован');
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <ResponsiveDialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      title={slot ? `Перенос · ${slotTitle(slot)}` : 'Записаться на время'}
    >
      <DialogContent>
        {!slot && (
          <TextField
            select
            fullWidth
            label="Сделка"
            value={offerUuid}
            onChange={(e) => setPicked(e.target.value)}
            sx={{ mt: 1, mb: 2 }}
            helperText={deals.data?.length === 0 ? 'Принятых предложений нет' : undefined}
          >
            {(deals.data ?? []).map((o) => (
              <MenuItem key={o.uuid} value={o.uuid} sx={{ minHeight: 48 }}>
                № {o.number} · {o.auction.ownerCompany.name} · {o.acceptedVolume} т
              </MenuItem>
            ))}
          </TextField>
        )}
        {offerUuid && (
          <FreeTimesPicker
            offerUuid={offerUuid}
            slotUuid={slot?.uuid}
            verb={slot ? 'Перенести на' : 'Записаться на'}
            pending={pending}
            onPick={(startAt) => void pick(startAt)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={pending}>
          Отмена
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
