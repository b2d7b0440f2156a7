import { isoDay } from '@kolos/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  addDays,
  allocate,
  datesBetween,
  QUEUE_MSG,
  type BookedSlotWire,
  type SlotDealWire,
} from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import { conflict, notFound } from '../../platform/errors';
import type { Mover } from '../../platform/status-machine';
import { Ledger, loadPoint, todayAt, type Deal, type Point } from './capacity';

/** Volume of one deal to place at its point within its delivery window (ISO dates). */
export interface DealRequest {
  deal: Deal;
  point: Point;
  volume: number;
  from: string;
  to: string;
}

/** The window's dates from the point's today on (slot times before now are never booked). */
function windowDates(r: DealRequest, now: Date): string[] {
  const today = todayAt(r.point, now);
  const from = r.from < today ? today : r.from;
  return from <= r.to ? datesBetween(from, r.to) : [];
}

/**
 * Issue 17 point 1 in the caller's transaction: locks every point-day of every request at once
 * (so a result with offers at several points takes its locks in one order), then places each
 * request's volume with the domain's `allocate` over the shared ledger. All or nothing: the first
 * request that does not fit throws 35742 and the caller's transaction rolls back.
 */
export async function allocateDeals(
  trx: Transaction<DB>,
  requests: readonly DealRequest[],
  by: Mover,
  now = new Date(),
): Promise<BookedSlotWire[]> {
  const wanted = requests.filter((r) => r.volume > 0);
  const ledger = await Ledger.lock(
    trx,
    wanted.flatMap((r) => windowDates(r, now).map((date) => ({ point: r.point, date }))),
  );
  const booked: BookedSlotWire[] = [];
  for (const r of wanted) {
    const result = allocate({ volume: r.volume, window: ledger.window(r.point, windowDates(r, now)), now });
    if (!result.ok) {
      const yesterday = addDays(todayAt(r.point, now), -1);
      throw await ledger.refuse(r.point, result.detail, r.to < yesterday ? yesterday : r.to, now);
    }
    booked.push(...(await ledger.book(r.deal, result.slots, by)));
  }
  return booked;
}

/** An offer as the queue books it: its parties, point, window, accepted volume. */
export interface OfferForSlots {
  uuid: string;
  status: string;
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  /** The offer's acceptance point; for CPT the auction's first acceptance point by name. */
  locationUuid: string | null;
  acceptedVolume: number;
  from: string;
  to: string;
}

/** An offer's point: its acceptance point, for CPT the auction's first acceptance point by name. */
const offerPoint = sql<string | null>`coalesce(o.acceptance_location_uuid, (
  select l.uuid from auction_locations al join locations l on l.uuid = al.location_uuid
   where al.auction_uuid = o.auction_uuid and not l.is_deleted order by l.name, l.uuid limit 1))`;

/**
 * Offers with what the queue needs. `lock`: their rows are locked (uuid order) first, so two
 * allocations for one offer queue up and the second sees the first's slots.
 */
export async function offersForSlots(
  db: Kysely<DB>,
  uuids: readonly string[],
  lock: boolean,
): Promise<OfferForSlots[]> {
  if (uuids.length === 0) return [];
  if (lock) {
    await db
      .selectFrom('offers')
      .select('uuid')
      .where('uuid', 'in', uuids)
      .orderBy('uuid')
      .forUpdate()
      .execute();
  }
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .select([
      'o.uuid',
      'o.status',
      'o.farmerCompanyUuid',
      'o.acceptedVolume',
      'o.deliveryDateStart',
      'o.deliveryDateEnd',
      'a.ownerCompanyUuid',
      offerPoint.as('locationUuid'),
    ])
    .where('o.uuid', 'in', uuids)
    .orderBy('o.uuid')
    .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    status: r.status,
    ownerCompanyUuid: r.ownerCompanyUuid,
    farmerCompanyUuid: r.farmerCompanyUuid,
    locationUuid: r.locationUuid,
    acceptedVolume: Number(r.acceptedVolume),
    from: isoDay(r.deliveryDateStart),
    to: isoDay(r.deliveryDateEnd),
  }));
}

