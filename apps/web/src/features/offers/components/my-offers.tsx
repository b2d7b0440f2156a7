import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIVE_OFFER_STATUSES, type OfferWire } from '@kolos/domain/trading';
import { useSession } from '../../../shared/auth/use-session';
import { notify } from '../../../shared/notify/notifier';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useMyOffers } from '../api/get-my-offers';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { MyOfferCard } from './my-offer-card';

type Show = 'live' | 'all';

/**
 * The farmer's Offers: his own offers (GET /user/personal/offers) as cards — one column on a phone,
 * two or three on a wide screen — the live ones first by default, with counter-offers to answer.
 */
export function MyOffers() {
  const { can, allows } = useSession();
  const offers = useMyOffers();
  const withdraw = useWithdrawOffer();
  const [show, setShow] = useState<Show>('live');
  const [withdrawing, setWithdrawing] = useState<OfferWire | null>(null);
  const all = offers.data?.offers ?? [];
  const live = all.filter((o) => (LIVE_OFFER_STATUSES as readonly string[]).includes(o.status));
  const shown = show === 'live' ? live : all;
  // an offer accepted in the results leaves the live ones: its deal goes on in «Мои сделки»
  const accepted = all.filter((o) => o.status === 'OFFER_ACCEPTED').length;
  const canChange = can('Offer', ['update']) && allows('AuctionsList', 'hideActions');
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Мои предложения
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} role="group" aria-label="Какие предложения показать">
        <Chip
          label={`Действующие (${live.length})`}
          clickable
          color={show === 'live' ? 'primary' : 'default'}
          variant={show === 'live' ? 'filled' : 'outlined'}
          aria-pressed={show === 'live'}
          onClick={() => setShow('live')}
        />
        <Chip
          label={`Все (${offers.data?.totalCount ?? all.length})`}
          clickable
          color={show === 'all' ? 'primary' : 'default'}
          variant={show === 'all' ? 'filled' : 'outlined'}
          aria-pressed={show === 'all'}
          onClick={() => setShow('all')}
        />
      </Stack>
      {offers.isPending ? (
        <Typography color="text.secondary">Загрузка…</Typography>
      ) : shown.length === 0 ? (
        <>
          <Typography color="text.secondary">
            {show === 'all'
              ? 'Предложений пока нет.'
              : accepted > 0 && can('Deals')
                ? 'Действующих предложений нет. Принятые стали сделками: слоты, машины и доставка — в «Мои сделки».'
                : 'Действующих предложений нет. Подходящие торги — в разделе «Торги».'}
          </Typography>
          {show === 'live' && accepted > 0 && can('Deals') && (
            <Button
              component={RouterLink}
              to={pathTo('Deals')}
              variant="contained"
              size="large"
              sx={{ mt: 2 }}
            >
              Мои сделки
            </Button>
          )}
        </>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
          }}
        >
          {shown.map((o) => (
            <MyOfferCard
              key={o.uuid}
              offer={o}
              showPrice={allows('AuctionsList', 'hidePrice')}
              canChange={canChange}
              onWithdraw={setWithdrawing}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Отозвать предложение?"
        text="Предложение перестанет участвовать в торгах."
        confirmText="Отозвать"
        cancelText="Не отзывать"
        destructive
        loading={withdraw.isPending}
        onConfirm={() =>
          withdrawing &&
          void withdraw
            .mutateAsync(withdrawing.uuid)
            .then(() => notify.success('Предложение отозвано'))
            .catch(() => undefined)
            .finally(() => setWithdrawing(null))
        }
        onCancel={() => setWithdrawing(null)}
      />
    </Box>
  );
}
