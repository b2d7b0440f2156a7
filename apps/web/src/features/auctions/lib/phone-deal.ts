import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { offerOnBehalfBody, type AuctionWire } from '@kolos/domain/trading';
import { checkOfferLimits } from '../../../shared/trading';

/** What the phone-deal dialog holds: POST /offers as typed. */
export type PhoneDealValues = z.input<typeof offerOnBehalfBody>;

/** POST /offers with the auction's limits checked before sending, in the server's words. */
export const phoneDealSchema = (auction: AuctionWire) =>
  offerOnBehalfBody.superRefine((v, ctx) => checkOfferLimits(auction, v, ctx));

/** A new phone deal: the auction's window and, when it allows one, its delivery type. */
export const newPhoneDeal = (auction: AuctionWire): DefaultValues<PhoneDealValues> => ({
  auctionUuid: auction.uuid,
  farmerLocationUuid: null,
  deliveryType: auction.deliveryTypes.length === 1 ? auction.deliveryTypes[0] : undefined,
  deliveryDateStart: auction.deliveryDateStart,
  deliveryDateEnd: auction.deliveryDateEnd,
  comment: '',
});
