import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  allocateExtraSlotsBody,
  allocateSlotsNowBody,
  SLOTS_NOW_LOOKAHEAD_DAYS,
  type BookedSlotWire,
  type SlotDealWire,
} from '@kolos/domain/queue';
import { NumberField } from '../../../shared/form';
import { useAllocateExtra, useAllocateNow } from '../api/slots-api';
import { BookingDialog } from './booking-dialog';
import { dealLabel, dealWindow } from './slot-text';

interface Props {
  deal: SlotDealWire;
  onBooked: (items: BookedSlotWire[]) => void;
  onClose: () => void;
}

const extra = allocateExtraSlotsBody.pick({ volume: true });
type Extra = z.input<typeof extra>;

/** POST allocate-extra-slots: more tonnes for the deal, spread over its delivery window. */
export function ExtraTrucksDialog({ deal, onBooked, onClose }: Props) {
  const book = useAllocateExtra();
  const form = useForm<Extra, unknown, z.output<typeof extra>>({
    resolver: zodResolver(extra),
    mode: 'onTouched',
    defaultValues: { volume: 25 },
  });
  const submit = form.handleSubmit(async ({ volume }) => {
    const { items } = await book.mutateAsync({ offerUuid: deal.offerUuid, volume });
    onBooked(items);
  });
  return (
    <BookingDialog
      title={`Дополнительные машины · ${dealLabel(deal)}`}
      text={`Слоты на этот объём распределятся по дням поставки сделки (${dealWindow(deal)}), по 25 т на машину.`}
      error={book.error}
      pending={book.isPending}
      submitLabel="Забронировать"
      onSubmit={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      <NumberField<Extra> control={form.control} name="volume" label="Объём" unit="т" required autoFocus />
    </BookingDialog>
  );
}

const urgent = allocateSlotsNowBody.pick({ count: true });
type Urgent = z.input<typeof urgent>;

/** POST allocate-slots-now: trucks in the first free slot times from now — today first. */
export function UrgentTrucksDialog({ deal, onBooked, onClose }: Props) {
  const book = useAllocateNow();
  const form = useForm<Urgent, unknown, z.output<typeof urgent>>({
    resolver: zodResolver(urgent),
    mode: 'onTouched',
    defaultValues: { count: 1 },
  });
  const submit = form.handleSubmit(async ({ count }) => {
    const { items } = await book.mutateAsync({ offerUuid: deal.offerUuid, count });
    onBooked(items);
  });
  return (
    <BookingDialog
      title={`Срочная запись · ${dealLabel(deal)}`}
      text={`Машины по 25 т встанут на ближайшее свободное время — сегодня, а если мест нет, в следующие дни (до ${SLOTS_NOW_LOOKAHEAD_DAYS} дней).`}
      error={book.error}
      pending={book.isPending}
      submitLabel="Записать"
      onSubmit={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      <NumberField<Urgent>
        control={form.control}
        name="count"
        label="Машин"
        unit="шт."
        integer
        required
        autoFocus
      />
    </BookingDialog>
  );
}
