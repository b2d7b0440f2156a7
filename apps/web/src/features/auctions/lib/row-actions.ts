import type { AuctionStatus } from '@kolos/domain/trading';

export type AuctionAction = 'edit' | 'extend' | 'cancel' | 'results' | 'offer';

export const AUCTION_ACTION_LABELS: Record<AuctionAction, string> = {
  edit: 'Редактировать',
  extend: 'Продлить',
  cancel: 'Отменить торги',
  results: 'Итоги',
  offer: 'Сделать предложение',
};

export interface AuctionRights {
  /** SPEC 6 'Auction' update: edit, extend, results. */
  update: boolean;
  /** 'Auction' delete or update: cancel (issue 15). */
  cancel: boolean;
  /** A farmer with 'Offer' update: makes offers. */
  offer: boolean;
  /** The 'AuctionsList' policy carries hideActions: no action at all. */
  hideActions: boolean;
}

/**
 * The row menu of an auction by its status and the user's rights (issue 15): edit before the end
 * (once active only the end and comment move), extend while active, cancel until results are set,
 * results once it has started; a farmer offers while it runs.
 */
export function auctionActions(status: AuctionStatus, rights: AuctionRights): AuctionAction[] {
  if (rights.hideActions) return [];
  const open = status === 'AUCTION_PLANNED' || status === 'AUCTION_ACTIVE';
  const running = status === 'AUCTION_ACTIVE' || status === 'AUCTION_FINISHED';
  const actions: AuctionAction[] = [];
  if (rights.offer && status === 'AUCTION_ACTIVE') actions.push('offer');
  if (rights.update && open) actions.push('edit');
  if (rights.update && status === 'AUCTION_ACTIVE') actions.push('extend');
  if (rights.update && (running || status === 'AUCTION_COMPLETED')) actions.push('results');
  if (rights.cancel && (open || status === 'AUCTION_FINISHED')) actions.push('cancel');
  return actions;
}
