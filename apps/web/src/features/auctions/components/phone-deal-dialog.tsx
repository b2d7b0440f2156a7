import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AuctionWire, OfferOnBehalfBody } from '@kolos/domain/trading';
import { SelectField, TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { useCompanyLocations } from '../../../shared/places';
import {
  DeliveryTypeField,
  formatNumber,
  formatPrice,
  numberLabel,
  OfferTermsFields,
  useOfferQuote,
} from '../../../shared/trading';
import { usePhoneDeal, usePhoneDealFarmers } from '../api/phone-deal';
import { newPhoneDeal, phoneDealSchema, type PhoneDealValues } from '../lib/phone-deal';

const DELIVERY_HINTS = {
  BUYER: 'FCA: закупщик забирает с точки отгрузки фермера',
  SELLER: 'CPT: фермер везёт сам до пункта приёмки',
} as const;

interface Props {
  auction: AuctionWire;
  open: boolean;
  showPrice: boolean;
  onClose: () => void;
}

/**
 * Issue 15 POST /offers: a trader enters the offer a farmer gave by phone — the farmer company, his
 * shipping point (required for FCA), volume, price, humidity, dates and delivery type — checked
 * with the auction's limits before sending; the server prices the haul as for the farmer's own offer.
 */
export function PhoneDealDialog({ auction, open, showPrice, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="phone-deal-title">
      {open && <PhoneDealForm auction={auction} showPrice={showPrice} onClose={onClose} />}
    </Dialog>
  );
}

export function PhoneDealForm({ auction, showPrice, onClose }: Omit<Props, 'open'>) {
  const send = usePhoneDeal();
  const farmers = usePhoneDealFarmers(true);
  const form = useForm<PhoneDealValues, unknown, OfferOnBehalfBody>({
    resolver: zodResolver(phoneDealSchema(auction)),
    mode: 'onTouched',
    defaultValues: newPhoneDeal(auction),
  });
  const [farmerUuid, pointUuid, chosenType, price] = useWatch({
    control: form.control,
    name: ['farmerCompanyUuid', 'farmerLocationUuid', 'deliveryType', 'price'],
  });
  const deliveryType = chosenType ?? undefined;
  const points = useCompanyLocations(farmerUuid || null);
  const { quote } = useOfferQuote({
    auctionUuid: auction.uuid,
    farmerCompanyUuid: farmerUuid || null,
    farmerLocationUuid: pointUuid ?? null,
    deliveryType,
    price,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      notify.success('Предложение внесено');
      onClose();
    } catch {
      // the mutation has said why, in the server's words
    }
  });
  const half = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="phone-deal-title">Предложение по телефону</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Торги {numberLabel(auction.number)}: предложение от имени фермера, как он сообщил по телефону.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <SelectField<PhoneDealValues>
              size="small"
              name="farmerCompanyUuid"
              label="Фермер"
              options={(farmers.data ?? []).map((f) => ({
                value: f.uuid,
                label: f.name,
                hint: `ИНН ${f.taxCode}`,
              }))}
              loading={farmers.isPending}
              onPicked={() => form.setValue('farmerLocationUuid', null)}
            />
            <DeliveryTypeField allowed={auction.deliveryTypes} hints={DELIVERY_HINTS} />
            <SelectField<PhoneDealValues>
              size="small"
              name="farmerLocationUuid"
              label="Точка отгрузки"
              empty={null}
              required={deliveryType === 'BUYER'}
              disabled={!farmerUuid}
              loading={Boolean(farmerUuid) && points.isPending}
              helperText={farmerUuid ? undefined : 'Сначала выберите фермера'}
              options={(points.data ?? [])
                .filter((p) => p.kind === 'SHIPPING' && !p.isDeleted)
                .map((p) => ({ value: p.uuid, label: p.name, hint: p.address }))}
            />
            <Box sx={half}>
              <OfferTermsFields auction={auction} deliveryType={deliveryType} />
            </Box>
            {showPrice && quote?.landedPrice !== undefined && (
              <Box sx={{ fontSize: 14 }} aria-label="Цена на пункте приёмки">
                Цена на пункте приёмки: <b>{formatPrice(quote.landedPrice)}</b>
                {quote.distance !== null ? ` (доставка ${formatNumber(quote.distance)} км)` : ''}
              </Box>
            )}
            <TextField<PhoneDealValues>
              size="small"
              name="comment"
              label="Комментарий"
              multiline
              minRows={2}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={send.isPending}>
            Отмена
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            Внести предложение
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
