import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TRADING_MSG, type AuctionWire, type OfferCreateBody, type OfferWire } from '@kolos/domain/trading';
import { SelectField, TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { usePersonalLocations } from '../../../shared/places';
import { DeliveryTypeField, OfferTermsFields, useOfferQuote } from '../../../shared/trading';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useSaveOffer } from '../api/save-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import {
  newOfferValues,
  offerSchema,
  offerValuesOf,
  updateBodyOf,
  type OfferFormValues,
} from '../lib/form-values';
import { PriceBox } from './price-box';

const DELIVERY_HINTS = {
  BUYER: 'FCA: закупщик забирает со склада, доставку оплачивает он',
  SELLER: 'CPT: вы везёте сами до пункта приёмки',
} as const;

interface Props {
  auction: AuctionWire;
  /** The farmer's live offer to change; absent for a new one. */
  offer?: OfferWire;
  showPrice: boolean;
  /** A new offer's shipping point to start from (the price board's `?point=`). */
  pointUuid?: string | null;
  onDone: () => void;
}

/**
 * Issue 15 Offer, the farmer's form: his shipping point (his company's own), a delivery type among
 * the auction's, volume, price, humidity, delivery dates, comment — with the landed price he
 * competes on. One column, so it works on a 390 px phone.
 */
export function OfferForm({ auction, offer, showPrice, pointUuid: startPoint = null, onDone }: Props) {
  const save = useSaveOffer();
  const withdraw = useWithdrawOffer();
  const [withdrawing, setWithdrawing] = useState(false);
  const points = usePersonalLocations('SHIPPING');
  const form = useForm<OfferFormValues, unknown, OfferCreateBody>({
    resolver: zodResolver(offerSchema(auction)),
    mode: 'onTouched',
    defaultValues: offer ? offerValuesOf(offer) : newOfferValues(auction, startPoint),
  });
  const [chosenType, pointUuid, price] = useWatch({
    control: form.control,
    name: ['deliveryType', 'farmerLocationUuid', 'price'],
  });
  const deliveryType = chosenType ?? undefined;
  // The haul is the server's (POST /v2/offers/quote, what the offer write will store), asked as
  // he picks his point and types his price.
  const { quote, pending } = useOfferQuote({
    auctionUuid: auction.uuid,
    farmerLocationUuid: pointUuid ?? null,
    deliveryType,
    price,
  });
  const acceptance = auction.locations.find((l) => l.uuid === quote?.acceptanceLocationUuid);
  const options = (points.data ?? [])
    .filter((p) => p.kind === 'SHIPPING' && !p.isDeleted)
    .map((p) => ({ value: p.uuid, label: p.name, hint: p.address }));

  const submit = form.handleSubmit(async (values) => {
    try {
      if (offer) await save.mutateAsync({ uuid: offer.uuid, body: updateBodyOf(values, offer.uuid) });
      else await save.mutateAsync({ uuid: null, body: values });
      notify.success(offer ? TRADING_MSG.offerChanged : TRADING_MSG.offerCreated);
      onDone();
    } catch {
      // the mutation has said why
    }
  });

  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
      >
        <DeliveryTypeField allowed={auction.deliveryTypes} hints={DELIVERY_HINTS} />
        <Box>
          <SelectField<OfferFormValues>
            name="farmerLocationUuid"
            label="Точка отгрузки"
            options={options}
            loading={points.isPending}
            required={deliveryType === 'BUYER'}
            empty={null}
            helperText={deliveryType === 'BUYER' ? 'Откуда закупщик заберёт зерно' : 'Необязательно для CPT'}
          />
          {!points.isPending && options.length === 0 && (
            <Link
              component={RouterLink}
              to={pathTo('ShippingPointView', { uuid: 'create' })}
              sx={{ fontSize: 14 }}
            >
              Добавить точку отгрузки
            </Link>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <OfferTermsFields auction={auction} deliveryType={deliveryType} />
        </Box>
        <PriceBox
          deliveryType={deliveryType}
          price={price}
          deliveryPrice={quote?.deliveryPrice ?? null}
          distance={quote?.distance ?? null}
          acceptanceName={acceptance?.name ?? null}
          premium={quote?.premium ?? null}
          pending={pending}
          pointChosen={Boolean(pointUuid)}
          auctionPrice={showPrice ? auction.price : undefined}
        />
        <TextField<OfferFormValues> size="small" name="comment" label="Комментарий" multiline minRows={2} />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} justifyContent="flex-end">
          {offer && (
            <Button color="error" onClick={() => setWithdrawing(true)} sx={{ mr: { sm: 'auto' } }}>
              Отозвать предложение
            </Button>
          )}
          <Button color="inherit" onClick={onDone}>
            Отмена
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {offer ? 'Сохранить изменения' : 'Отправить предложение'}
          </Button>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={withdrawing}
        title="Отозвать предложение?"
        text="Предложение перестанет участвовать в торгах. Пока торги идут, можно сделать новое."
        confirmText="Отозвать"
        cancelText="Не отзывать"
        destructive
        loading={withdraw.isPending}
        onConfirm={() =>
          offer &&
          void withdraw
            .mutateAsync(offer.uuid)
            .then(() => {
              notify.success('Предложение отозвано');
              onDone();
            })
            .catch(() => setWithdrawing(false))
        }
        onCancel={() => setWithdrawing(false)}
      />
    </FormProvider>
  );
}
