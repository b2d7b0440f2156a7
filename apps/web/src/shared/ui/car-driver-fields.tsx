import { useState } from 'react';
import { useController, type Control, type UseControllerReturn } from 'react-hook-form';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  typedDriverName,
  typedPlate,
  type SlotCarDriverForm,
  type SlotCarDriverValues,
} from '@kolos/domain/queue';
import { plateKey, type CarWire } from '@kolos/domain/transport';
import { formatPhone } from '@kolos/domain';
import type { FleetDriverWire } from '@kolos/domain/fleet';
import { useFleetDrivers } from '../fleet/fleet-api';
import { useTrucks } from '../trucks/use-trucks';
import { PhoneField } from './phone-field';

type Form = Control<SlotCarDriverForm, unknown, SlotCarDriverValues>;
type Bound = UseControllerReturn<SlotCarDriverForm, 'car.number' | 'car.trailerNumber' | 'driver.fullname'>;

interface Props {
  /** A form over slotCarDriverSchema (@kolos/domain/queue). */
  control: Form;
  /** The farmer company delivering: its kept trucks are offered for the tractor's number. */
  ownerUuid?: string | undefined;
}

const NO_DRIVERS: FleetDriverWire[] = [];

/** 'А123ВС 123 · Иванов Сергей': a kept truck as it is offered. */
export const truckOptionText = (car: CarWire): string =>
  car.driver?.name ? `${car.registrationNumber} · ${car.driver.name}` : car.registrationNumber;

// a plate matches however it is spaced and whichever alphabet its lookalike letters are typed in
const filterTrucks = createFilterOptions<CarWire>({
  stringify: (car) => `${plateKey(car.registrationNumber)} ${car.driver?.name ?? ''}`,
});

/**
 * The truck and the driver of a slot (SPEC 5 'Driver edit'), shared by the queue's dialog and the
 * Transport screen's: the numbers keep letters, digits and single spaces, the name letters,
 * spaces, hyphens and ё, as they are typed; the phone has the +7 mask. The tractor's number offers
 * the farmer's kept trucks (issue 18 point 1): picking one fills the trailer and the driver; any
 * other number is typed as before. Without trucks to offer (none kept, or not the caller's to
 * see) it is a plain field.
 */
export function CarDriverFields({ control, ownerUuid }: Props) {
  const trucks = useTrucks(ownerUuid);
  // the caller's saved drivers (issue 29 point 16); a name typed anew is saved by the slot's change
  const drivers = useFleetDrivers().data ?? NO_DRIVERS;
  const plate = useController({ control, name: 'car.number' });
  const trailer = useController({ control, name: 'car.trailerNumber' });
  const fullname = useController({ control, name: 'driver.fullname' });
  const phone = useController({ control, name: 'driver.phone' });
  const [typed, setTyped] = useState(false);

  const pick = (car: CarWire) => {
    plate.field.onChange(typedPlate(car.registrationNumber));
    trailer.field.onChange(typedPlate(car.trailers[0] ?? ''));
    if (car.driver) {
      fullname.field.onChange(typedDriverName(car.driver.name));
      phone.field.onChange(car.driver.phone);
    }
  };

  const shown = ({ field, fieldState }: Bound, label: string, required: boolean) => ({
    label,
    required,
    fullWidth: true,
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  });
  const text = (bound: Bound, label: string, clean: (v: string) => string, required: boolean) => (
    <TextField
      {...shown(bound, label, required)}
      value={bound.field.value ?? ''}
      onChange={(e) => bound.field.onChange(clean(e.target.value))}
      // plates are written in capitals: a phone's keyboard starts them so
      slotProps={{ htmlInput: { autoCapitalize: clean === typedPlate ? 'characters' : 'words' } }}
    />
  );

  return (
    <>
      {trucks.length === 0 ? (
        text(plate, 'Номер тягача', typedPlate, true)
      ) : (
        <Autocomplete<CarWire, false, false, true>
          freeSolo
          forcePopupIcon
          openText="Показать машины"
          closeText="Скрыть машины"
          clearText="Очистить"
          options={trucks}
          // the form keeps the typed text; a pick sets it and fills the trailer and the driver
          value={null}
          inputValue={plate.field.value ?? ''}
          onInputChange={(_e, typed, reason) => {
            if (reason === 'input') setTyped(true);
            plate.field.onChange(typedPlate(typed));
          }}
          onClose={() => setTyped(false)}
          onChange={(_e, car) => {
            if (car && typeof car !== 'string') pick(car);
          }}
          // opened on a number already there, the list shows every truck; typing narrows it
          filterOptions={(options, state) =>
            typed ? filterTrucks(options, { ...state, inputValue: plateKey(state.inputValue) }) : options
          }
          getOptionLabel={(car) => (typeof car === 'string' ? car : car.registrationNumber)}
          getOptionKey={(car) => (typeof car === 'string' ? car : car.uuid)}
          renderOption={({ key, ...props }, car) => (
            <li key={key} {...props}>
              {truckOptionText(car)}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              {...shown(plate, 'Номер тягача', true)}
              slotProps={{ htmlInput: { ...params.inputProps, autoCapitalize: 'characters' } }}
            />
          )}
        />
      )}
      {text(trailer, 'Номер прицепа', typedPlate, false)}
      {drivers.length === 0 ? (
        text(fullname, 'ФИО водителя', typedDriverName, true)
      ) : (
        <Autocomplete<FleetDriverWire, false, false, true>
          freeSolo
          forcePopupIcon
          openText="Показать водителей"
          closeText="Скрыть водителей"
          clearText="Очистить"
          options={drivers}
          value={null}
          inputValue={fullname.field.value ?? ''}
          onInputChange={(_e, typed) => fullname.field.onChange(typedDriverName(typed))}
          onChange={(_e, driver) => {
            if (driver && typeof driver !== 'string') {
              fullname.field.onChange(typedDriverName(driver.fullname));
              phone.field.onChange(driver.phone);
            }
          }}
          getOptionLabel={(d) => (typeof d === 'string' ? d : d.fullname)}
          getOptionKey={(d) => (typeof d === 'string' ? d : d.uuid)}
          renderOption={({ key, ...props }, d) => (
            <li key={key} {...props}>
              {d.fullname} · {formatPhone(d.phone)}
            </li>
          )}
          renderInput={(params) => <TextField {...params} {...shown(fullname, 'ФИО водителя', true)} />}
        />
      )}
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
    </>
  );
}
