import type { z } from 'zod';
import { compareRuDates } from '@kolos/domain/contracts';
import {
  offerDeliveryType,
  TRADING_MSG,
  type AuctionWire,
  type OfferCreateBody,
} from '@kolos/domain/trading';

type Terms = Omit<OfferCreateBody, 'auctionUuid'>;

/**
 * The auction's own limits on an offer, checked before sending with the server's messages
 * (issue 15: lot ≤ volume ≤ the auction's, humidity ≤ the auction's, dates in its window, the
 * delivery type among its or its only one, FCA needs a point). The farmer's form and the trader's phone deal share it.
 */
export function checkOfferLimits(auction: AuctionWire, v: Terms, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.volume < auction.minLotVolume) issue('volume', TRADING_MSG.volumeBelowLot(auction.minLotVolume));
  if (v.volume > auction.volume) issue('volume', TRADING_MSG.volumeAboveAuction(auction.volume));
  if (v.humidity > auction.humidity) issue('humidity', TRADING_MSG.humidityAbove(auction.humidity));
  const delivery = offerDeliveryType(auction.deliveryTypes, v.deliveryType);
  if ('message' in delivery) issue('deliveryType', delivery.message);
  else if (delivery.deliveryType === 'BUYER' && !v.farmerLocationUuid)
    issue('farmerLocationUuid', 'Заполните поле');
  const inside = (day: string) =>
    (compareRuDates(auction.deliveryDateStart, day) ?? 1) <= 0 &&
    (compareRuDates(day, auction.deliveryDateEnd) ?? 1) <= 0;
  const outside = TRADING_MSG.datesOutside(auction.deliveryDateStart, auction.deliveryDateEnd);
  if (!inside(v.deliveryDateStart)) issue('deliveryDateStart', outside);
  if (!inside(v.deliveryDateEnd)) issue('deliveryDateEnd', outside);
}
