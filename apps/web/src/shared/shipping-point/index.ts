export { ShippingPointForm, type PointDraftHandle } from './shipping-point-form';
export { useLocation } from './location-requests';