/** Tonnes of the offers' slots that hold capacity (all but canceled), by offer. */
export async function slottedVolume(db: Kysely<DB>, uuids: readonly string[]): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('slots')
    .select(['offerUuid', sql<number>`sum(planned_volume)`.as('volume')])
    .where('offerUuid', 'in', uuids)
    .where('status', '<>', 'SLOT_CANCELED')
    .groupBy('offerUuid')
    .execute();
  return new Map(rows.map((r) => [r.offerUuid!, Number(r.volume)]));
}

/** The request of an offer: its point loaded, the volume given. */
export async function offerRequest(
  db: Kysely<DB>,
  offer: OfferForSlots,
  volume: number,
): Promise<DealRequest> {
  const point = offer.locationUuid ? await loadPoint(db, offer.locationUuid) : undefined;
  // The auction's point was deleted since: nowhere to book.
  if (!point) throw notFound(QUEUE_MSG.pointNotFound);
  return {
    deal: {
      offerUuid: offer.uuid,
      taskUuid: null,
      ownerCompanyUuid: offer.ownerCompanyUuid,
      farmerCompanyUuid: offer.farmerCompanyUuid,
      locationUuid: point.uuid,
    },
    point,
    volume,
    from: offer.from,
    to: offer.to,
  };
}

/**
 * Slots for accepted offers' volume that has none yet (acceptedVolume minus the tonnes of their
 * capacity-holding slots), in the caller's transaction; an offer not accepted (by now) is 409: POST allocate-slots, and the auction
 * results of modules/offers (`POST /v2/offers/result`), which refuse with 35742 when it does not fit.
 */
export async function allocateAcceptedOffers(
  trx: Transaction<DB>,
  offerUuids: readonly string[],
  by: Mover,
  now = new Date(),
): Promise<BookedSlotWire[]> {
  const offers = await offersForSlots(trx, offerUuids, true);
  if (offers.some((o) => o.status !== 'OFFER_ACCEPTED')) throw conflict(QUEUE_MSG.offerNotAccepted);
  const slotted = await slottedVolume(trx, offerUuids);
  const requests: DealRequest[] = [];
  for (const o of offers) {
    const volume = o.acceptedVolume - (slotted.get(o.uuid) ?? 0);
    if (volume > 0) requests.push(await offerRequest(trx, o, volume));
  }
  return allocateDeals(trx, requests, by, now);
}

/** How far back a deal whose delivery window has ended is still offered for trucks by hand. */
const ENDED_DEALS_DAYS = 30;

/**
 * The accepted offers of the point's company whose slots go to this point (its `offerPoint`),
 * delivering now or lately (window ended at most ENDED_DEALS_DAYS ago), with their booked tonnes.
 */
export async function dealsAtPoint(db: Kysely<DB>, point: Point, today: string): Promise<SlotDealWire[]> {
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'o.farmerCompanyUuid')
    .select([
      'o.uuid',
      'o.number',
      'fc.name as farmerCompanyName',
      'o.acceptedVolume',
      'o.deliveryDateStart',
      'o.deliveryDateEnd',
      sql<number>`coalesce((select sum(s.planned_volume) from slots s
        where s.offer_uuid = o.uuid and s.status <> 'SLOT_CANCELED'), 0)`.as('slottedVolume'),
    ])
    .where('a.ownerCompanyUuid', '=', point.ownerCompanyUuid)
    .where('o.status', '=', 'OFFER_ACCEPTED')
    .where('o.deliveryDateEnd', '>=', addDays(today, -ENDED_DEALS_DAYS))
    .where(sql<boolean>`${offerPoint} = ${point.uuid}`)
    .orderBy('o.deliveryDateStart')
    .orderBy('o.number')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    offerUuid: r.uuid,
    number: Number(r.number),
    farmerCompanyName: r.farmerCompanyName,
    acceptedVolume: Number(r.acceptedVolume),
    slottedVolume: Number(r.slottedVolume),
    deliveryDateStart: isoDay(r.deliveryDateStart),
    deliveryDateEnd: isoDay(r.deliveryDateEnd),
  }));
}
