import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_TYPE_LABELS } from '@kolos/domain/contracts';
import { LIVE_OFFER_STATUSES, type OfferWire } from '@kolos/domain/trading';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { formatNumber, formatPrice, numberLabel, OfferStatusChip } from '../../../shared/trading';
import { useAnswerCounterOffer } from '../api/answer-counter-offer';

const isLive = (o: OfferWire) => (LIVE_OFFER_STATUSES as readonly string[]).includes(o.status);

interface Props {
  offer: OfferWire;
  showPrice: boolean;
  /** Offer update: edit, withdraw, answer counter-offers. */
  canChange: boolean;
  onWithdraw: (offer: OfferWire) => void;
}

/** One of the farmer's offers: its state, its terms, an open counter-offer to accept or decline. */
export function MyOfferCard({ offer: o, showPrice, canChange, onWithdraw }: Props) {
  const navigate = useNavigate();
  const answer = useAnswerCounterOffer();
  const [confirming, setConfirming] = useState(false);
  const counter = o.counterOffer?.status === 'OPEN' ? o.counterOffer : null;
  // Issue 29 point 5: after he accepts, his offer is active again at the purchaser's terms and
  // waits for the results — say that, not just «Активно».
  const agreed = o.counterOffer?.status === 'ACCEPTED' && isLive(o) ? o.counterOffer : null;
  const reply = (status: 'ACCEPTED' | 'DECLINED') =>
    answer
      .mutateAsync({ uuid: counter!.uuid, status })
      .catch(() => undefined)
      .finally(() => setConfirming(false));
  return (
    <Card variant="outlined" data-testid="my-offer">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, mr: 'auto' }}>
            Торги {numberLabel(o.auction.number)}, {o.auction.ownerCompany.name}
          </Typography>
          <OfferStatusChip status={o.status} />
        </Stack>
        <Box sx={{ fontSize: 14, lineHeight: 1.6 }}>
          <div>
            {DELIVERY_TYPE_LABELS[o.deliveryType]}
            {o.farmerLocation ? ` · ${o.farmerLocation.name}` : ''}
          </div>
          <div>
            {formatNumber(o.volume)} т{showPrice ? ` по ${formatPrice(o.price)}` : ''} · влажность{' '}
            {formatNumber(o.humidity)} %
          </div>
          {showPrice && o.deliveryType === 'BUYER' && o.landedPrice !== undefined && (
            <Box sx={{ color: 'text.secondary' }}>
              на пункте приёмки с доставкой {formatPrice(o.landedPrice)}
            </Box>
          )}
          <div>
            Поставка с {o.deliveryDateStart} по {o.deliveryDateEnd}
          </div>
          {o.acceptedVolume > 0 && (
            <Box sx={{ color: 'primary.dark', fontWeight: 600 }}>
              Принято {formatNumber(o.acceptedVolume)} т
            </Box>
          )}
        </Box>
        {counter && (
          <Alert severity="warning" icon={false} sx={{ mt: 1.5 }} aria-label="Встречное предложение">
            <Typography sx={{ fontWeight: 600, fontSize: 14 }}>Встречное предложение закупщика</Typography>
            <Box sx={{ fontSize: 14 }}>
              {formatNumber(counter.volume)} т{showPrice ? ` по ${formatPrice(counter.price)}` : ''}
              {counter.comment ? ` — «${counter.comment}»` : ''}
            </Box>
            {canChange && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={answer.isPending}
                  onClick={() => setConfirming(true)}
                >
                  Принять
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  disabled={answer.isPending}
                  onClick={() => void reply('DECLINED')}
                >
                  Отклонить
                </Button>
              </Stack>
            )}
          </Alert>
        )}
        {agreed && (
          <Alert severity="success" icon={false} sx={{ mt: 1.5, fontSize: 14 }}>
            Вы приняли встречное предложение: {formatNumber(agreed.volume)} т
            {showPrice ? ` по ${formatPrice(agreed.price)}` : ''}. Закупщик подведёт итоги торгов.
          </Alert>
        )}
        {counter && (
          <ConfirmDialog
            open={confirming}
            title="Принять встречное предложение?"
            text={
              <Box sx={{ fontSize: 15, lineHeight: 1.6 }}>
                <div>
                  Торги {numberLabel(o.auction.number)}, {o.auction.ownerCompany.name}
                </div>
                <div>
                  {formatNumber(counter.volume)} т{showPrice ? ` × ${formatPrice(counter.price)}` : ''}
                </div>
                {showPrice && counter.price !== undefined && (
                  <Box sx={{ fontWeight: 700, fontSize: 18 }}>
                    Сумма: {formatNumber(counter.volume * counter.price)} ₽
                  </Box>
                )}
                <Box sx={{ color: 'text.secondary', mt: 1 }}>
                  Ваше предложение примет эти условия, и закупщик сможет принять его в итогах торгов.
                </Box>
              </Box>
            }
            confirmText="Принять условия"
            loading={answer.isPending}
            onConfirm={() => void reply('ACCEPTED')}
            onCancel={() => setConfirming(false)}
          />
        )}
      </CardContent>
      {canChange && isLive(o) && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button size="small" onClick={() => navigate(pathTo('Offer', { uuid: o.uuid }))}>
            Изменить
          </Button>
          <Button size="small" color="error" onClick={() => onWithdraw(o)}>
            Отозвать
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
