import { sql } from 'kysely';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import {
  offerRebindable,
  rebindFits,
  TRADING_MSG,
  type RebindAuction,
  type RebindTargetsReply,
} from '@kolos/domain/trading';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { auctionsVisibleTo, isDenied, publishAuction, ruDay, type LockedAuction } from '../auctions';
import { publishOffer } from './live';
import * as q from './queries';
import { getOffer } from './reads';
import { checkTerms, price, statusOf } from './rules';
import { locked, offerNotFound } from './service';
import { cancelOpenCounter } from './status';

/*
 * PATCH /offers/rebindable (issue 15 point 5) and GET /offers/rebindable (issue 28 point 13): an
 * offer moved to another auction of its purchaser, and the auctions it may move to. Both ask one
 * rule, `refusal` below (rebindFits of @kolos/domain, then the offer's terms, one live offer per
 * company, the bar), so the picker never offers a tender the move would refuse.
 */

type OfferRow = {
  uuid: string;
  status: string;
  auctionUuid: string;
  farmerCompanyUuid: string;
  deliveryType: LockedAuction['deliveryTypes'][number];
  volume: number;
  price: number;
  humidity: string | number;
  deliveryDateStart: string | Date;
  deliveryDateEnd: string | Date;
};

const asRule = (a: LockedAuction): RebindAuction => ({
  ...a,
  startAt: new Date(a.startAt),
  endAt: new Date(a.endAt),
});

