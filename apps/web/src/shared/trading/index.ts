/** What the auctions and offers features share: service wrappers, query keys, chips, formatting. */
export { auctionsService, offersService, QUIET } from './trading-service';
export { auctionKeys, offerKeys, TRADING_ROOTS } from './trading-keys';
export * from './format';
export { AuctionStatusChip, OfferStatusChip } from './status-chips';
export { useIsPhone } from './use-is-phone';
export { Countdown } from './countdown';
export { wireToDate, wireToLocal, localToWire } from './wire-time';
export { VolumeBar } from './volume-bar';
export { LandedPrice } from './landed-price';
export { useOfferQuote } from './quote-offer';
export { checkOfferLimits } from './offer-limits';
export { RegionPointFilters } from './region-point-filters';
export { OfferTermsFields } from './offer-terms-fields';
export { DeliveryTypeField } from './delivery-type-field';
export { Fact, FactLine } from './fact';
export { StackedCell, STACKED_CELL_STYLES } from './stacked-cell';
