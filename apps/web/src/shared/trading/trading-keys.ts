/**
 * Query keys of the trading area. Shared by the auctions and offers features: an offer placed on
 * one screen changes the counts and volumes another shows, so each invalidates the other's keys.
 */
export const auctionKeys = {
  all: ['auctions'] as const,
  lists: () => [...auctionKeys.all, 'list'] as const,
  list: (query: object) => [...auctionKeys.lists(), query] as const,
  details: () => [...auctionKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...auctionKeys.details(), uuid] as const,
  defaults: () => [...auctionKeys.all, 'default'] as const,
  /** The bars of one auction and their history. */
  permissions: (uuid: string) => [...auctionKeys.all, 'permissions', uuid] as const,
};

export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (query: object) => [...offerKeys.lists(), query] as const,
  byAuction: (auctionUuid: string) => [...offerKeys.lists(), 'auction', auctionUuid] as const,
  mine: () => [...offerKeys.lists(), 'mine'] as const,
  statusCounts: (query: object) => [...offerKeys.all, 'status', query] as const,
  details: () => [...offerKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...offerKeys.details(), uuid] as const,
  /** The auctions an offer may be moved to (PATCH /offers/rebindable). */
  rebindTargets: (uuid: string) => [...offerKeys.all, 'rebindable', uuid] as const,
};

/** Everything the trading screens show: refreshed after any trading change. */
export const TRADING_ROOTS = [auctionKeys.all, offerKeys.all] as const;
