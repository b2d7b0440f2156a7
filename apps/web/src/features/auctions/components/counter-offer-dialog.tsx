import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { counterOfferBody, type OfferWire } from '@kolos/domain/trading';
import { NumberField, TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { formatPrice, numberLabel } from '../../../shared/trading';
import { useCounterOffer } from '../api/counter-offer';

const terms = counterOfferBody.omit({ offerUuid: true });
type Terms = z.input<typeof terms>;
type CheckedTerms = z.output<typeof terms>;

/** Issue 15 POST /v2/counterOffer: the purchaser's other terms (price, volume, comment) for one offer. */
export function CounterOfferDialog({ offer, onClose }: { offer: OfferWire | null; onClose: () => void }) {
  return (
    <Dialog open={offer !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="counter-title">
      {offer && <CounterForm key={offer.uuid} offer={offer} onClose={onClose} />}
    </Dialog>
  );
}

function CounterForm({ offer, onClose }: { offer: OfferWire; onClose: () => void }) {
  const counter = useCounterOffer();
  const form = useForm<Terms, unknown, CheckedTerms>({
    resolver: zodResolver(terms),
    mode: 'onTouched',
    defaultValues: { price: offer.price, volume: offer.volume, comment: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await counter.mutateAsync({ offerUuid: offer.uuid, ...values });
      notify.success('Встречное предложение отправлено');
      onClose();
    } catch {
      // the mutation has said why
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogTitle id="counter-title">Встречное предложение</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {offer.farmerCompany.name}, предложение {numberLabel(offer.number)}: {offer.volume} т по{' '}
          {formatPrice(offer.price)}. Фермер примет или отклонит ваши условия.
        </DialogContentText>
        <Stack spacing={2}>
          <NumberField<Terms>
            size="small"
            control={form.control}
            name="price"
            label="Цена"
            unit="₽/т"
            integer
            required
          />
          <NumberField<Terms>
            size="small"
            control={form.control}
            name="volume"
            label="Объём"
            unit="т"
            integer
            required
          />
          <TextField<Terms>
            size="small"
            control={form.control}
            name="comment"
            label="Комментарий"
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={counter.isPending}>
          Отмена
        </Button>
        <Button type="submit" variant="contained" disabled={counter.isPending}>
          Отправить
        </Button>
      </DialogActions>
    </form>
  );
}
