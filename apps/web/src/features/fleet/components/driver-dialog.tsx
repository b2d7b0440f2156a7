import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fleetDriverBody, type FleetDriverBody, type FleetDriverWire } from '@kolos/domain/fleet';
import { typedDriverName } from '@kolos/domain/queue';
import { useSaveDriver } from '../../../shared/fleet/fleet-api';
import { saveInForm } from '../../../shared/form';
import { PhoneField } from '../../../shared/ui/phone-field';
import { CleanedField } from './cleaned-field';
import { FormDialog } from '../../../shared/ui/form-dialog';

type Output = ReturnType<typeof fleetDriverBody.parse>;

/** A driver of the fleet: the name (SPEC 5) and the phone with the +7 mask. */
export function DriverDialog({ driver, onClose }: { driver: FleetDriverWire | null; onClose: () => void }) {
  const save = useSaveDriver();
  const { control, handleSubmit, setError } = useForm<FleetDriverBody, unknown, Output>({
    resolver: zodResolver(fleetDriverBody),
    mode: 'onTouched',
    defaultValues: { fullname: driver?.fullname ?? '', phone: driver?.phone ?? '' },
  });
  const phone = useController({ control, name: 'phone' });
  const submit = handleSubmit((values) =>
    saveInForm(() => save.mutateAsync({ uuid: driver?.uuid, ...values }), setError, {
      text: driver ? 'Водитель изменён' : 'Водитель добавлен в автопарк',
      then: onClose,
    }),
  );
  return (
    <FormDialog
      submitLabel="Сохранить"
      title={driver ? 'Водитель' : 'Новый водитель'}
      pending={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <CleanedField
        control={control}
        name="fullname"
        clean={typedDriverName}
        label="ФИО водителя"
        required
        autoFocus
      />
      <PhoneField
        label="Телефон водителя"
        required
        fullWidth
        name={phone.field.name}
        value={phone.field.value}
        onChange={phone.field.onChange}
        onBlur={phone.field.onBlur}
        error={Boolean(phone.fieldState.error)}
        helperText={phone.fieldState.error?.message}
      />
    </FormDialog>
  );
}
