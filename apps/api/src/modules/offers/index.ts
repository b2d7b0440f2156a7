/*
 * The public face of the offers area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its tables, and the declining of live offers an auction's cancel or bar does.
 */
export type {
  CounterOffersTable,
  CounterOfferStatusHistoryTable,
  OfferChange,
  OfferHistoryTable,
  OffersTable,
} from './tables';
export { declineLiveOffers } from './status';
