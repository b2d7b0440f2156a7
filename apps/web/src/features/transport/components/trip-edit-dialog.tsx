import { TRANSPORT_MSG, type TransportSlotWire } from '@kolos/domain/transport';
import { CarDriverDialog } from '../../../shared/ui/car-driver-dialog';
import { useUpdateTrip } from '../api/update-slot';

interface Props {
  slot: TransportSlotWire;
  /** The delivery's farmer company: its kept trucks are offered. */
  farmerCompanyUuid: string;
  onClose: () => void;
}

/** SPEC 2.13 'Изменения рейса {id}' with 'Отправить' and 'Отмена': the truck and driver of a slot. */
export function TripEditDialog({ slot, farmerCompanyUuid, onClose }: Props) {
  const update = useUpdateTrip();
  return (
    <CarDriverDialog
      title={TRANSPORT_MSG.editTitle(slot.id)}
      submitLabel="Отправить"
      initial={{
        car: { number: slot.car.number, trailerNumber: slot.car.trailerNumber },
        driver: { fullname: slot.driver.fullname, phone: slot.driver.phone },
      }}
      ownerUuid={farmerCompanyUuid}
      save={(values) => update.mutateAsync({ uuid: slot.uuid, car: values.car, driver: values.driver })}
      pending={update.isPending}
      savedText={TRANSPORT_MSG.slotUpdated}
      onClose={onClose}
    />
  );
}
