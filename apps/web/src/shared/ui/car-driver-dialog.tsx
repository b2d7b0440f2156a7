import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { slotCarDriverSchema, type SlotCarDriverForm, type SlotCarDriverValues } from '@kolos/domain/queue';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';
import { useIsPhone } from '../trading';
import { CarDriverFields } from './car-driver-fields';

interface Props {
  title: string;
  submitLabel: string;
  /** The truck and driver the slot has now ('' where none). */
  initial: SlotCarDriverForm;
  /** The farmer company whose kept trucks are offered. */
  ownerUuid: string;
  /** Saves the checked values; its failure is told and the dialog stays. */
  save: (values: SlotCarDriverValues) => Promise<unknown>;
  pending: boolean;
  /** Said when the save went through (SPEC 8 'Информация по слоту успешно изменена'). */
  savedText: string;
  onClose: () => void;
}

/**
 * A slot's truck and driver under SPEC 5 'Driver edit' — the queue's schema and fields — for the
 * farmer's and staff's slot dialogs and the Transport screen's trip. Full screen on a phone.
 */
export function CarDriverDialog({
  title,
  submitLabel,
  initial,
  ownerUuid,
  save,
  pending,
  savedText,
  onClose,
}: Props) {
  const isPhone = useIsPhone();
  const { control, handleSubmit } = useForm<SlotCarDriverForm, unknown, SlotCarDriverValues>({
    resolver: zodResolver(slotCarDriverSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save(values);
      notify.success(savedText);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="car-driver-title"
    >
      <DialogTitle id="car-driver-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="car-driver-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
          <CarDriverFields control={control} ownerUuid={ownerUuid} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={pending}>
          Отмена
        </Button>
        <Button size="large" variant="contained" type="submit" form="car-driver-form" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
