/*
 * The public face of the auctions area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its tables; the auction lock, visibility and status the offers area stands on; the price and
 * action params of the 'AuctionsList' policy; the list's filter (`auctionKeys`) the Monitoring
 * board applies under the same names, and its count the home's items use; the farmer's match
 * (`matchedRunning`) his price board lists (issue 29 point 21).
 */
export {
  auctionKeys,
  auctionPlaces,
  countAuctions,
  farmerCompany,
  farmersHearing,
  auctionsVisibleTo,
  inReachOf,
  isDenied,
  lockAuction,
  matchedRunning,
  statusIs,
  type LockedAuction,
} from './queries';
export { moveAuction } from './status';
export { DECLINE_LIVE_OFFERS } from './offers-hook';
export { AUCTION_EVENT_COLUMNS, publishAuction, publishAuctionRow, scheduleFinish } from './live';
export { hidesPrice, refuseHiddenActions, ruDay } from './wire';
