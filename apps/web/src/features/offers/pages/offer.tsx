import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  LIVE_OFFER_STATUSES,
  offerRebindable,
  TRADING_MSG,
  type OfferDetailsWire,
} from '@kolos/domain/trading';
import { useSession } from '../../../shared/auth/use-session';
import { CreateOrEditPage, editedUuid } from '../../../shared/form';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useOfferAuction } from '../api/get-auction';
import { useMyOffers } from '../api/get-my-offers';
import { useOffer } from '../api/get-offer';
import { AuctionBrief } from '../components/auction-brief';
import { OfferForm } from '../components/offer-form';
import { OfferView } from '../components/offer-view';

const isLive = (status: string) => (LIVE_OFFER_STATUSES as readonly string[]).includes(status);

function Title({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * A farmer's new offer on `?auction=`, from the shipping point `?point=` when given (the price
 * board's); his live offer there, if any, opens instead (one per auction).
 */
function NewOffer({ auctionUuid, pointUuid }: { auctionUuid: string; pointUuid: string | null }) {
  const navigate = useNavigate();
  const { allows } = useSession();
  const auction = useOfferAuction(auctionUuid);
  const mine = useMyOffers();
  // Decided once, on the offers as they were on opening: the offer this form sends is not "his
  // live one" to open instead.
  const [existing, setExisting] = useState<string | null>();
  if (existing === undefined && mine.data) {
    setExisting(
      mine.data.offers.find((o) => o.auctionUuid === auctionUuid && isLive(o.status))?.uuid ?? null,
    );
  }
  if (auction.isPending || mine.isPending || existing === undefined) return <PageLoader />;
  if (existing) return <Navigate to={pathTo('Offer', { uuid: existing })} replace />;
  if (!auction.data) return <Navigate to={pathTo('AuctionsList')} replace />;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title>Предложение на торги</Title>
      <AuctionBrief auction={auction.data} showPrice={allows('AuctionsList', 'hidePrice')} />
      <OfferForm
        auction={auction.data}
        showPrice={allows('AuctionsList', 'hidePrice')}
        pointUuid={pointUuid}
        onDone={() => navigate(pathTo('Offers'))}
      />
    </Box>
  );
}

/** The farmer's own offer: the form while it is live, its record once it is not. */
function FarmerOffer({ offer }: { offer: OfferDetailsWire }) {
  const navigate = useNavigate();
  const { allows } = useSession();
  const auction = useOfferAuction(offer.auctionUuid);
  const showPrice = allows('AuctionsList', 'hidePrice');
  if (!isLive(offer.status)) return <OfferView offer={offer} showPrice={showPrice} canOpenAuction={false} />;
  if (auction.isPending) return <PageLoader />;
  if (!auction.data) return <OfferView offer={offer} showPrice={showPrice} canOpenAuction={false} />;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title>{`Предложение № ${offer.number}`}</Title>
      <AuctionBrief auction={auction.data} showPrice={showPrice} />
      <OfferForm
        auction={auction.data}
        offer={offer}
        showPrice={showPrice}
        onDone={() => navigate(pathTo('Offers'))}
      />
    </Box>
  );
}

/**
 * Issue 15 Offer (`offer/{uuid?}`). A farmer: `?auction=<uuid>` makes a new offer, a uuid opens his
 * own to change or withdraw. A purchaser's trader: the offer with its history.
 */
export function Offer() {
  const { uuid } = useParams();
  const [params] = useSearchParams();
  const { user, can, allows } = useSession();
  const farmer = user?.userType === 'farmer';
  const id = editedUuid(uuid);
  const offer = useOffer(id);
  const auctionUuid = params.get('auction');
  if (id === null) {
    return farmer && auctionUuid ? (
      <NewOffer auctionUuid={auctionUuid} pointUuid={params.get('point')} />
    ) : (
      <Navigate to={pathTo('Offers')} replace />
    );
  }
  return (
    <CreateOrEditPage
      uuid={uuid}
      query={offer}
      notFound={TRADING_MSG.offerNotFound}
      listPath={pathTo('Offers')}
    >
      {(found) =>
        found &&
        (farmer ? (
          <FarmerOffer key={found.uuid} offer={found} />
        ) : (
          <OfferView
            offer={found}
            showPrice={allows('AuctionsList', 'hidePrice')}
            canOpenAuction={can('Auction', ['create', 'update'])}
            canRebind={
              allows('AuctionsList', 'hideActions') &&
              can('Auction', ['update']) &&
              offerRebindable(found.status)
            }
          />
        ))
      }
    </CreateOrEditPage>
  );
}
