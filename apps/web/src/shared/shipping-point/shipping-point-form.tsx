import { useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  defaultScales,
  LOCATION_MSG,
  locationInputSchema,
  type Location,
  type LocationDraft,
  type LocationInput,
  type LocationKind,
} from '@kolos/domain/locations';
import { notify } from '../notify/notifier';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CoordinateField } from './coordinate-field';
import { draftOf, emptyDraft } from './draft';
import { HoursFields } from './hours-fields';
import { useDeleteLocation, useSaveLocation, type Removal } from './location-requests';
import { MapPicker } from './map-picker';
import { PointFields } from './point-fields';
import { ScalesSection } from './scales-section';
import { showServerErrors } from '../form/server-errors';
import { WorkingDaysField } from './working-days-field';

export interface ShippingPointFormProps {
  /** The point to edit; null or absent for a new one. */
  location?: Location | null;
  /** Owner of a new point when it is not the user's company (the supplier in the contract form). */
  companyUuid?: string;
  /** ACCEPTANCE shows the type of the place; SHIPPING (default) is a farmer's loading point. */
  kind?: LocationKind;
  canSave?: boolean;
  canDelete?: boolean;
  onSaved?: (location: Location, created: boolean) => void;
  onCancel?: () => void;
  onDeleted?: (removal: Removal) => void;
  /** Tells an embedding form (the FCA contract) whether the point is validly filled. */
  onValidityChange?: (valid: boolean) => void;
  /** Lets an embedding form take the point's checked values to save with its own record. */
  draftRef?: Ref<PointDraftHandle>;
}

/** What an embedding form asks of a new point: its values, checked (errors shown), or null. */
export interface PointDraftHandle {
  checkedValues: () => Promise<LocationInput | null>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * SPEC 2.14 shipping point form, one component for the ShippingPointView page and the FCA
 * contract form: map and coordinates, the point's data, working days and hours, loading posts and
 * an optional weighing point; SPEC 5 rules from the shared schema, the same the server applies.
 */
export function ShippingPointForm({
  location,
  companyUuid,
  kind = 'SHIPPING',
  canSave = true,
  canDelete = true,
  onSaved,
  onCancel,
  onDeleted,
  onValidityChange,
  draftRef,
}: ShippingPointFormProps) {
  const isNew = !location;
  const archived = Boolean(location?.isDeleted);
  const locked = archived || !canSave;
  const form = useForm<LocationDraft, unknown, LocationInput>({
    resolver: zodResolver(locationInputSchema),
    defaultValues: location ? draftOf(location) : emptyDraft(),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setValue, getValues, setError, trigger, formState } = form;
  const errors = formState.errors;
  const save = useSaveLocation();
  const remove = useDeleteLocation();
  const [confirming, setConfirming] = useState(false);
  const scales = useWatch({ control, name: 'scales' });
  const isValid = formState.isValid;

  useEffect(() => onValidityChange?.(isValid), [isValid, onValidityChange]);

  // The FCA contract saves a new point with the deal, in one request and one transaction
  // (newFarmerLocation): it takes the values from here instead of submitting this form.
  useImperativeHandle(
    draftRef,
    () => ({
      checkedValues: () =>
        new Promise<LocationInput | null>((resolve) => {
          void handleSubmit(resolve, () => resolve(null))();
        }),
    }),
    [handleSubmit],
  );

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ uuid: location?.uuid, companyUuid, values });
      notify.success(isNew ? LOCATION_MSG.created : LOCATION_MSG.saved);
      onSaved?.(saved, isNew);
    } catch (error) {
      showServerErrors(error, setError);
    }
  });

  const confirmDelete = async () => {
    if (!location) return;
    try {
      const removal = await remove.mutateAsync(location.uuid);
      notify.success(removal.archived ? LOCATION_MSG.archived : LOCATION_MSG.deleted);
      setConfirming(false);
      onDeleted?.(removal);
    } catch {
      setConfirming(false);
    }
  };

  const toggleScales = (on: boolean) => {
    setValue('scales', on ? defaultScales(getValues('position') ?? {}) : null, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  const noun = kind === 'ACCEPTANCE' ? 'пункт приёмки' : 'точку отгрузки';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {archived && <Alert severity="warning">Точка удалена: она сохранена только для истории сделок.</Alert>}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title="Место на карте">
            <Controller
              control={control}
              name="position"
              render={({ field }) => (
                <MapPicker
                  label="Карта: место точки"
                  disabled={locked}
                  position={
                    typeof field.value?.latitude === 'number' && typeof field.value.longitude === 'number'
                      ? { latitude: field.value.latitude, longitude: field.value.longitude }
                      : null
                  }
                  onChange={(p) => field.onChange(p)}
                />
              )}
            />
            {!locked && (
              <Typography variant="body2" color="text.secondary">
                Щёлкните по карте или перетащите метку. Координаты можно ввести и вручную.
              </Typography>
            )}
            <Grid container spacing={2}>
              {(['latitude', 'longitude'] as const).map((axis) => (
                <Grid key={axis} size={{ xs: 6 }}>
                  <Controller
                    control={control}
                    name={`position.${axis}`}
                    render={({ field }) => (
                      <CoordinateField
                        label={axis === 'latitude' ? 'Широта' : 'Долгота'}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        disabled={locked}
                        error={errors.position?.[axis]?.message}
                      />
                    )}
                  />
                </Grid>
              ))}
            </Grid>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Section title={kind === 'ACCEPTANCE' ? 'Пункт приёмки' : 'Точка отгрузки'}>
            <PointFields
              control={control}
              errors={errors}
              disabled={locked}
              showType={kind === 'ACCEPTANCE'}
            />
          </Section>
          <Section title="Режим работы">
            <Controller
              control={control}
              name="schedule.workingDays"
              render={({ field }) => (
                <WorkingDaysField
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={locked}
                  error={errors.schedule?.workingDays?.message}
                />
              )}
            />
            <HoursFields
              control={control}
              trigger={trigger}
              prefix="schedule"
              errors={errors.schedule}
              disabled={locked}
            />
          </Section>
        </Grid>
      </Grid>
      <Divider />
      <Section title="Весовая">
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(scales)}
              onChange={(e) => toggleScales(e.target.checked)}
              disabled={locked}
            />
          }
          label="Есть отдельная весовая"
        />
        {scales && (
          <ScalesSection control={control} trigger={trigger} errors={errors.scales} disabled={locked} />
        )}
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {!locked && (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Сохранить
          </Button>
        )}
        {isNew && onCancel && (
          <Button onClick={onCancel} color="inherit" disabled={save.isPending}>
            Отмена
          </Button>
        )}
        {!isNew && !archived && canDelete && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setConfirming(true)}
            sx={{ ml: { sm: 'auto' } }}
          >
            {`Удалить ${noun}`}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={LOCATION_MSG.deleteConfirm}
        text={location ? `«${location.name}», ${location.address}` : undefined}
        confirmText="Удалить"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
