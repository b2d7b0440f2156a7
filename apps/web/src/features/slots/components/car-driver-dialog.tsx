import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  QUEUE_MSG,
  slotCarDriverSchema,
  type SlotCarDriverForm,
  type SlotCarDriverValues,
  type SlotWire,
} from '@kolos/domain/queue';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useIsPhone } from '../../../shared/trading';
import { CarDriverFields } from '../../../shared/ui/car-driver-fields';
import { useUpdateSlot } from '../api/slots-api';
import { slotTitle } from './slot-text';

interface Props {
  slot: SlotWire;
  onClose: () => void;
}

/**
 * The car and the driver of a slot (SPEC 5 'Driver edit'): the numbers keep letters, digits and
 * single spaces, the name letters, spaces, hyphens and ё, as they are typed; the phone has the
 * +7 mask. Full screen on a phone: farmers fill it in the field.
 */
export function CarDriverDialog({ slot, onClose }: Props) {
  const isPhone = useIsPhone();
  const update = useUpdateSlot();
  const { control, handleSubmit } = useForm<SlotCarDriverForm, unknown, SlotCarDriverValues>({
    resolver: zodResolver(slotCarDriverSchema),
    defaultValues: {
      car: { number: slot.car?.number ?? '', trailerNumber: slot.car?.trailerNumber ?? '' },
      driver: { fullname: slot.driver?.fullname ?? '', phone: slot.driver?.phone ?? '' },
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ uuid: slot.uuid, ...values });
      notify.success(QUEUE_MSG.slotUpdated);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  });

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Машина и водитель · {slotTitle(slot)}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="car-driver-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
          <CarDriverFields control={control} ownerUuid={slot.farmerCompanyUuid} />
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
          form="car-driver-form"
          disabled={update.isPending}
        >
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
