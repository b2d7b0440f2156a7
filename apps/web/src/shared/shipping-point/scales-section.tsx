import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { PointControl, PointErrors, PointTrigger } from './form-types';
import { CoordinateField } from './coordinate-field';
import { HoursFields } from './hours-fields';
import { MapPicker } from './map-picker';
import { NumberField, TextField as FormTextField } from '../form';

interface Props {
  control: PointControl;
  trigger: PointTrigger;
  errors: PointErrors['scales'];
  disabled?: boolean;
}

/** The weighing point (SPEC 3 scales): every field required while it is shown (SPEC 5). */
export function ScalesSection({ control, trigger, errors, disabled }: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Controller
          control={control}
          name="scales.position"
          render={({ field }) => (
            <MapPicker
              label="Карта: место весовой"
              height={240}
              disabled={disabled}
              position={
                field.value &&
                typeof field.value.latitude === 'number' &&
                typeof field.value.longitude === 'number'
                  ? { latitude: field.value.latitude, longitude: field.value.longitude }
                  : null
              }
              onChange={field.onChange}
            />
          )}
        />
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {(['latitude', 'longitude'] as const).map((axis) => (
            <Grid key={axis} size={{ xs: 6 }}>
              <Controller
                control={control}
                name={`scales.position.${axis}`}
                render={({ field }) => (
                  <CoordinateField
                    label={axis === 'latitude' ? 'Широта весовой' : 'Долгота весовой'}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={disabled}
                    error={errors?.position?.[axis]?.message}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField control={control} name="scales.address" label="Адрес весовой" disabled={disabled} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 6 }}>
            <NumberField control={control} name="scales.length" label="Длина весов, м" disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <NumberField
              control={control}
              name="scales.warehouseHeight"
              label="Высота проезда, м"
              disabled={disabled}
            />
          </Grid>
        </Grid>
        <div>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Часы работы весовой
          </Typography>
          <HoursFields
            control={control}
            trigger={trigger}
            prefix="scales.schedule"
            errors={errors?.schedule}
            disabled={disabled}
          />
        </div>
      </Grid>
    </Grid>
  );
}
