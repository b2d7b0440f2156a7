export { locationKeys, regionKeys } from './place-keys';
export { personalRegionsQuery, usePersonalRegions } from './use-personal-regions';
export { useCompanyLocations, usePersonalLocations } from './use-location-lists';
export { deliveryPriceQuery } from './use-delivery-price';
