import { QUEUE_MSG, type SlotWire } from '@kolos/domain/queue';
import { CarDriverDialog as TruckDialog } from '../../../shared/ui/car-driver-dialog';
import { useUpdateSlot } from '../api/slots-api';
import { slotTitle } from './slot-text';

interface Props {
  slot: SlotWire;
  onClose: () => void;
}

/** The car and the driver of a slot, named by the farmer in the field or by staff. */
export function CarDriverDialog({ slot, onClose }: Props) {
  const update = useUpdateSlot();
  return (
    <TruckDialog
      title={`Машина и водитель · ${slotTitle(slot)}`}
      submitLabel="Сохранить"
      initial={{
        car: { number: slot.car?.number ?? '', trailerNumber: slot.car?.trailerNumber ?? '' },
        driver: { fullname: slot.driver?.fullname ?? '', phone: slot.driver?.phone ?? '' },
      }}
      ownerUuid={slot.farmerCompanyUuid}
      save={(values) => update.mutateAsync({ uuid: slot.uuid, ...values })}
      pending={update.isPending}
      savedText={QUEUE_MSG.slotUpdated}
      onClose={onClose}
    />
  );
}
