import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DISCOUNT_MSG, discountFields, type DiscountWire } from '@kolos/domain/discounts';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useAreas, useCultures, useFedRegions } from '../../../shared/reference';
import { OptionSelect } from '../../../shared/ui/option-select';
import { useSaveDiscount } from '../api/save-discount';
import { cultureOptions, placeOptions } from './options';

type Values = z.input<typeof discountFields>;

interface Props {
  /** The premium being edited; absent for 'Добавить район'. */
  discount?: DiscountWire;
  onDone: () => void;
  /** Edit mode only: asks to delete the premium. */
  onDelete?: () => void;
}

/**
 * SPEC 2.9 inline form: region, area, crop and amount (₽/т); Save/Add, Cancel and, in edit,
 * Delete. Save stays disabled while the form is invalid (SPEC 5).
 */
export function DiscountEditor({ discount, onDone, onDelete }: Props) {
  const save = useSaveDiscount();
  const cultures = useCultures();
  const regions = useFedRegions();
  const { control, handleSubmit, setValue, formState } = useForm<Values>({
    resolver: zodResolver(discountFields),
    mode: 'onChange',
    defaultValues: discount
      ? {
          regionUuid: discount.data.regionUuid,
          areaUuid: discount.data.areaUuid,
          cultureUuid: discount.data.cultureUuid,
          amount: discount.data.amount,
        }
      : { regionUuid: '', areaUuid: '', cultureUuid: '' },
  });
  const regionUuid = useWatch({ control, name: 'regionUuid' });
  const areas = useAreas(regionUuid);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...discountFields.parse(values), uuid: discount?.data.uuid });
      notify.success(discount ? DISCOUNT_MSG.saved : DISCOUNT_MSG.created);
      onDone();
    } catch (error) {
      notifyFailure(error);
    }
  });

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={discount ? 'Изменение премии' : 'Новая премия'}
      // the grid must not take the typing in the form for its keyboard navigation
      onKeyDown={(e) => e.stopPropagation()}
      sx={{ p: 2, width: '100%', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
        <Box sx={{ flex: 2, minWidth: 200 }}>
          <Controller
            control={control}
            name="regionUuid"
            render={({ field, fieldState }) => (
              <OptionSelect
                label="Регион"
                required
                options={placeOptions(regions.data)}
                loading={regions.isPending}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v ?? '');
                  setValue('areaUuid', '', { shouldValidate: true });
                }}
                onBlur={field.onBlur}
                error={fieldState.isTouched ? fieldState.error?.message : undefined}
              />
            )}
          />
        </Box>
        <Box sx={{ flex: 2, minWidth: 200 }}>
          <Controller
            control={control}
            name="areaUuid"
            render={({ field, fieldState }) => (
              <OptionSelect
                label="Район"
                required
                options={placeOptions(areas.data)}
                loading={Boolean(regionUuid) && areas.isPending}
                disabled={!regionUuid}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={fieldState.isTouched ? fieldState.error?.message : undefined}
              />
            )}
          />
        </Box>
        <Box sx={{ flex: 2, minWidth: 180 }}>
          <Controller
            control={control}
            name="cultureUuid"
            render={({ field, fieldState }) => (
              <OptionSelect
                label="Культура"
                required
                options={cultureOptions(cultures.data)}
                loading={cultures.isPending}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={fieldState.isTouched ? fieldState.error?.message : undefined}
              />
            )}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <TextField
                label="Премия"
                required
                size="small"
                type="number"
                fullWidth
                name={field.name}
                value={field.value ?? ''}
                // SPEC 5: the amount is converted to a number on edit
                onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                onBlur={field.onBlur}
                error={fieldState.isTouched && Boolean(fieldState.error)}
                helperText={fieldState.isTouched ? fieldState.error?.message : undefined}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">₽/т</InputAdornment> },
                  htmlInput: { step: 1 },
                }}
              />
            )}
          />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }} justifyContent="flex-end">
        {onDelete && (
          <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
            Удалить
          </Button>
        )}
        <Button color="inherit" onClick={onDone}>
          Отмена
        </Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || save.isPending}>
          {discount ? 'Сохранить' : 'Добавить'}
        </Button>
      </Stack>
    </Box>
  );
}
