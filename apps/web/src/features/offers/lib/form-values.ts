import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  offerCreateBody,
  type AuctionWire,
  type OfferCreateBody,
  type OfferUpdateBody,
  type OfferWire,
} from '@kolos/domain/trading';
import { checkOfferLimits } from '../../../shared/trading';

/** What the offer form holds: the create body as typed. */
export type OfferFormValues = z.input<typeof offerCreateBody>;

/**
 * The domain's offer body plus the auction's own limits, checked before sending with the
 * server's messages (issue 15: lot ≤ volume ≤ the auction's, humidity ≤ the auction's, dates in
 * its window, the delivery type among its).
 */
export function offerSchema(auction: AuctionWire) {
  return offerCreateBody.superRefine((v, ctx) => checkOfferLimits(auction, v, ctx));
}

/**
 * A new offer on the auction: its window and, when it allows one, its delivery type; the shipping
 * point the price board priced the tender from, when he came from there (`?point=`).
 */
export function newOfferValues(
  auction: AuctionWire,
  pointUuid: string | null = null,
): DefaultValues<OfferFormValues> {
  return {
    auctionUuid: auction.uuid,
    farmerLocationUuid: pointUuid,
    deliveryType: auction.deliveryTypes.length === 1 ? auction.deliveryTypes[0] : undefined,
    humidity: undefined,
    deliveryDateStart: auction.deliveryDateStart,
    deliveryDateEnd: auction.deliveryDateEnd,
    comment: '',
  };
}

/** A stored offer in the form. */
export function offerValuesOf(o: OfferWire): OfferFormValues {
  return {
    auctionUuid: o.auctionUuid,
    farmerLocationUuid: o.farmerLocationUuid,
    deliveryType: o.deliveryType,
    volume: o.volume,
    price: o.price ?? 0,
    humidity: o.humidity,
    deliveryDateStart: o.deliveryDateStart,
    deliveryDateEnd: o.deliveryDateEnd,
    comment: o.comment,
  };
}

/** PUT /v2/offers: the same terms for the offer `uuid` (the auction does not change). */
export function updateBodyOf(v: OfferCreateBody, uuid: string): OfferUpdateBody {
  const { auctionUuid: _auction, ...terms } = v;
  return { ...terms, uuid };
}
