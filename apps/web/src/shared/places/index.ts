export { locationKeys, regionKeys } from './place-keys';
export { personalRegionsQuery, usePersonalRegions } from './use-personal-regions';
export {
  companyLocationsQuery,
  personalLocationsQuery,
  regionLocationsQuery,
  useCompanyLocations,
  usePersonalLocations,
  useRegionLocations,
} from './use-location-lists';
export { deliveryPriceQuery, useDeliveryPrice } from './use-delivery-price';
