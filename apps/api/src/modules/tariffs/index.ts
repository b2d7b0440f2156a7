/*
 * The public face of the tariffs area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * The delivery price.
 */
export { computeDeliveryPrice } from './service';
