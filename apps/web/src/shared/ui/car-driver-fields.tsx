import { Controller, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import {
  typedDriverName,
  typedPlate,
  type SlotCarDriverForm,
  type SlotCarDriverValues,
} from '@kolos/domain/queue';
import { PhoneField } from './phone-field';

type TextName = 'car.number' | 'car.trailerNumber' | 'driver.fullname';

interface Props {
  /** A form over slotCarDriverSchema (@kolos/domain/queue). */
  control: Control<SlotCarDriverForm, unknown, SlotCarDriverValues>;
}

/**
 * The truck and the driver of a slot (SPEC 5 'Driver edit'), shared by the queue's dialog and the
 * Transport screen's: the numbers keep letters, digits and single spaces, the name letters,
 * spaces, hyphens and ё, as they are typed; the phone has the +7 mask.
 */
export function CarDriverFields({ control }: Props) {
  const text = (name: TextName, label: string, clean: (v: string) => string, required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required={required}
          fullWidth
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(clean(e.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          // plates are written in capitals: a phone's keyboard starts them so
          slotProps={{ htmlInput: { autoCapitalize: name.startsWith('car.') ? 'characters' : 'words' } }}
        />
      )}
    />
  );
  return (
    <>
      {text('car.number', 'Номер тягача', typedPlate, true)}
      {text('car.trailerNumber', 'Номер прицепа', typedPlate, false)}
      {text('driver.fullname', 'ФИО водителя', typedDriverName, true)}
      <Controller
        control={control}
        name="driver.phone"
        render={({ field, fieldState }) => (
          <PhoneField
            label="Телефон водителя"
            required
            fullWidth
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
