/*
 * The public face of the locations area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Reading and entering places, the location scope, the nearest settlement.
 */
export { createLocation } from './commands';
export { nearestSettlement, readable } from './queries';
export { getLocation } from './service';
