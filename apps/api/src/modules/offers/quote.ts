import { MSG } from '@kolos/domain';
import { TRADING_MSG, type OfferQuoteBody, type OfferQuoteReply } from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { auctionsVisibleTo, farmerCompany, hidesPrice } from '../auctions';
import { fieldError, price, withDeliveryType } from './rules';

/** The farmer company the terms are priced for: the farmer's own, or the one a trader names. */
async function farmerCompanyOf(deps: Deps, auth: AuthContext, body: OfferQuoteBody): Promise<string | null> {
  if (auth.userType === 'farmer') return auth.companyUuid ?? null;
  if (!body.farmerCompanyUuid) {
    if (body.farmerLocationUuid) throw fieldError('farmerCompanyUuid', MSG.required);
    return null;
  }
  return farmerCompany(deps.db, body.farmerCompanyUuid);
}

/**
 * POST /v2/offers/quote: the haul, premium and landed price the offer write would store for these
 * terms — the same `price` of rules.ts, so the form shows what the rank will use. The auction must
 * be one the caller sees (a farmer: matched or offered on), else 404.
 */
export async function quoteOffer(
  deps: Deps,
  auth: AuthContext,
  body: OfferQuoteBody,
): Promise<OfferQuoteReply> {
  const auction = await deps.db
    .selectFrom('auctions as a')
    .selectAll('a')
    .where('a.uuid', '=', body.auctionUuid)
    .where(auctionsVisibleTo(auth, new Date()))
    .executeTakeFirst();
  if (!auction) throw notFound(TRADING_MSG.auctionNotFound);
  const terms = withDeliveryType(auction, body);
  const company = await farmerCompanyOf(deps, auth, body);
  if (!company && body.farmerLocationUuid)
    throw fieldError('farmerLocationUuid', TRADING_MSG.shippingPointNotOwn);
  const priced = await price(deps, auction, company ?? '', terms);
  const reply: OfferQuoteReply = {
    deliveryPrice: priced.deliveryPrice,
    distance: priced.distance,
    tariffType: priced.tariffType,
    acceptanceLocationUuid: priced.acceptanceLocationUuid,
    landedPrice: priced.landedPrice,
    premium: priced.premium,
  };
  if (hidesPrice(auth)) {
    delete reply.deliveryPrice;
    delete reply.landedPrice;
    delete reply.premium;
  }
  return reply;
}
