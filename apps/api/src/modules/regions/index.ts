/*
 * The public face of the regions area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its table.
 */
export type { PurchaseRegionsTable } from './tables';
