import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resultTotals, type AuctionWire, type OfferWire } from '@kolos/domain/trading';
import { notify } from '../../../shared/notify/notifier';
import { formatPrice, formatTonnes } from '../../../shared/trading';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useAuctionOffers } from '../api/get-auction-offers';
import { useAuctionPermissions, useDenyFarmer } from '../api/permissions';
import { useSetResults } from '../api/set-results';
import { fillByRank, resultSummary, type AcceptDraft } from '../lib/results';
import { CounterOfferDialog } from './counter-offer-dialog';
import { PhoneDealDialog } from './phone-deal-dialog';
import { RankedOffers } from './ranked-offers';
import { ResultsDialog } from './results-dialog';

interface Props {
  auction: AuctionWire;
  /** Auction update and the auction active or finished: counter, accept, results. */
  canDecide: boolean;
  showPrice: boolean;
  canOpenOffer: boolean;
  /** 'Предложение по телефону' (Offer update, the auction running, no hideActions). */
  canPhoneDeal: boolean;
  /** 'Закрыть доступ' on an offer's farmer (Auction update, the auction not closed, no hideActions). */
  canDeny: boolean;
}

const NO_OFFERS: OfferWire[] = [];

/** The offers part of the Auction view: ranked offers, counter-offers and the results. */
export function AuctionOffers({ auction, canDecide, showPrice, canOpenOffer, canPhoneDeal, canDeny }: Props) {
  const offersQuery = useAuctionOffers(auction.uuid);
  const offers = offersQuery.data?.offers ?? NO_OFFERS;
  const results = useSetResults();
  const [draft, setDraft] = useState<AcceptDraft>({});
  const [countering, setCountering] = useState<OfferWire | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [phoning, setPhoning] = useState(false);
  const [denying, setDenying] = useState<OfferWire | null>(null);
  const deny = useDenyFarmer();
  const permissions = useAuctionPermissions(auction.uuid);
  const barred = new Set(permissions.data?.denied.map((d) => d.farmerCompanyUuid));
  const summary = resultSummary(offers, draft, auction.volume);
  const accepted = offers.filter((o) => o.acceptedVolume > 0);
  const done = resultTotals(
    accepted.map((o) => ({ volume: o.acceptedVolume, landedPrice: o.landedPrice ?? 0 })),
  );

  const confirm = async () => {
    try {
      await results.mutateAsync({ auctionUuid: auction.uuid, items: summary.items });
      notify.success('Итоги подведены');
      setConfirming(false);
      setDraft({});
    } catch {
      // the mutation has said why (e.g. the excess, 409)
    }
  };

  return (
    <Box component="section" aria-labelledby="auction-offers-title">
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }}>
        <Typography
          id="auction-offers-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 600, mr: 'auto' }}
        >
          Предложения{offersQuery.data?.totalCount ? ` (${offersQuery.data.totalCount})` : ''}
        </Typography>
        {canPhoneDeal && <Button onClick={() => setPhoning(true)}>Предложение по телефону</Button>}
        {canDecide && offers.length > 0 && (
          <>
            <Button onClick={() => setDraft(fillByRank(offers, auction.volume))}>Заполнить по рангу</Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={summary.items.length === 0}
            >
              Подвести итоги
            </Button>
          </>
        )}
      </Stack>
      {auction.status === 'AUCTION_COMPLETED' && (
        <Alert severity="success" sx={{ mb: 1.5 }}>
          Итоги подведены: принято {formatTonnes(done.volume)} из {formatTonnes(auction.volume)}
          {showPrice && done.volume > 0
            ? `, средняя цена на пункте приёмки ${formatPrice(done.averageLandedPrice)}`
            : ''}
          .
        </Alert>
      )}
      {canDecide && summary.items.length > 0 && (
        <Typography sx={{ mb: 1, fontSize: 14 }} color={summary.excess > 0 ? 'error' : 'text.secondary'}>
          К принятию {formatTonnes(summary.volume)} из {formatTonnes(auction.volume)}
          {summary.excess > 0 ? ` — больше объёма торгов на ${formatTonnes(summary.excess)}` : ''}
        </Typography>
      )}
      {offersQuery.isPending ? (
        <Typography color="text.secondary">Загрузка предложений…</Typography>
      ) : offers.length === 0 ? (
        <Typography color="text.secondary">Предложений пока нет.</Typography>
      ) : (
        <RankedOffers
          offers={offers}
          draft={draft}
          onDraft={(uuid, volume) => setDraft((d) => ({ ...d, [uuid]: volume }))}
          onAccept={(uuid, volume) => {
            setDraft((d) => ({ ...d, [uuid]: volume }));
            setConfirming(true);
          }}
          errors={summary.errors}
          canDecide={canDecide}
          showPrice={showPrice}
          canOpen={canOpenOffer}
          onCounter={setCountering}
          onDeny={canDeny ? setDenying : undefined}
          barred={barred}
        />
      )}
      <CounterOfferDialog offer={countering} onClose={() => setCountering(null)} />
      <PhoneDealDialog
        auction={auction}
        open={phoning}
        showPrice={showPrice}
        onClose={() => setPhoning(false)}
      />
      <ConfirmDialog
        open={denying !== null}
        title="Закрыть доступ к торгам?"
        text={`${denying?.farmerCompany.name ?? ''} больше не увидит эти торги и не сможет делать предложения; его действующее предложение будет отклонено.`}
        confirmText="Закрыть доступ"
        cancelText="Не закрывать"
        destructive
        loading={deny.isPending}
        onConfirm={() =>
          denying &&
          void deny
            .mutateAsync({ auctionUuid: auction.uuid, farmerCompanyUuid: denying.farmerCompanyUuid })
            .then(() => {
              notify.success('Доступ к торгам закрыт');
              setDenying(null);
            })
            .catch(() => setDenying(null))
        }
        onCancel={() => setDenying(null)}
      />
      <ResultsDialog
        open={confirming}
        summary={summary}
        offers={offers}
        wanted={auction.volume}
        showPrice={showPrice}
        sending={results.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
