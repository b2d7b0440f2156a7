/*
 * The public face of the reference area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * The settlements catalogue, and the shipped geography (DaData) the demo seed loads.
 */
export { loadSettlements } from './settlements';
export { AREA_TYPES, loadRegions, loadTowns } from './geo';
export { fedRegionExists } from './fed-regions';
