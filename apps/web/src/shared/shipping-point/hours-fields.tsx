import Grid from '@mui/material/Grid';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import type { LocationDraft } from '@kolos/domain/locations';
import type { PointControl, PointTrigger } from './form-types';
import { TimeField } from './time-field';

type Prefix = 'schedule' | 'scales.schedule';

interface Props {
  control: PointControl;
  trigger: PointTrigger;
  prefix: Prefix;
  errors: { openAt?: { message?: string }; closeAt?: { message?: string } } | undefined;
  disabled?: boolean;
}

/**
 * Opening and closing times (SPEC 5): the closing time stays disabled until the opening time is
 * set; the order rule shows its own text under each field.
 */
export function HoursFields({ control, trigger, prefix, errors, disabled }: Props) {
  const openName = `${prefix}.openAt` as FieldPath<LocationDraft>;
  const closeName = `${prefix}.closeAt` as FieldPath<LocationDraft>;
  const openAt = useWatch({ control, name: openName }) as string | undefined;
  const closeAt = useWatch({ control, name: closeName }) as string | undefined;
  return (
    <Grid container spacing={2}>
      {(
        [
          [
            openName,
            'Начало работы',
            errors?.openAt?.message,
            closeName,
            closeAt || errors?.closeAt,
            disabled,
          ],
          [
            closeName,
            'Окончание работы',
            errors?.closeAt?.message,
            openName,
            openAt || errors?.openAt,
            disabled || !openAt,
          ],
        ] as const
      ).map(([name, label, error, other, recheck, off]) => (
        <Grid key={name} size={{ xs: 6 }}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <TimeField
                label={label}
                name={field.name}
                value={(field.value as string | undefined) ?? ''}
                onChange={(value) => {
                  field.onChange(value);
                  // the order rule speaks under both fields: a change re-checks the other one too
                  // once it holds a time or a message (an empty one is not nagged about yet)
                  if (recheck) void trigger(other);
                }}
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
