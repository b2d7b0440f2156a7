import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fleetCarBody, type FleetCarBody, type FleetCarWire } from '@kolos/domain/fleet';
import { typedPlate } from '@kolos/domain/queue';
import { useSaveCar } from '../../../shared/fleet/fleet-api';
import { saveInForm } from '../../../shared/form';
import { CleanedField } from './cleaned-field';
import { FormDialog } from '../../../shared/ui/form-dialog';

type Output = ReturnType<typeof fleetCarBody.parse>;

/** A truck of the fleet: the tractor's and trailer's plates, kept in Cyrillic without spaces. */
export function CarDialog({ car, onClose }: { car: FleetCarWire | null; onClose: () => void }) {
  const save = useSaveCar();
  const { control, handleSubmit, setError } = useForm<FleetCarBody, unknown, Output>({
    resolver: zodResolver(fleetCarBody),
    mode: 'onTouched',
    defaultValues: { number: car?.number ?? '', trailerNumber: car?.trailerNumber ?? '' },
  });
  const submit = handleSubmit((values) =>
    saveInForm(() => save.mutateAsync({ uuid: car?.uuid, ...values }), setError, {
      text: car ? 'Машина изменена' : 'Машина добавлена в автопарк',
      then: onClose,
    }),
  );
  return (
    <FormDialog
      submitLabel="Сохранить"
      title={car ? 'Машина' : 'Новая машина'}
      pending={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <CleanedField
        control={control}
        name="number"
        clean={typedPlate}
        label="Номер тягача"
        required
        autoFocus
        placeholder="А123ВС 161"
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
      />
      <CleanedField
        control={control}
        name="trailerNumber"
        clean={typedPlate}
        label="Номер прицепа"
        placeholder="АВ1234 61"
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
      />
    </FormDialog>
  );
}
