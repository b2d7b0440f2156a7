import { sql } from 'kysely';
import {
  landedPrice,
  TRADING_MSG,
  type CounterOfferAnswerBody,
  type CounterOfferBody,
  type OffersResultBody,
} from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { moveStatus, startHistory } from '../../platform/status-machine';
import { auctionsVisibleTo, moveAuction, publishAuction } from '../auctions';
import { allocateAcceptedOffers, publishSlots } from '../queue';
import { publishOffer } from './live';
import * as q from './queries';
import { getOffer, result } from './reads';
import { fieldError, statusOf } from './rules';
import { locked, offerNotFound } from './service';
import { COUNTER_OFFER_STATUS, declineLiveOffers, OFFER_STATUS } from './status';

const OPEN_FOR_TALKS = ['AUCTION_ACTIVE', 'AUCTION_FINISHED'];

/** POST /v2/counterOffer: the purchaser proposes other terms (one open counter-offer per offer). */
export async function counter(deps: Deps, auth: AuthContext, body: CounterOfferBody, meta: RequestMeta) {
  const offer = await q.findOffer(deps.db, q.offersChangeableBy(auth), body.offerUuid);
  // The farmer's own offer is not his to counter: the route is the purchaser's, the row too.
  if (!offer || (auth.userType !== 'admin' && auth.companyUuid !== offer.ownerCompanyUuid))
    throw offerNotFound();
  await deps.db.transaction().execute(async (trx) => {
    const auction = await locked(trx, offer.auctionUuid);
    if (!OPEN_FOR_TALKS.includes(statusOf(auction))) throw conflict(TRADING_MSG.counterNotAllowed);
    if (body.volume > auction.volume)
      throw fieldError('volume', TRADING_MSG.volumeAboveAuction(auction.volume));
    const open = await trx
      .selectFrom('counterOffers')
      .select('uuid')
      .where('offerUuid', '=', offer.uuid)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (open) throw conflict(TRADING_MSG.counterOfferOpen);
    const now = await trx
      .selectFrom('offers')
      .select('status')
      .where('uuid', '=', offer.uuid)
      .executeTakeFirstOrThrow();
    await moveStatus(trx, OFFER_STATUS, {
      uuid: offer.uuid,
      from: now.status,
      to: 'OFFER_COUNTERED',
      by: auth,
      ip: meta.ip,
      note: { changes: [] },
    });
    const uuid = newId();
    await trx
      .insertInto('counterOffers')
      .values({
        uuid,
        offerUuid: offer.uuid,
        price: body.price,
        volume: body.volume,
        comment: body.comment ?? '',
        createdBy: auth.userUuid,
      })
      .execute();
    await startHistory(trx, COUNTER_OFFER_STATUS, { uuid, status: 'OPEN', by: auth, note: {} });
    await publishOffer(deps, trx, 'offer.countered', offer.uuid, auth.userUuid);
  });
  return getOffer(deps, auth, offer.uuid);
}

/**
 * PUT /v2/counterOffer: the farmer answers. Accepted: the offer takes the counter's price and
 * volume and is active again at those terms; declined: active again at its own.
 */
export async function answerCounter(
  deps: Deps,
  auth: AuthContext,
  body: CounterOfferAnswerBody,
  meta: RequestMeta,
) {
  const found = await deps.db
    .selectFrom('counterOffers')
    .select(['uuid', 'offerUuid'])
    .where('uuid', '=', body.uuid)
    .executeTakeFirst();
  const offer = found ? await q.findOffer(deps.db, q.offersChangeableBy(auth), found.offerUuid) : undefined;
  if (!found || !offer || (auth.userType !== 'admin' && auth.companyUuid !== offer.farmerCompanyUuid)) {
    throw notFound(TRADING_MSG.counterOfferNotFound);
  }
  await deps.db.transaction().execute(async (trx) => {
    const auction = await locked(trx, offer.auctionUuid);
    if (!OPEN_FOR_TALKS.includes(statusOf(auction))) throw conflict(TRADING_MSG.counterNotAllowed);
    const c = await trx
      .selectFrom('counterOffers')
      .selectAll()
      .where('uuid', '=', body.uuid)
      .executeTakeFirstOrThrow();
    const now = await trx
      .selectFrom('offers')
      .selectAll()
      .where('uuid', '=', offer.uuid)
      .executeTakeFirstOrThrow();
    const accepted = body.status === 'ACCEPTED';
    const changes = accepted
      ? [
          ...(now.price === c.price ? [] : [{ field: 'price' as const, from: now.price, to: c.price }]),
          ...(now.volume === c.volume ? [] : [{ field: 'volume' as const, from: now.volume, to: c.volume }]),
        ]
      : [];
    await moveStatus(trx, COUNTER_OFFER_STATUS, {
      uuid: c.uuid,
      from: c.status,
      to: body.status,
      by: auth,
      ip: meta.ip,
      note: {},
      set: { answeredBy: auth.userUuid },
    });
    await moveStatus(trx, OFFER_STATUS, {
      uuid: offer.uuid,
      from: now.status,
      to: 'OFFER_ACTIVE',
      by: auth,
      ip: meta.ip,
      note: { changes },
      ...(accepted
        ? {
            set: {
              price: c.price,
              volume: c.volume,
              landedPrice: landedPrice({
                deliveryType: now.deliveryType,
                price: c.price,
                deliveryPrice: now.deliveryPrice,
              }),
            },
          }
        : {}),
    });
    if (accepted && c.volume !== now.volume) {
      await trx
        .updateTable('auctions')
        .set({ offeredVolume: sql<number>`offered_volume + ${c.volume - now.volume}` })
        .where('uuid', '=', auction.uuid)
        .execute();
    }
    await publishOffer(
      deps,
      trx,
      accepted ? 'offer.counter-accepted' : 'offer.counter-declined',
      offer.uuid,
      auth.userUuid,
    );
  });
  return getOffer(deps, auth, offer.uuid);
}

