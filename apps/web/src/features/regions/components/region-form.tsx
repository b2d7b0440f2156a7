import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { formatKladrName } from '@kolos/domain/reference';
import {
  REGION_MSG,
  regionInputSchema,
  type Region,
  type RegionDraft,
  type RegionInput,
} from '@kolos/domain/regions';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify/notifier';
import { FedRegionSelect } from '../../../shared/reference';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteQuestion } from '../../../shared/ui/use-delete-question';
import { useDeleteRegion } from '../api/delete-region';
import { useSaveRegion } from '../api/save-region';
import { AcceptancePointsPicker } from './acceptance-points-picker';

interface Props {
  region: Region | null;
  /** Whose acceptance points are offered: the territory's company. */
  companyUuid: string;
  canSave: boolean;
  canDelete: boolean;
  canAddPoint: boolean;
  onDone: () => void;
}

/** Region (docs/regions.md): a name, its subject of the federation and its acceptance points. */
export function RegionForm({ region, companyUuid, canSave, canDelete, canAddPoint, onDone }: Props) {
  const { control, handleSubmit, getValues, setValue, setError, formState } = useForm<
    RegionDraft,
    unknown,
    RegionInput
  >({
    resolver: zodResolver(regionInputSchema),
    defaultValues: {
      name: region?.name.value ?? '',
      fedRegionUuid: region?.fedRegionUuid ?? '',
      locationUuids: region?.locations.map((l) => l.uuid) ?? [],
    },
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const save = useSaveRegion();
  const remove = useDeleteRegion();
  const deleting = useDeleteQuestion<Region>({
    remove: async (r) => {
      await remove.mutateAsync(r.uuid);
      onDone();
    },
    deleted: () => REGION_MSG.deleted,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ uuid: region?.uuid, values });
      notify.success(region ? REGION_MSG.saved : REGION_MSG.created);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setError('name', { message: error.message });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="fedRegionUuid"
            render={({ field }) => (
              <FedRegionSelect
                value={field.value}
                disabled={!canSave}
                onBlur={field.onBlur}
                onChange={(uuid, item) => {
                  field.onChange(uuid ?? '');
                  // A new territory is usually named after its subject: suggest it, never overwrite.
                  if (item && !getValues('name').trim()) {
                    setValue('name', formatKladrName(item.name, 'full'), { shouldValidate: true });
                  }
                }}
                error={errors.fedRegionUuid?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <TextField
                {...field}
                label="Название территории"
                disabled={!canSave}
                error={Boolean(errors.name)}
                helperText={errors.name?.message ?? 'Например, «Кубань» или «Краснодарский край — север»'}
                fullWidth
              />
            )}
          />
        </Grid>
      </Grid>
      <Controller
        control={control}
        name="locationUuids"
        render={({ field }) => (
          <AcceptancePointsPicker
            companyUuid={companyUuid}
            regionUuid={region?.uuid}
            value={field.value ?? []}
            onChange={field.onChange}
            disabled={!canSave}
            canAdd={canAddPoint}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {canSave && (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {region ? 'Сохранить' : 'Добавить территорию'}
          </Button>
        )}
        <Button onClick={onDone} color="inherit">
          Отмена
        </Button>
        {region && canDelete && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => deleting.ask(region)}
            sx={{ ml: { sm: 'auto' } }}
          >
            Удалить территорию
          </Button>
        )}
      </Box>
      <ConfirmDialog
        {...deleting.dialog}
        title={`Удалить «${region?.name.value ?? ''}»?`}
        text={REGION_MSG.deleteConfirm}
      />
    </Box>
  );
}
