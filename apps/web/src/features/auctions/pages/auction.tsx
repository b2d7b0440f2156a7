import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TRADING_MSG } from '@kolos/domain/trading';
import { CreateOrEditPage, editedUuid } from '../../../shared/form';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useAuction } from '../api/get-auction';
import { useAuctionDefaults } from '../api/get-auction-defaults';
import { AuctionForm } from '../components/auction-form';
import { AuctionView } from '../components/auction-view';

/** A new auction: the form with GET /auctions/default; saved, it opens in view mode. */
function NewAuction() {
  const navigate = useNavigate();
  const defaults = useAuctionDefaults(true);
  if (defaults.isPending) return <PageLoader />;
  return (
    <AuctionForm
      defaults={defaults.data}
      onSaved={(saved) => navigate(pathTo('Auction', { uuid: saved.uuid }), { replace: true })}
      onCancel={() => navigate(pathTo('AuctionsList'))}
    />
  );
}

/**
 * Issue 15 Auction (`auction/{uuid?}`): without a uuid (or 'create') a new auction; with one, the
 * auction in view mode with its ranked offers (`?edit=1` opens its form at once).
 */
export function Auction() {
  const { uuid } = useParams();
  const [params] = useSearchParams();
  const id = editedUuid(uuid);
  const auction = useAuction(id);
  if (id === null) return <NewAuction />;
  return (
    <CreateOrEditPage
      uuid={uuid}
      query={auction}
      notFound={TRADING_MSG.auctionNotFound}
      listPath={pathTo('AuctionsList')}
    >
      {(found) =>
        found && <AuctionView key={found.uuid} auction={found} startEditing={params.get('edit') === '1'} />
      }
    </CreateOrEditPage>
  );
}
