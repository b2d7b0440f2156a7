import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import {
  POSTS_MAX,
  POSTS_MIN,
  CAR_TYPE_LABELS,
  CAR_TYPES,
  LOCATION_TYPE_LABELS,
  LOCATION_TYPES,
} from '@kolos/domain/locations';
import type { PointControl, PointErrors } from './form-types';
import { NumberField, TextField as FormTextField } from '../form';

interface Props {
  control: PointControl;
  errors: PointErrors;
  disabled?: boolean;
  /** Acceptance points choose their type (elevator, plant…); shipping points keep the default. */
  showType?: boolean;
}

const MEASURES = [
  ['quantity', 'Объём погрузки в сутки, т', 'Сколько тонн точка отгружает за день'],
  ['postsQuantity', 'Постов погрузки', `от ${POSTS_MIN} до ${POSTS_MAX}`],
  ['warehouseHeight', 'Высота склада, м', 'Высота проезда под загрузку'],
  ['scalesLength', 'Длина весов, м', 'Самая длинная машина, что встанет на весы'],
] as const;

/** Name, address, volumes and the vehicles the point loads (SPEC 2.14). */
export function PointFields({ control, errors, disabled, showType }: Props) {
  return (
    <Grid container spacing={2}>
      {showType && (
        <Grid size={{ xs: 12 }}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <TextField {...field} select label="Тип пункта" disabled={disabled} fullWidth>
                {LOCATION_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {LOCATION_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      )}
      {(
        [
          ['name', 'Название'],
          ['address', 'Адрес'],
        ] as const
      ).map(([name, label]) => (
        <Grid key={name} size={{ xs: 12 }}>
          <FormTextField
            control={control}
            name={name}
            label={label}
            disabled={disabled}
            multiline={name === 'address'}
          />
        </Grid>
      ))}
      {MEASURES.map(([name, label, hint]) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <NumberField
            control={control}
            name={name}
            label={label}
            disabled={disabled}
            integer={name === 'postsQuantity'}
            helperText={hint}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12 }}>
        <Controller
          control={control}
          name="carType"
          render={({ field }) => (
            <TextField
              select
              label="Тип ТС"
              name={field.name}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value || null)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={disabled}
              error={Boolean(errors.carType)}
              helperText={errors.carType?.message ?? 'Какие машины может загрузить точка'}
              fullWidth
            >
              {CAR_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {CAR_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}
