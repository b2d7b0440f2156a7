import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  AUCTION_STATUS_LABELS,
  OFFER_STATUS_LABELS,
  type AuctionStatus,
  type OfferStatus,
} from '@kolos/domain/trading';

type Look = { color: ChipProps['color']; variant: ChipProps['variant'] };

const AUCTION_LOOK: Record<AuctionStatus, Look> = {
  AUCTION_PLANNED: { color: 'info', variant: 'outlined' },
  AUCTION_ACTIVE: { color: 'success', variant: 'filled' },
  AUCTION_FINISHED: { color: 'warning', variant: 'filled' },
  AUCTION_COMPLETED: { color: 'primary', variant: 'outlined' },
  AUCTION_CANCELED: { color: 'default', variant: 'outlined' },
};

const OFFER_LOOK: Record<OfferStatus, Look> = {
  OFFER_ACTIVE: { color: 'success', variant: 'filled' },
  OFFER_COUNTERED: { color: 'warning', variant: 'filled' },
  OFFER_ACCEPTED: { color: 'primary', variant: 'filled' },
  OFFER_DECLINED: { color: 'error', variant: 'outlined' },
  OFFER_WITHDRAWN: { color: 'default', variant: 'outlined' },
  OFFER_EXPIRED: { color: 'default', variant: 'outlined' },
};

/** An auction's status chip: green while it runs, amber while it waits for results. */
export function AuctionStatusChip({ status }: { status: AuctionStatus }) {
  const look = AUCTION_LOOK[status];
  return (
    <Chip size="small" label={AUCTION_STATUS_LABELS[status]} color={look.color} variant={look.variant} />
  );
}

/** An offer's status chip: amber while a counter-offer waits for the farmer. */
export function OfferStatusChip({ status }: { status: OfferStatus }) {
  const look = OFFER_LOOK[status];
  return <Chip size="small" label={OFFER_STATUS_LABELS[status]} color={look.color} variant={look.variant} />;
}
