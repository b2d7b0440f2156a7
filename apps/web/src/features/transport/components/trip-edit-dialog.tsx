import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { slotCarDriverSchema, type SlotCarDriverForm, type SlotCarDriverValues } from '@kolos/domain/queue';
import { TRANSPORT_MSG, type TransportSlotWire } from '@kolos/domain/transport';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useIsPhone } from '../../../shared/trading';
import { CarDriverFields } from '../../../shared/ui/car-driver-fields';
import { useUpdateTrip } from '../api/update-slot';

interface Props {
  slot: TransportSlotWire;
  /** The delivery's farmer company: its kept trucks are offered. */
  farmerCompanyUuid: string;
  onClose: () => void;
}

/**
 * SPEC 2.13 'Изменения рейса {id}': the truck and driver of a slot under the SPEC 5 driver rules
 * (the queue's schema and fields); full screen on a phone.
 */
export function TripEditDialog({ slot, farmerCompanyUuid, onClose }: Props) {
  const isPhone = useIsPhone();
  const update = useUpdateTrip();
  const { control, handleSubmit } = useForm<SlotCarDriverForm, unknown, SlotCarDriverValues>({
    resolver: zodResolver(slotCarDriverSchema),
    mode: 'onTouched',
    defaultValues: {
      car: { number: slot.car.number, trailerNumber: slot.car.trailerNumber },
      driver: { fullname: slot.driver.fullname, phone: slot.driver.phone },
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ uuid: slot.uuid, car: values.car, driver: values.driver });
      notify.success(TRANSPORT_MSG.slotUpdated);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  });

  const title = TRANSPORT_MSG.editTitle(slot.id);
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="trip-edit-title"
    >
      <DialogTitle id="trip-edit-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="trip-edit-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
          <CarDriverFields control={control} ownerUuid={farmerCompanyUuid} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={update.isPending}>
          Отмена
        </Button>
        <Button
          size="large"
          variant="contained"
          type="submit"
          form="trip-edit-form"
          disabled={update.isPending}
        >
          Отправить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
