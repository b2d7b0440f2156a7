import { UUID } from '@kolos/domain';
import { sql, type Transaction } from 'kysely';
import {
  TRADING_MSG,
  type OfferCreateBody,
  type OfferDetailsWire,
  type OfferOnBehalfBody,
  type OfferUpdateBody,
} from '@kolos/domain/trading';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, auditRow, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { moveStatus, type Mover } from '../../platform/status-machine';
import {
  auctionsVisibleTo,
  inReachOf,
  farmerCompany,
  lockAuction,
  AUCTION_EVENT_COLUMNS,
  publishAuctionRow,
  ruDay,
  scheduleFinish,
  type LockedAuction,
} from '../auctions';
import { mustTrade } from '../companies';
import { publishOffer } from './live';
import * as q from './queries';
import { getOffer } from './reads';
import {
  checkTerms,
  extendedEnd,
  mustBeActive,
  mustNotBeDenied,
  price,
  termColumns,
  withDeliveryType,
  type Priced,
} from './rules';
import { cancelOpenCounter, OFFER_STATUS, offerHistoryRow, writeOfferHistory } from './status';
import type { OfferChange } from './tables';

export const offerNotFound = () => notFound(TRADING_MSG.offerNotFound);
const auctionNotFound = () => notFound(TRADING_MSG.auctionNotFound);

/** Locks the auction for the transaction; gone by now answers 404. */
export async function locked(trx: Transaction<DB>, uuid: string): Promise<LockedAuction> {
  const auction = await lockAuction(trx, uuid);
  if (!auction) throw auctionNotFound();
  return auction;
}

/** Keeps offers_count and offered_volume exact, in the offer's transaction (all but withdrawn offers). */
const addToAuction = (trx: Transaction<DB>, auctionUuid: string, count: number, volume: number) =>
  trx
    .updateTable('auctions')
    .set({
      offersCount: sql<number>`offers_count + ${count}`,
      offeredVolume: sql<number>`offered_volume + ${volume}`,
    })
    .where('uuid', '=', auctionUuid)
    .execute();

/** Anti-sniping (issue 15 point 6), under the auction's lock; told as auction.extended. */
async function maybeExtend(deps: Deps, trx: Transaction<DB>, auction: LockedAuction, by: Mover) {
  const end = extendedEnd(auction, deps.config.AUCTION_EXTEND_MINUTES);
  if (!end) return;
  // the new end and the event's columns in one round trip (ADR 0112)
  const row = await trx
    .updateTable('auctions as a')
    .set({ endAt: end })
    .where('a.uuid', '=', auction.uuid)
    .returning(AUCTION_EVENT_COLUMNS)
    .executeTakeFirstOrThrow();
  await publishAuctionRow(deps, trx, 'auction.extended', auction.uuid, row, by.userUuid);
  await scheduleFinish(deps, trx, auction.uuid, end);
}

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === '23505';

/**
 * Places an offer of the farmer company on the auction: the rules of issue 15 point 2 checked
 * against the locked auction, one live offer per company (409), counters and anti-sniping in the
 * same transaction, history and audit with it.
 */
