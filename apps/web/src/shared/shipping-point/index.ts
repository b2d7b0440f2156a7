export { ShippingPointForm, type PointDraftHandle, type ShippingPointFormProps } from './shipping-point-form';
export { MapPicker } from './map-picker';
export {
  locationQuery,
  useLocation,
  useSaveLocation,
  useDeleteLocation,
  type Removal,
} from './location-requests';
export { draftOf, emptyDraft } from './draft';
