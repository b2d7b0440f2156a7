import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { barsChangeable, type AuctionWire } from '@kolos/domain/trading';
import { useSession } from '../../../shared/auth/use-session';
import { pathTo } from '../../../shared/routing/paths';
import { AuctionStatusChip, numberLabel } from '../../../shared/trading';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelAuction } from '../api/cancel-auction';
import { auctionActions } from '../lib/row-actions';
import { AuctionDetails } from './auction-details';
import { AuctionForm } from './auction-form';
import { AuctionOffers } from './auction-offers';
import { BarredFarmers } from './barred-farmers';
import { ExtendDialog } from './extend-dialog';

/**
 * The Auction route's view of an existing auction: its terms, its actions by rights and status
 * (edit, extend, cancel), and its offers ranked by landed price with the results.
 */
export function AuctionView({ auction, startEditing }: { auction: AuctionWire; startEditing: boolean }) {
  const navigate = useNavigate();
  const { can, allows } = useSession();
  const cancel = useCancelAuction();
  const hideActions = !allows('AuctionsList', 'hideActions');
  const showPrice = allows('AuctionsList', 'hidePrice');
  const actions = auctionActions(auction.status, {
    update: can('Auction', ['update']),
    cancel: can('Auction', ['delete']) || can('Auction', ['update']),
    offer: false,
    hideActions,
  });
  const changeBars = !hideActions && can('Auction', ['update']) && barsChangeable(auction.status);
  const [editing, setEditing] = useState(startEditing && actions.includes('edit'));
  const [extending, setExtending] = useState(false);
  const [canceling, setCanceling] = useState(false);

  if (editing) {
    return (
      <AuctionForm auction={auction} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
    );
  }
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Торги {numberLabel(auction.number)}
        </Typography>
        <AuctionStatusChip status={auction.status} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button color="inherit" onClick={() => navigate(pathTo('AuctionsList'))}>
            К списку торгов
          </Button>
          {actions.includes('edit') && <Button onClick={() => setEditing(true)}>Изменить</Button>}
          {actions.includes('extend') && <Button onClick={() => setExtending(true)}>Продлить</Button>}
          {actions.includes('cancel') && (
            <Button color="error" onClick={() => setCanceling(true)}>
              Отменить торги
            </Button>
          )}
        </Stack>
      </Stack>
      <AuctionDetails auction={auction} showPrice={showPrice} />
      <AuctionOffers
        auction={auction}
        canDecide={actions.includes('results') && auction.status !== 'AUCTION_COMPLETED'}
        showPrice={showPrice}
        canOpenOffer={can('Offer', ['update'])}
        canPhoneDeal={!hideActions && can('Offer', ['update']) && auction.status === 'AUCTION_ACTIVE'}
        canDeny={changeBars}
      />
      <BarredFarmers auctionUuid={auction.uuid} canChange={changeBars} />
      <ExtendDialog auction={extending ? auction : null} onClose={() => setExtending(false)} />
      <ConfirmDialog
        open={canceling}
        title="Отменить торги?"
        text="Активные предложения будут отклонены. Торги без предложений, ещё не начавшиеся, удаляются."
        confirmText="Отменить торги"
        cancelText="Не отменять"
        destructive
        loading={cancel.isPending}
        onConfirm={() =>
          void cancel
            .mutateAsync(auction.uuid)
            .then(() => navigate(pathTo('AuctionsList')))
            .catch(() => setCanceling(false))
        }
        onCancel={() => setCanceling(false)}
      />
    </>
  );
}