async function place(
  deps: Deps,
  auth: AuthContext,
  auctionUuid: string,
  farmerCompanyUuid: string,
  body: Omit<OfferCreateBody, 'auctionUuid'>,
  meta: RequestMeta,
): Promise<OfferDetailsWire> {
  const preview = await deps.db
    .selectFrom('auctions')
    .selectAll()
    .where('uuid', '=', auctionUuid)
    .executeTakeFirst();
  if (!preview) throw auctionNotFound();
  mustBeActive(preview);
  await mustNotBeDenied(deps, auctionUuid, farmerCompanyUuid);
  await mustTrade(deps.db, farmerCompanyUuid);
  const terms = withDeliveryType(preview, body);
  checkTerms(preview, terms);
  const priced = await price(deps, preview, farmerCompanyUuid, terms);
  const uuid = newId();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const auction = await locked(trx, auctionUuid);
      mustBeActive(auction);
      checkTerms(auction, terms);
      const refusal = await q.placementRefusal(trx, auctionUuid, farmerCompanyUuid);
      if (refusal.live) throw conflict(TRADING_MSG.oneActiveOffer);
      if (refusal.denied) throw forbidden(TRADING_MSG.companyDenied);
      await q.insertOffer(trx, {
        offer: {
          uuid,
          auctionUuid,
          ownerCompanyUuid: auction.ownerCompanyUuid,
          farmerCompanyUuid,
          ...termColumns(terms),
          ...priced,
          createdBy: auth.userUuid,
        },
        history: offerHistoryRow({ uuid, from: null, to: 'OFFER_ACTIVE', by: auth }, []),
        audit: auditRow({
          action: 'offer.create',
          actorUuid: auditActor(auth),
          targetUuid: uuid,
          ip: meta.ip,
        }),
      });
      await publishOffer(deps, trx, 'offer.placed', uuid, auth.userUuid);
      await maybeExtend(deps, trx, auction, auth);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(TRADING_MSG.oneActiveOffer);
    throw e;
  }
  return getOffer(deps, auth, uuid);
}

/**
 * POST /v2/offers: the farmer's offer. The auction must be one he can reach (`inReachOf`: a
 * shipping point of his in its territory's subject, or a CPT one in his card's), or he offered
 * there before — else 404; a bar answers 403.
 */
export async function createOffer(deps: Deps, auth: AuthContext, body: OfferCreateBody, meta: RequestMeta) {
  const company = auth.companyUuid;
  if (!company) throw auctionNotFound();
  const reachable = await deps.db
    .selectFrom('auctions as a')
    .select('a.uuid')
    .where('a.uuid', '=', body.auctionUuid)
    .where(
      sql<boolean>`(${inReachOf(company)}
        or exists (select 1 from offers o where o.auction_uuid = a.uuid and o.farmer_company_uuid = ${company}))`,
    )
    .where((eb) =>
      auth.actingForCompanyUuid ? eb('a.ownerCompanyUuid', '=', auth.actingForCompanyUuid) : eb.lit(true),
    )
    .executeTakeFirst();
  if (!reachable) throw auctionNotFound();
  return place(deps, auth, body.auctionUuid, company, body, meta);
}

/** POST /offers: a purchaser's trader enters a farmer's offer on his company's auction (a phone deal). */
export async function createOnBehalf(
  deps: Deps,
  auth: AuthContext,
  body: OfferOnBehalfBody,
  meta: RequestMeta,
) {
  const auction = await deps.db
    .selectFrom('auctions as a')
    .select('a.uuid')
    .where('a.uuid', '=', body.auctionUuid)
    .where(auctionsVisibleTo(auth, new Date()))
    .executeTakeFirst();
  if (!auction) throw auctionNotFound();
  await farmerCompany(deps.db, body.farmerCompanyUuid);
  const { farmerCompanyUuid, ...terms } = body;
  return place(deps, auth, body.auctionUuid, farmerCompanyUuid, terms, meta);
}

/** The fields an edit changed, as offer_history keeps them. */
function diff(
  before: q.OfferRow,
  after: ReturnType<typeof termColumns> & { farmerLocationUuid: string | null },
  names: { from: string | null; to: string | null },
): OfferChange[] {
  const changes: OfferChange[] = [];
  const add = (field: OfferChange['field'], from: string | number | null, to: string | number | null) => {
    if (from !== to) changes.push({ field, from, to });
  };
  add('deliveryType', before.deliveryType, after.deliveryType);
  add('volume', before.volume, after.volume);
  add('price', before.price, after.price);
  add('humidity', Number(before.humidity), after.humidity);
  add('deliveryDateStart', ruDay(before.deliveryDateStart), ruDay(after.deliveryDateStart));
  add('deliveryDateEnd', ruDay(before.deliveryDateEnd), ruDay(after.deliveryDateEnd));
  if (before.farmerLocationUuid !== after.farmerLocationUuid)
    changes.push({ field: 'farmerLocationUuid', ...names });
  add('comment', before.comment, after.comment);
  return changes;
}

