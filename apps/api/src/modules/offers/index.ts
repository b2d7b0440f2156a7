/*
 * The public face of the offers area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its tables; the offers' scope and count the home's items use.
 */
export type { OfferChange } from './tables';
export { countOffers, offersVisibleTo } from './queries';
