import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookedSlotWire } from '@kolos/domain/queue';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { OptionSelect } from '../../../shared/ui/option-select';
import { formatNumber } from '../../../shared/trading';
import { useRebook, useSlotDeals } from '../api/slots-api';
import { AddSlotDialog } from './add-slot-dialog';
import { ExtraTrucksDialog, UrgentTrucksDialog } from './more-trucks-dialog';
import { dealLabel, dealTonnes, dealWindow } from './slot-text';

type Action = 'add' | 'extra' | 'urgent' | 'rebook';

interface Props {
  locationUuid: string;
  /** The day the queue shows (the manual slot starts there). */
  date: string;
  formatTime: (iso: string) => string;
  /** Shows the day of the first booked slot, so the new trucks are in view. */
  onShowDay: (date: string) => void;
}

const bookedText = (items: BookedSlotWire[]) =>
  `Забронировано слотов: ${items.length}, ${formatNumber(items.reduce((t, s) => t + s.plannedVolume, 0))} т`;

/**
 * Issue 28 point 9, the queue by hand (SPEC 7 `POST slots`, `allocate-extra-slots`,
 * `allocate-slots-now`, `allocate-slots`): pick a deal of the point, then add one slot, more
 * trucks over its window, urgent trucks from now, or book again what a cancel freed. The same
 * capacity rules as the results; a refusal (35742 with the tonnes that fit) stays in the dialog.
 */
export function ManualBooking({ locationUuid, date, formatTime, onShowDay }: Props) {
  const deals = useSlotDeals(locationUuid);
  const [dealUuid, setDealUuid] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const rebook = useRebook();
  const deal = deals.data?.items.find((d) => d.offerUuid === dealUuid);
  const unslotted = deal ? Math.max(0, deal.acceptedVolume - deal.slottedVolume) : 0;

  const booked = (items: BookedSlotWire[]) => {
    setAction(null);
    notify.success(items.length > 0 ? bookedText(items) : 'Новых слотов не понадобилось');
    if (items[0]) onShowDay(items[0].date);
  };
  const close = () => setAction(null);

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2 }}
      aria-labelledby="manual-booking-title"
    >
      <Typography id="manual-booking-title" sx={{ fontWeight: 700 }}>
        Запись вручную
      </Typography>
      <OptionSelect
        label="Сделка"
        loading={deals.isPending}
        options={(deals.data?.items ?? []).map((d) => ({
          value: d.offerUuid,
          label: dealLabel(d),
          hint: `${dealTonnes(d)}; поставка ${dealWindow(d)}`,
        }))}
        value={dealUuid}
        onChange={setDealUuid}
        helperText={
          deal
            ? `${dealTonnes(deal)}; поставка ${dealWindow(deal)}`
            : deals.data?.items.length === 0
              ? 'У пункта нет принятых сделок'
              : 'Принятые предложения, которые везут на этот пункт'
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled={!deal} onClick={() => setAction('add')}>
          Добавить слот
        </Button>
        <Button variant="outlined" disabled={!deal} onClick={() => setAction('extra')}>
          Дополнительные машины
        </Button>
        <Button variant="outlined" disabled={!deal} onClick={() => setAction('urgent')}>
          Срочно на сегодня
        </Button>
        <Button variant="outlined" disabled={!deal || unslotted === 0} onClick={() => setAction('rebook')}>
          {unslotted > 0 ? `Записать заново ${formatNumber(unslotted)} т` : 'Записать заново после отмены'}
        </Button>
      </Box>
      {deal && action === 'add' && (
        <AddSlotDialog
          deal={deal}
          locationUuid={locationUuid}
          initialDay={date}
          formatTime={formatTime}
          onBooked={booked}
          onClose={close}
        />
      )}
      {deal && action === 'extra' && <ExtraTrucksDialog deal={deal} onBooked={booked} onClose={close} />}
      {deal && action === 'urgent' && <UrgentTrucksDialog deal={deal} onBooked={booked} onClose={close} />}
      <ConfirmDialog
        open={Boolean(deal) && action === 'rebook'}
        title="Записать заново после отмены"
        text={
          deal &&
          `${dealLabel(deal)}: ${formatNumber(unslotted)} т без слотов после отмены распределятся по дням поставки (${dealWindow(deal)}).`
        }
        confirmText="Забронировать"
        loading={rebook.isPending}
        onCancel={close}
        onConfirm={() =>
          void rebook.mutateAsync(deal!.offerUuid).then(
            (answer) => booked(answer.items),
            (error: unknown) => {
              close();
              notifyFailure(error);
            },
          )
        }
      />
    </Paper>
  );
}
