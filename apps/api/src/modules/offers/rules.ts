import { MSG } from '@kolos/domain';
import { compareRuDates, ruDateToIso, type DeliveryType } from '@kolos/domain/contracts';
import {
  auctionStatusAt,
  landedPrice,
  offerDeliveryType,
  TRADING_MSG,
  type AuctionStatus,
  type OfferCreateBody,
} from '@kolos/domain/trading';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { auctionPlaces, isDenied, ruDay, type LockedAuction } from '../auctions';
import { computeDeliveryPrice } from '../tariffs';
import * as q from './queries';

/** A 400 that names the field, in the shape schema validation answers. */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** An offer's terms once its delivery type is known (withDeliveryType). */
type Terms = Omit<OfferCreateBody, 'auctionUuid' | 'deliveryType'> & { deliveryType: DeliveryType };

/**
 * The body with the delivery type the offer is made with: the one it names, or the tender's only
 * one when it names none (issue 28 point 19); 400 with the field otherwise.
 */
export function withDeliveryType<T extends { deliveryType?: DeliveryType | null | undefined }>(
  auction: Pick<LockedAuction, 'deliveryTypes'>,
  body: T,
): T & { deliveryType: DeliveryType } {
  const decided = offerDeliveryType(auction.deliveryTypes, body.deliveryType);
  if ('message' in decided) throw fieldError('deliveryType', decided.message);
  return { ...body, deliveryType: decided.deliveryType };
}

export const statusOf = (
  a: { status: string; startAt: Date | string; endAt: Date | string },
  now = new Date(),
) => auctionStatusAt({ status: a.status, startAt: new Date(a.startAt), endAt: new Date(a.endAt) }, now);

/** Offers are taken, changed and withdrawn only while the auction runs (by the server's clock). */
export function mustBeActive(auction: LockedAuction, now = new Date()): AuctionStatus {
  const status = statusOf(auction, now);
  if (status !== 'AUCTION_ACTIVE') throw conflict(TRADING_MSG.auctionNotActive);
  return status;
}

export async function mustNotBeDenied(deps: Deps, auctionUuid: string, farmerCompanyUuid: string) {
  if (await isDenied(deps.db, auctionUuid, farmerCompanyUuid)) throw forbidden(TRADING_MSG.companyDenied);
}

/**
 * Issue 15 point 2, the offer against its auction: the delivery type the auction allows, volume
 * from the minimum lot to the auction's volume, humidity at most the auction's, delivery dates
 * inside the auction's window.
 */
export function checkTerms(auction: LockedAuction, terms: Terms): void {
  if (!auction.deliveryTypes.includes(terms.deliveryType)) {
    throw fieldError('deliveryType', TRADING_MSG.deliveryTypeNotAllowed);
  }
  if (terms.volume < auction.minLotVolume) {
    throw fieldError('volume', TRADING_MSG.volumeBelowLot(auction.minLotVolume));
  }
  if (terms.volume > auction.volume)
    throw fieldError('volume', TRADING_MSG.volumeAboveAuction(auction.volume));
  if (terms.humidity > Number(auction.humidity)) {
    throw fieldError('humidity', TRADING_MSG.humidityAbove(Number(auction.humidity)));
  }
  const start = ruDay(auction.deliveryDateStart);
  const end = ruDay(auction.deliveryDateEnd);
  const inside = (d: string) => (compareRuDates(start, d) ?? 1) <= 0 && (compareRuDates(d, end) ?? 1) <= 0;
  if (!inside(terms.deliveryDateStart) || !inside(terms.deliveryDateEnd)) {
    throw fieldError('deliveryDateStart', TRADING_MSG.datesOutside(start, end));
  }
}

/** What the server works out for an offer: the haul, the premium and the landed price. */
export interface Priced {
  farmerLocationUuid: string | null;
  acceptanceLocationUuid: string | null;
  deliveryPrice: number | null;
  distance: number | null;
  tariffType: string | null;
  premium: number | null;
  landedPrice: number;
}

/**
 * FCA needs a live shipping point of the farmer's own company (CPT may name one). FCA is priced
 * to the auction's acceptance point with the cheapest haul (the places issue's delivery price for
 * one tonne, distance cache on); the premium is the auction owner's for the point's district and
 * the crop. Worked out before the auction is locked: it may route, and no lock waits on that.
 */
export async function price(
  deps: Deps,
  auction: LockedAuction,
  farmerCompanyUuid: string,
  terms: Pick<Terms, 'deliveryType' | 'price' | 'farmerLocationUuid'>,
): Promise<Priced> {
  const pointUuid = terms.farmerLocationUuid ?? null;
  if (terms.deliveryType === 'BUYER' && !pointUuid) throw fieldError('farmerLocationUuid', MSG.required);
  const point = pointUuid ? await q.ownShippingPoint(deps.db, farmerCompanyUuid, pointUuid) : null;
  if (pointUuid && !point) throw fieldError('farmerLocationUuid', TRADING_MSG.shippingPointNotOwn);
  const premium = await q.premiumOf(
    deps.db,
    auction.ownerCompanyUuid,
    point?.areaUuid ?? null,
    auction.productUuid,
  );
  if (terms.deliveryType === 'SELLER' || !point) {
    return {
      farmerLocationUuid: pointUuid,
      acceptanceLocationUuid: null,
      deliveryPrice: null,
      distance: null,
      tariffType: null,
      premium,
      landedPrice: landedPrice({ deliveryType: terms.deliveryType, price: terms.price, deliveryPrice: null }),
    };
  }
  const places = (await auctionPlaces(deps.db, [auction.uuid])).get(auction.uuid) ?? [];
  let best: { to: string; price: number; distance: number; tariffType: string } | null = null;
  for (const place of places) {
    const quote = await computeDeliveryPrice(deps, point.uuid, place.uuid, { amountTons: 1, useCache: true });
    if (!best || quote.price < best.price) best = { to: place.uuid, ...quote };
  }
  if (!best) throw conflict(TRADING_MSG.auctionNotFound);
  return {
    farmerLocationUuid: point.uuid,
    acceptanceLocationUuid: best.to,
    deliveryPrice: best.price,
    distance: best.distance,
    tariffType: best.tariffType,
    premium,
    landedPrice: landedPrice({ deliveryType: 'BUYER', price: terms.price, deliveryPrice: best.price }),
  };
}

/** The stored columns of an offer's terms. */
export const termColumns = (terms: Terms) => ({
  deliveryType: terms.deliveryType,
  volume: terms.volume,
  price: terms.price,
  humidity: terms.humidity,
  deliveryDateStart: ruDateToIso(terms.deliveryDateStart)!,
  deliveryDateEnd: ruDateToIso(terms.deliveryDateEnd)!,
  comment: terms.comment ?? '',
});

/**
 * Issue 15 point 6: an offer placed or improved in the last minutes of an auction moves its end
 * that much later (AUCTION_EXTEND_MINUTES; 0 turns it off). Runs under the auction's row lock,
 * in the offer's transaction. Answers the new end, or null when it stays.
 */
export function extendedEnd(auction: LockedAuction, minutes: number, now = new Date()): Date | null {
  if (minutes <= 0) return null;
  const end = new Date(auction.endAt);
  const window = minutes * 60_000;
  if (end.getTime() - now.getTime() > window) return null;
  return new Date(end.getTime() + window);
}
