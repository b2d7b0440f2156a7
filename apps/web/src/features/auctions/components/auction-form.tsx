import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  auctionCreateBody,
  TRADING_MSG,
  type AuctionCreateBody,
  type AuctionWire,
} from '@kolos/domain/trading';
import { DateField, NumberField, SelectField, TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { usePersonalRegions } from '../../../shared/places';
import { useCultures } from '../../../shared/reference';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { numberLabel } from '../../../shared/trading';
import { useSaveAuction } from '../api/save-auction';
import {
  createBodyOf,
  editableFields,
  formValuesOf,
  newFormValues,
  updateBodyOf,
  type AuctionFormValues,
} from '../lib/form-values';
import type { AuctionDefaults } from '../api/get-auction-defaults';
import { DeliveryTypesField } from './form/delivery-types-field';
import { PointsField } from './form/points-field';
import { AuctionTimeField } from './form/time-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

interface Props {
  /** The auction to change; absent for a new one. */
  auction?: AuctionWire;
  /** GET /auctions/default for a new one. */
  defaults?: AuctionDefaults;
  /** After a save: the saved auction. */
  onSaved: (auction: AuctionWire) => void;
  onCancel: () => void;
}

/**
 * Issue 15 Auction form: territory → its acceptance points (the purchaser's own, as the contract
 * form gets them), crop, delivery types, volume, minimum lot, price, humidity, delivery window,
 * start and end in the user's zone, comment. Messages come from the domain schema ('Заполните
 * поле', the ranges). Before the start everything may change; once active only the end, the
 * comment and more delivery types; later nothing.
 */
export function AuctionForm({ auction, defaults, onSaved, onCancel }: Props) {
  const { timeZone, label: zoneLabel } = useTimeZone();
  const save = useSaveAuction();
  const regions = usePersonalRegions();
  const cultures = useCultures();
  const form = useForm<AuctionFormValues, unknown, AuctionCreateBody>({
    resolver: zodResolver(auctionCreateBody),
    mode: 'onTouched',
    defaultValues: auction ? formValuesOf(auction, timeZone) : newFormValues(defaults, timeZone),
  });
  const editable = editableFields(auction?.status ?? null);
  const locked = editable !== 'all';
  const regionUuid = useWatch({ control: form.control, name: 'regionUuid' });
  const region = regions.data?.find((r) => r.uuid === regionUuid);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = auction
        ? await save.mutateAsync({ uuid: auction.uuid, body: updateBodyOf(values, auction.status, timeZone) })
        : await save.mutateAsync({ uuid: null, body: createBodyOf(values, timeZone) });
      notify.success(auction ? TRADING_MSG.auctionSaved : TRADING_MSG.auctionCreated);
      onSaved(saved);
    } catch {
      // the mutation has said why
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 1000 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {auction ? `Изменение торгов ${numberLabel(auction.number)}` : 'Новые торги'}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Section title="Что и куда">
            <SelectField<AuctionFormValues>
              name="regionUuid"
              label="Территория закупки"
              options={(regions.data ?? []).map((r) => ({ value: r.uuid, label: r.name.value }))}
              loading={regions.isPending}
              disabled={locked}
              // the points belong to the territory: another territory clears them
              onPicked={() => form.setValue('locationUuids', [], { shouldValidate: false })}
            />
            <PointsField
              options={(region?.locations ?? []).map((l) => ({
                value: l.uuid,
                label: l.name,
                hint: l.address,
              }))}
              disabled={locked || !regionUuid}
              helperText={!regionUuid && !locked ? 'Сначала выберите территорию закупки' : undefined}
            />
            <SelectField<AuctionFormValues>
              name="productUuid"
              label="Культура"
              options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
              loading={cultures.isPending}
              disabled={locked}
            />
            <DeliveryTypesField
              disabled={editable === 'none'}
              kept={editable === 'endAndComment' ? auction?.deliveryTypes : undefined}
            />
          </Section>
          <Section title="Объём и цена">
            <NumberField<AuctionFormValues>
              size="small"
              name="volume"
              label="Объём"
              unit="т"
              integer
              required
              disabled={locked}
            />
            <NumberField<AuctionFormValues>
              size="small"
              name="minLotVolume"
              label="Минимальный лот"
              unit="т"
              integer
              disabled={locked}
              helperText="Меньше этого объёма предложить нельзя"
            />
            <NumberField<AuctionFormValues>
              size="small"
              name="price"
              label="Цена"
              unit="₽/т"
              integer
              required
              disabled={locked}
            />
            <NumberField<AuctionFormValues>
              size="small"
              name="humidity"
              label="Влажность не более"
              unit="%"
              required
              disabled={locked}
            />
          </Section>
          <Section title="Сроки">
            <DateField<AuctionFormValues>
              name="deliveryDateStart"
              label="Начало поставки"
              required
              disabled={locked}
            />
            <DateField<AuctionFormValues>
              name="deliveryDateEnd"
              label="Окончание поставки"
              required
              disabled={locked}
            />
            <AuctionTimeField
              name="startAt"
              label="Начало торгов"
              timeLabel="Время начала"
              disabled={locked}
              helperText={`Время: ${zoneLabel}. Уже наступившее время — торги начнутся сразу`}
            />
            <AuctionTimeField
              name="endAt"
              label="Окончание торгов"
              timeLabel="Время окончания"
              disabled={editable === 'none'}
              helperText={
                editable === 'endAndComment'
                  ? 'Торги идут: срок можно только продлить'
                  : `Время: ${zoneLabel}`
              }
            />
          </Section>
          <TextField<AuctionFormValues>
            size="small"
            name="comment"
            label="Комментарий"
            multiline
            minRows={2}
            disabled={editable === 'none'}
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
            <Button color="inherit" onClick={onCancel}>
              Отмена
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={form.formState.isSubmitting || editable === 'none'}
            >
              {auction ? 'Сохранить изменения' : 'Создать торги'}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </FormProvider>
  );
}
