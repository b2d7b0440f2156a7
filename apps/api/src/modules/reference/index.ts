/*
 * The public face of the reference area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * The settlements catalogue.
 */
export { loadSettlements } from './settlements';
