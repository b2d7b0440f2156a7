export { useFedRegions } from './use-fed-regions';
export { useAreas } from './use-areas';
export { culturesQuery, useCultures } from './use-cultures';
export { FedRegionSelect } from './fed-region-select';
export { CropFilter } from './crop-filter';
