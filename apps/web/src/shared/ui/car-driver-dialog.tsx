import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { slotCarDriverSchema, type SlotCarDriverForm, type SlotCarDriverValues } from '@kolos/domain/queue';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';
import { CarDriverFields } from './car-driver-fields';
import { FormDialog } from './form-dialog';

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
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <CarDriverFields control={control} ownerUuid={ownerUuid} />
    </FormDialog>
  );
}
