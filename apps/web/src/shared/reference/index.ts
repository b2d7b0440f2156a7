export { referenceKeys } from './reference-keys';
export { fedRegionsQuery, useFedRegions } from './use-fed-regions';
export { areasQuery, useAreas } from './use-areas';
export { culturesQuery, useCultures } from './use-cultures';
export { FedRegionSelect } from './fed-region-select';
export { CropFilter } from './crop-filter';
