/*
 * The public face of the tariffs area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * The delivery price, of one haul or of many at once (the price board).
 */
export { computeDeliveryPrice, deliveryPricesOf } from './service';
export { haulKey } from './distance';
