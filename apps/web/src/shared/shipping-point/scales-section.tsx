import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { PointControl, PointErrors, PointTrigger } from './form-types';
import { CoordinateField } from './coordinate-field';
import { HoursFields } from './hours-fields';
import { MapPicker } from './map-picker';
import { NumberField } from './number-field';

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
        <Controller
          control={control}
          name="scales.address"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label="Адрес весовой"
              disabled={disabled}
              error={Boolean(errors?.address)}
              helperText={errors?.address?.message}
              fullWidth
            />
          )}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 6 }}>
            <Controller
              control={control}
              name="scales.length"
              render={({ field }) => (
                <NumberField
                  label="Длина весов, м"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  error={errors?.length?.message}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <Controller
              control={control}
              name="scales.warehouseHeight"
              render={({ field }) => (
                <NumberField
                  label="Высота проезда, м"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  error={errors?.warehouseHeight?.message}
                />
              )}
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