/** PUT /v2/offers: the farmer changes his active offer while the auction runs. */
export async function updateOffer(deps: Deps, auth: AuthContext, body: OfferUpdateBody, meta: RequestMeta) {
  const before = await q.findOffer(deps.db, q.offersChangeableBy(auth), body.uuid);
  if (!before) throw offerNotFound();
  const preview = await deps.db
    .selectFrom('auctions')
    .selectAll()
    .where('uuid', '=', before.auctionUuid)
    .executeTakeFirstOrThrow();
  mustBeActive(preview);
  const terms = withDeliveryType(preview, body);
  checkTerms(preview, terms);
  const priced: Priced = await price(deps, preview, before.farmerCompanyUuid, terms);
  const columns = termColumns(terms);
  const names = {
    from: before.farmerLocationName,
    to: priced.farmerLocationUuid
      ? ((
          await deps.db
            .selectFrom('locations')
            .select('name')
            .where('uuid', '=', priced.farmerLocationUuid)
            .executeTakeFirst()
        )?.name ?? null)
      : null,
  };
  await deps.db.transaction().execute(async (trx) => {
    const auction = await locked(trx, before.auctionUuid);
    mustBeActive(auction);
    checkTerms(auction, terms);
    const now = await q.findOffer(trx, q.offersChangeableBy(auth), body.uuid);
    if (!now) throw offerNotFound();
    if (now.status === 'OFFER_COUNTERED') throw conflict(TRADING_MSG.answerCounterFirst);
    if (now.status !== 'OFFER_ACTIVE') throw conflict(TRADING_MSG.offerClosed);
    const changes = diff(
      now,
      {
        ...columns,
        deliveryDateStart: columns.deliveryDateStart,
        farmerLocationUuid: priced.farmerLocationUuid,
      },
      names,
    );
    if (changes.length === 0) return;
    await trx
      .updateTable('offers')
      .set({ ...columns, ...priced, updatedAt: sql<Date>`now()` })
      .where('uuid', '=', body.uuid)
      .execute();
    await addToAuction(trx, auction.uuid, 0, body.volume - now.volume);
    await publishOffer(deps, trx, 'offer.changed', body.uuid, auth.userUuid);
    // "Improved": cheaper at the plant, or more grain.
    if (priced.landedPrice < now.landedPrice || body.volume > now.volume)
      await maybeExtend(deps, trx, auction, auth);
    await writeOfferHistory(
      trx,
      { uuid: body.uuid, from: 'OFFER_ACTIVE', to: 'OFFER_ACTIVE', by: auth },
      changes,
    );
    await writeAudit(trx, {
      action: 'offer.update',
      actorUuid: auditActor(auth),
      targetUuid: body.uuid,
      ip: meta.ip,
      detail: { fields: changes.map((c) => c.field) },
    });
  });
  return getOffer(deps, auth, body.uuid);
}

/** DELETE /offers/{id}: the farmer withdraws his live offer while the auction runs. */
export async function withdrawOffer(deps: Deps, auth: AuthContext, id: string, meta: RequestMeta) {
  if (!UUID.test(id)) throw offerNotFound();
  const offer = await q.findOffer(deps.db, q.offersChangeableBy(auth), id);
  if (!offer) throw offerNotFound();
  await deps.db.transaction().execute(async (trx) => {
    const auction = await locked(trx, offer.auctionUuid);
    const now = await q.findOffer(trx, q.offersChangeableBy(auth), id);
    if (!now) throw offerNotFound();
    await moveStatus(trx, OFFER_STATUS, {
      uuid: id,
      from: now.status,
      to: 'OFFER_WITHDRAWN',
      by: auth,
      ip: meta.ip,
      note: { changes: [] },
      guard: async () => {
        mustBeActive(auction);
      },
    });
    await cancelOpenCounter(trx, id, auth, meta.ip);
    await addToAuction(trx, auction.uuid, -1, -now.volume);
    await publishOffer(deps, trx, 'offer.withdrawn', id, auth.userUuid);
  });
  return getOffer(deps, auth, id);
}