/**
 * POST /v2/offers/result: accepts offers whole or in part (each at most its volume, together at
 * most the auction's, else 409 naming the excess), books the accepted tonnes' slots at the
 * acceptance points (modules/queue; 409 code 35742 when they do not fit), declines the other live
 * ones and completes the auction — all under the auction's lock, so two traders or a trader and a
 * farmer never interleave.
 */
export async function setResults(deps: Deps, auth: AuthContext, body: OffersResultBody, meta: RequestMeta) {
  const auction = await deps.db
    .selectFrom('auctions as a')
    .select(['a.uuid', 'a.ownerCompanyUuid'])
    .where('a.uuid', '=', body.auctionUuid)
    .where(auctionsVisibleTo(auth, new Date()))
    .executeTakeFirst();
  if (!auction || (auth.userType !== 'admin' && auth.companyUuid !== auction.ownerCompanyUuid)) {
    throw notFound(TRADING_MSG.auctionNotFound);
  }
  if (body.items.length === 0) throw badRequest(TRADING_MSG.resultsEmpty);
  const uuids = body.items.map((i) => i.offerUuid);
  if (new Set(uuids).size !== uuids.length) throw badRequest(TRADING_MSG.resultDuplicate);
  await deps.db.transaction().execute(async (trx) => {
    const a = await locked(trx, body.auctionUuid);
    if (!OPEN_FOR_TALKS.includes(statusOf(a))) throw conflict(TRADING_MSG.resultsNotAllowed);
    const offers = await trx
      .selectFrom('offers')
      .select(['uuid', 'status', 'volume'])
      .where('auctionUuid', '=', a.uuid)
      .where('uuid', 'in', uuids)
      .execute();
    const byUuid = new Map(offers.map((o) => [o.uuid, o]));
    for (const item of body.items) {
      const o = byUuid.get(item.offerUuid);
      if (!o || o.status !== 'OFFER_ACTIVE') throw conflict(TRADING_MSG.resultOfferNotActive);
      if (item.volume > o.volume) throw conflict(TRADING_MSG.resultAboveOffer(o.volume));
    }
    const total = body.items.reduce((sum, i) => sum + i.volume, 0);
    if (total > a.volume) throw conflict(TRADING_MSG.resultsExceed(total - a.volume));
    for (const item of body.items) {
      await moveStatus(trx, OFFER_STATUS, {
        uuid: item.offerUuid,
        from: 'OFFER_ACTIVE',
        to: 'OFFER_ACCEPTED',
        by: auth,
        ip: meta.ip,
        note: { changes: [{ field: 'acceptedVolume', from: 0, to: item.volume }] },
        set: { acceptedVolume: item.volume },
      });
    }
    // Issue 17: every accepted tonne gets its slots now, or the results are refused (35742).
    const slots = await allocateAcceptedOffers(trx, uuids, auth);
    await publishSlots(deps, trx, slots, auth.userUuid);
    for (const item of body.items)
      await publishOffer(deps, trx, 'offer.accepted', item.offerUuid, auth.userUuid);
    await declineLiveOffers(deps, trx, { auctionUuid: a.uuid }, auth, meta.ip);
    await moveAuction(trx, a, 'AUCTION_COMPLETED', auth, meta.ip, new Date(), { acceptedVolume: total });
    await publishAuction(deps, trx, 'auction.results', a.uuid, auth.userUuid);
  });
  return result(deps, auth, body.auctionUuid);
}