/** Why the offer cannot move from `source` to `target` now, as the error the move answers; null: it can. */
async function refusal(
  db: Database,
  offer: OfferRow,
  source: LockedAuction,
  target: LockedAuction,
  now: Date,
): Promise<AppError | null> {
  if (!offerRebindable(offer.status) || offer.auctionUuid !== source.uuid)
    return conflict(TRADING_MSG.rebindNotActive);
  if (!rebindFits(asRule(source), asRule(target), now)) return conflict(TRADING_MSG.rebindRefused);
  try {
    checkTerms(target, {
      deliveryType: offer.deliveryType,
      volume: offer.volume,
      price: offer.price,
      humidity: Number(offer.humidity),
      deliveryDateStart: ruDay(offer.deliveryDateStart),
      deliveryDateEnd: ruDay(offer.deliveryDateEnd),
    });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  const taken = await db
    .selectFrom('offers')
    .select('uuid')
    .where('auctionUuid', '=', target.uuid)
    .where('farmerCompanyUuid', '=', offer.farmerCompanyUuid)
    .where('status', 'in', ['OFFER_ACTIVE', 'OFFER_COUNTERED'])
    .executeTakeFirst();
  if (taken) return conflict(TRADING_MSG.oneActiveOffer);
  if (await isDenied(db, target.uuid, offer.farmerCompanyUuid))
    return conflict(TRADING_MSG.rebindFarmerDenied);
  return null;
}

/** The offer the trader may move (his company's; an admin's: any), and its auction; else 404. */
async function movable(deps: Deps, auth: AuthContext, offerUuid: string) {
  const offer = await q.findOffer(deps.db, q.offersChangeableBy(auth), offerUuid);
  if (!offer || (auth.userType !== 'admin' && auth.companyUuid !== offer.ownerCompanyUuid))
    throw offerNotFound();
  const source = await deps.db
    .selectFrom('auctions')
    .selectAll()
    .where('uuid', '=', offer.auctionUuid)
    .executeTakeFirstOrThrow();
  return { offer, source };
}

/**
 * GET /offers/rebindable?offerUuid=: the auctions the rule lets this offer move to, soonest end
 * first, each with the refusal the move would meet there now (null: it would go through).
 * A closed or countered offer: 409, as the move answers.
 */
export async function rebindTargets(
  deps: Deps,
  auth: AuthContext,
  offerUuid: string,
): Promise<RebindTargetsReply> {
  const { offer, source } = await movable(deps, auth, offerUuid);
  if (!offerRebindable(offer.status)) throw conflict(TRADING_MSG.rebindNotActive);
  const now = new Date();
  // Narrowed to the owner's auctions not yet over (the (owner, status, end_at) index); rebindFits decides.
  const candidates = await deps.db
    .selectFrom('auctions as a')
    .innerJoin('purchaseRegions as pr', 'pr.uuid', 'a.regionUuid')
    .innerJoin('cultures as p', 'p.uuid', 'a.productUuid')
    .selectAll('a')
    .select(['pr.name as regionName', 'p.title as productTitle'])
    .where('a.ownerCompanyUuid', '=', source.ownerCompanyUuid)
    .where('a.endAt', '>', now)
    .where(auctionsVisibleTo(auth, now))
    .orderBy('a.endAt')
    .orderBy('a.number')
    .execute();
  const fitting = candidates.filter((a) => rebindFits(asRule(source), asRule(a), now));
  const auctions = [];
  for (const a of fitting) {
    const refused = await refusal(deps.db, offer, source, a, now);
    auctions.push({
      uuid: a.uuid,
      number: a.number,
      ownerCompanyUuid: a.ownerCompanyUuid,
      regionUuid: a.regionUuid,
      region: { uuid: a.regionUuid, name: a.regionName },
      productUuid: a.productUuid,
      product: { payload: { title: a.productTitle } },
      volume: a.volume,
      endAt: formatUtcDateTime(new Date(a.endAt)),
      status: statusOf(a, now),
      refusal: refused?.message ?? null,
    });
  }
  return { auctions };
}

/**
 * PATCH /offers/rebindable: moves an active offer to another active auction of the same owner,
 * crop and territory (a tender replaced); its terms must fit the new auction. Both auctions are
 * locked, in uuid order, so two moves never wait on each other; the rule is asked again under
 * the locks.
 */
export async function rebind(
  deps: Deps,
  auth: AuthContext,
  body: { offerUuid: string; auctionUuid: string },
  meta: RequestMeta,
) {
  const { offer, source } = await movable(deps, auth, body.offerUuid);
  const target = await deps.db
    .selectFrom('auctions as a')
    .selectAll('a')
    .where('a.uuid', '=', body.auctionUuid)
    .where(auctionsVisibleTo(auth, new Date()))
    .executeTakeFirst();
  if (!target) throw notFound(TRADING_MSG.auctionNotFound);
  const early = await refusal(deps.db, offer, source, target, new Date());
  if (early) throw early;
  // Priced before the locks: it may route, and no lock waits on that.
  const priced = await price(deps, target, offer.farmerCompanyUuid, offer);
  await deps.db.transaction().execute(async (trx) => {
    const [first, second] = [source.uuid, target.uuid].sort();
    const lockedFirst = await locked(trx, first!);
    const lockedSecond = await locked(trx, second!);
    const [from, to] =
      lockedFirst.uuid === target.uuid ? [lockedSecond, lockedFirst] : [lockedFirst, lockedSecond];
    const now = await trx
      .selectFrom('offers')
      .selectAll()
      .where('uuid', '=', offer.uuid)
      .executeTakeFirstOrThrow();
    const refused = await refusal(trx, now, from, to, new Date());
    if (refused) throw refused;
    await trx
      .updateTable('offers')
      .set({ auctionUuid: to.uuid, ...priced, updatedAt: sql<Date>`now()` })
      .where('uuid', '=', now.uuid)
      .execute();
    await cancelOpenCounter(trx, now.uuid, auth, meta.ip);
    for (const [uuid, sign] of [
      [from.uuid, -1],
      [to.uuid, 1],
    ] as const) {
      await trx
        .updateTable('auctions')
        .set({
          offersCount: sql<number>`offers_count + ${sign}`,
          offeredVolume: sql<number>`offered_volume + ${sign * now.volume}`,
        })
        .where('uuid', '=', uuid)
        .execute();
    }
    await trx
      .insertInto('offerHistory')
      .values({
        uuid: newId(),
        offerUuid: now.uuid,
        previousStatus: now.status,
        status: now.status,
        changes: JSON.stringify([{ field: 'auctionNumber', from: from.number, to: to.number }]),
        userUuid: auth.userUuid,
        actorUuid: auth.actorUuid,
      })
      .execute();
    await writeAudit(trx, {
      action: 'offer.rebind',
      actorUuid: auditActor(auth),
      targetUuid: now.uuid,
      ip: meta.ip,
      detail: { from: from.uuid, to: to.uuid },
    });
    // The offer is the target's now; the source's staff see its counters drop.
    await publishOffer(deps, trx, 'offer.changed', now.uuid, auth.userUuid);
    await publishAuction(deps, trx, 'auction.changed', from.uuid, auth.userUuid);
  });
  return getOffer(deps, auth, offer.uuid);
}
