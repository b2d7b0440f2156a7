import Grid from '@mui/material/Grid';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import type { LocationDraft } from '@kolos/domain/locations';
import type { PointControl } from './form-types';
import { TimeField } from './time-field';

type Prefix = 'schedule' | 'scales.schedule';

interface Props {
  control: PointControl;
  prefix: Prefix;
  errors: { openAt?: { message?: string }; closeAt?: { message?: string } } | undefined;
  disabled?: boolean;
}

/**
 * Opening and closing times (SPEC 5): the closing time stays disabled until the opening time is
 * set; the order rule shows its own text under each field.
 */
export function HoursFields({ control, prefix, errors, disabled }: Props) {
  const openName = `${prefix}.openAt` as FieldPath<LocationDraft>;
  const closeName = `${prefix}.closeAt` as FieldPath<LocationDraft>;
  const openAt = useWatch({ control, name: openName }) as string | undefined;
  return (
    <Grid container spacing={2}>
      {(
        [
          [openName, closeName, 'Начало работы', errors?.openAt?.message, disabled],
          [closeName, openName, 'Окончание работы', errors?.closeAt?.message, disabled || !openAt],
        ] as const
      ).map(([name, other, label, error, off]) => (
        <Grid key={name} size={{ xs: 6 }}>
          <Controller
            control={control}
            name={name}
            // the order rule speaks under both fields: correcting one re-checks the other
            rules={{ deps: [other] }}
            render={({ field }) => (
              <TimeField
                label={label}
                name={field.name}
                value={(field.value as string | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={off}
                error={error}
              />
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}
