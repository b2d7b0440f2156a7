import { MAX_LIST_LIMIT, UUID } from '@kolos/domain';
import { CONTRACT_MSG, ruDateToIso } from '@kolos/domain/contracts';
import { formatUtcDateTime, parseUtcDateTime } from '@kolos/domain/prepayment';
import {
  auctionDefaults,
  auctionStatusAt,
  DEFAULT_MIN_LOT_VOLUME,
  deliveryTypesNarrowed,
  requestedDeliveryTypes,
  TRADING_MSG,
  type AuctionCreateBody,
  type AuctionDeleteReply,
  type AuctionListBody,
  type AuctionListReply,
  type AuctionShortWire,
  type AuctionUpdateBody,
  type AuctionWire,
} from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { countOf, latePage } from '../../platform/list';
import { ownerScope } from '../../platform/scope';
import { startHistory } from '../../platform/status-machine';
import { publishAuction, scheduleFinish } from './live';
import { DECLINE_LIVE_OFFERS } from './offers-hook';
import * as q from './queries';
import { AUCTION_STATUS, moveAuction } from './status';
import { auctionTerms, hidesPrice, toAuctionWire } from './wire';

const auctionNotFound = () => notFound(TRADING_MSG.auctionNotFound);
/** A 400 that names the field, in the shape schema validation answers. */
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

async function wires(deps: Deps, auth: AuthContext, rows: q.AuctionRow[], now: Date) {
  const places = await q.auctionPlaces(
    deps.db,
    rows.map((r) => r.uuid),
  );
  const hide = hidesPrice(auth);
  return rows.map((r) => toAuctionWire(r, places.get(r.uuid) ?? [], now, hide));
}

/** POST /v3/auctions: the caller's auctions (a farmer's: matched and offered on), a page and the total. */
export async function listAuctions(
  deps: Deps,
  auth: AuthContext,
  body: AuctionListBody,
): Promise<AuctionListReply> {
  const now = new Date();
  const keys = q.auctionKeys(deps.db, q.auctionsVisibleTo(auth, now), body, now);
  const { rows, total } = await latePage(keys, q.auctionRows(deps.db), body, () => countOf(keys));
  return { auctions: await wires(deps, auth, rows, now), totalCount: total };
}

const ACTIVE_PICK_LIMIT = 200;

/** GET /auctions: the caller's active auctions, soonest end first, short (pickers). */
export async function activeAuctions(deps: Deps, auth: AuthContext): Promise<AuctionShortWire[]> {
  const list = await listAuctions(deps, auth, {
    statuses: ['AUCTION_ACTIVE'],
    offset: 0,
    limit: ACTIVE_PICK_LIMIT,
    sortField: 'endAt',
    sortDirection: 'ASC',
  });
  return list.auctions.map((a) => ({
    uuid: a.uuid,
    number: a.number,
    ownerCompanyUuid: a.ownerCompanyUuid,
    regionUuid: a.regionUuid,
    region: a.region,
    productUuid: a.productUuid,
    product: a.product,
    volume: a.volume,
    endAt: a.endAt,
    status: a.status,
  }));
}

/** GET /auctions/matched: a farmer's active auctions matched to his company (not those he only offered on). */
export async function matchedAuctions(deps: Deps, auth: AuthContext): Promise<AuctionWire[]> {
  const now = new Date();
  if (!auth.companyUuid) return [];
  const keys = deps.db
    .selectFrom('auctions as a')
    .select('a.uuid')
    .where(q.matchedRunning(auth, now))
    .orderBy('a.endAt')
    .orderBy('a.uuid');
  const { rows } = await latePage(keys, q.auctionRows(deps.db), { offset: 0, limit: MAX_LIST_LIMIT }, () =>
    Promise.resolve(0),
  );
  return wires(deps, auth, rows, now);
}

export async function getAuction(deps: Deps, auth: AuthContext, id: string): Promise<AuctionWire> {
  if (!UUID.test(id)) throw auctionNotFound();
  const now = new Date();
  const row = await q.findAuction(deps.db, q.auctionsVisibleTo(auth, now), id);
  if (!row) throw auctionNotFound();
  return (await wires(deps, auth, [row], now))[0]!;
}

/** GET /auctions/default: a new auction's defaults (issue 15), days in Moscow's calendar. */
export const defaults = () => auctionDefaults(new Date());

/** The whole auction a create or an edit before the start describes, checked against the database. */
interface AuctionFields {
  ownerCompanyUuid: string;
  regionUuid: string;
  locationUuids: string[];
  productUuid: string;
  deliveryTypes: ('BUYER' | 'SELLER')[];
  volume: number;
  minLotVolume: number;
  price: number;
  humidity: number;
  deliveryDateStart: string;
  deliveryDateEnd: string;
  startAt: Date;
  endAt: Date;
  comment: string;
}

/**
 * The territory (the caller's company's; an admin's auction goes to the territory's owner), its
 * acceptance points and the crop; the times (start omitted or past: now; end later than both).
 */
async function checkedFields(
  deps: Deps,
  auth: AuthContext,
  body: AuctionCreateBody,
  now: Date,
): Promise<AuctionFields> {
  const scope = ownerScope(auth);
  const region = await deps.db
    .selectFrom('purchaseRegions')
    .select(['uuid', 'companyUuid'])
    .where('uuid', '=', body.regionUuid)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  if (!region || (scope !== null && region.companyUuid !== scope)) {
    throw fieldError('regionUuid', CONTRACT_MSG.regionNotFound);
  }
  const wanted = [...new Set(body.locationUuids)];
  const points = await q.pointsOfRegion(deps.db, region.uuid, wanted);
  if (points.length !== wanted.length) throw fieldError('locationUuids', TRADING_MSG.pointsOutsideRegion);
  const crop = await deps.db
    .selectFrom('cultures')
    .select('uuid')
    .where('uuid', '=', body.productUuid)
    .executeTakeFirst();
  if (!crop) throw fieldError('productUuid', CONTRACT_MSG.productNotFound);
  const asked = body.startAt ? parseUtcDateTime(body.startAt)! : now;
  const startAt = asked > now ? asked : now;
  const endAt = parseUtcDateTime(body.endAt)!;
  if (endAt <= now) throw fieldError('endAt', TRADING_MSG.endInPast);
  if (endAt <= startAt) throw fieldError('endAt', TRADING_MSG.endBeforeStart);
  const minLotVolume = body.minLotVolume ?? Math.min(DEFAULT_MIN_LOT_VOLUME, body.volume);
  if (minLotVolume > body.volume) throw fieldError('minLotVolume', TRADING_MSG.minLotAboveVolume);
  return {
    ownerCompanyUuid: region.companyUuid,
    regionUuid: region.uuid,
    locationUuids: wanted,
    productUuid: body.productUuid,
    deliveryTypes: requestedDeliveryTypes(body),
    volume: body.volume,
    minLotVolume,
    price: body.price,
    humidity: body.humidity,
    deliveryDateStart: ruDateToIso(body.deliveryDateStart)!,
    deliveryDateEnd: ruDateToIso(body.deliveryDateEnd)!,
    startAt,
    endAt,
    comment: body.comment ?? '',
  };
}

/** POST /auctions. */
export async function createAuction(
  deps: Deps,
  auth: AuthContext,
  body: AuctionCreateBody,
  meta: RequestMeta,
): Promise<AuctionWire> {
  const now = new Date();
  const { locationUuids, ...fields } = await checkedFields(deps, auth, body, now);
  const uuid = newId();
  const status = auctionStatusAt({ status: 'AUCTION_PLANNED', ...fields }, now);
  await deps.db.transaction().execute(async (trx) => {
    const number = await q.nextAuctionNumber(trx, fields.ownerCompanyUuid);
    await trx
      .insertInto('auctions')
      .values({ uuid, number, ...fields, status, createdBy: auth.userUuid })
      .execute();
    await trx
      .insertInto('auctionLocations')
      .values(locationUuids.map((locationUuid) => ({ auctionUuid: uuid, locationUuid })))
      .execute();
    await startHistory(trx, AUCTION_STATUS, { uuid, status, by: auth, note: {} });
    await writeAudit(trx, {
      action: 'auction.create',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip: meta.ip,
    });
    await publishAuction(deps, trx, 'auction.created', uuid, auth.userUuid);
    await scheduleFinish(deps, trx, uuid, fields.endAt);
  });
  return getAuction(deps, auth, uuid);
}

/** The fields of a stored auction in the shape of a body, to merge an edit onto. */
async function asBody(deps: Deps, row: q.AuctionRow): Promise<AuctionCreateBody> {
  const places = (await q.auctionPlaces(deps.db, [row.uuid])).get(row.uuid) ?? [];
  return {
    regionUuid: row.regionUuid,
    locationUuids: places.map((p) => p.uuid),
    productUuid: row.productUuid,
    deliveryTypes: row.deliveryTypes,
    ...auctionTerms(row),
    startAt: null,
    endAt: '',
    comment: row.comment,
  };
}

/** The fields an edit of an active auction may not change, with the stored value to compare. */
function lockedChanges(body: AuctionUpdateBody, row: q.AuctionRow, stored: AuctionCreateBody): boolean {
  // delivery types are not locked: they may widen (deliveryTypesNarrowed guards the rest)
  const same = (a: unknown, b: unknown) => a === undefined || JSON.stringify(a) === JSON.stringify(b);
  const sorted = (v: string[] | undefined) => (v ? [...new Set(v)].sort() : undefined);
  const start = body.startAt ? parseUtcDateTime(body.startAt)!.getTime() : undefined;
  return !(
    same(body.regionUuid, row.regionUuid) &&
    same(sorted(body.locationUuids), sorted(stored.locationUuids)) &&
    same(body.productUuid, row.productUuid) &&
    same(body.volume, row.volume) &&
    same(body.minLotVolume, row.minLotVolume) &&
    same(body.price, row.price) &&
    same(body.humidity, Number(row.humidity)) &&
    same(body.deliveryDateStart, stored.deliveryDateStart) &&
    same(body.deliveryDateEnd, stored.deliveryDateEnd) &&
    // a form sends the start back as it was shown, to the minute
    (start === undefined || Math.floor(new Date(row.startAt).getTime() / 60_000) * 60_000 === start)
  );
}

/**
 * PUT /auctions/{uuid}: before the start any field; once active only a later end ("extend the
 * end time"), the comment and more delivery types (issue 29 point 2: widen, never narrow); finished, completed or canceled auctions no longer change.
 */
export async function updateAuction(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  body: AuctionUpdateBody,
  meta: RequestMeta,
): Promise<AuctionWire> {
  if (!UUID.test(uuid)) throw auctionNotFound();
  const now = new Date();
  const row = await q.findAuction(deps.db, q.auctionsChangeableBy(auth), uuid);
  if (!row) throw auctionNotFound();
  const status = auctionStatusAt(
    { status: row.status, startAt: new Date(row.startAt), endAt: new Date(row.endAt) },
    now,
  );
  const stored = await asBody(deps, row);
  let change: Record<string, unknown>;
  let places: string[] | null = null;
  if (status === 'AUCTION_PLANNED') {
    const merged: AuctionCreateBody = {
      ...stored,
      ...(body.deliveryType && !body.deliveryTypes ? { deliveryTypes: undefined } : {}),
      ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
      endAt: body.endAt ?? formatEnd(row.endAt),
      startAt: body.startAt ?? formatEnd(row.startAt),
    } as AuctionCreateBody;
    const { locationUuids, ownerCompanyUuid, ...fields } = await checkedFields(deps, auth, merged, now);
    if (ownerCompanyUuid !== row.ownerCompanyUuid)
      throw fieldError('regionUuid', CONTRACT_MSG.regionNotFound);
    change = fields;
    places = locationUuids;
  } else if (status === 'AUCTION_ACTIVE') {
    if (lockedChanges(body, row, stored)) throw conflict(TRADING_MSG.activeFieldsLocked);
    change = {};
    const types = body.deliveryTypes?.length || body.deliveryType ? requestedDeliveryTypes(body) : null;
    if (types) {
      if (deliveryTypesNarrowed(row.deliveryTypes, types)) throw conflict(TRADING_MSG.deliveryTypeRemoved);
      change.deliveryTypes = types;
    }
    if (body.endAt) {
      const endAt = parseUtcDateTime(body.endAt)!;
      if (endAt < new Date(row.endAt)) throw conflict(TRADING_MSG.onlyEndLater);
      change.endAt = endAt;
    }
    if (body.comment !== undefined) change.comment = body.comment ?? '';
  } else {
    throw conflict(TRADING_MSG.closedAuction);
  }
  await deps.db.transaction().execute(async (trx) => {
    const locked = await q.lockAuction(trx, uuid);
    if (!locked) throw auctionNotFound();
    // The row may have changed between the read and the lock (an offer extended it, results).
    const nowStatus = auctionStatusAt(
      { status: locked.status, startAt: new Date(locked.startAt), endAt: new Date(locked.endAt) },
      new Date(),
    );
    if (nowStatus !== status) throw conflict(TRADING_MSG.closedAuction);
    if (
      change.endAt instanceof Date &&
      change.endAt < new Date(locked.endAt) &&
      status === 'AUCTION_ACTIVE'
    ) {
      throw conflict(TRADING_MSG.onlyEndLater);
    }
    await trx
      .updateTable('auctions')
      .set({ ...change, updatedAt: new Date() })
      .where('uuid', '=', uuid)
      .execute();
    if (places) {
      await trx.deleteFrom('auctionLocations').where('auctionUuid', '=', uuid).execute();
      await trx
        .insertInto('auctionLocations')
        .values(places.map((locationUuid) => ({ auctionUuid: uuid, locationUuid })))
        .execute();
    }
    await writeAudit(trx, {
      action: 'auction.update',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip: meta.ip,
      detail: { fields: Object.keys(body).filter((k) => (body as Record<string, unknown>)[k] !== undefined) },
    });
    const endMoved =
      change.endAt instanceof Date && change.endAt.getTime() !== new Date(locked.endAt).getTime();
    const extended = endMoved && status === 'AUCTION_ACTIVE';
    await publishAuction(deps, trx, extended ? 'auction.extended' : 'auction.changed', uuid, auth.userUuid);
    if (endMoved) await scheduleFinish(deps, trx, uuid, change.endAt as Date);
  });
  return getAuction(deps, auth, uuid);
}

const formatEnd = (value: Date | string) => formatUtcDateTime(new Date(value));

/**
 * DELETE /v2/auctions/{id}: a planned auction without offers is erased; any other becomes
 * AUCTION_CANCELED and its live offers are declined (history kept), never lost.
 */
export async function deleteAuction(
  deps: Deps,
  auth: AuthContext,
  id: string,
  meta: RequestMeta,
): Promise<AuctionDeleteReply> {
  if (!UUID.test(id)) throw auctionNotFound();
  const row = await q.findAuction(deps.db, q.auctionsChangeableBy(auth), id);
  if (!row) throw auctionNotFound();
  return deps.db.transaction().execute(async (trx) => {
    const locked = await q.lockAuction(trx, id);
    if (!locked) throw auctionNotFound();
    const now = new Date();
    const status = auctionStatusAt(
      { status: locked.status, startAt: new Date(locked.startAt), endAt: new Date(locked.endAt) },
      now,
    );
    if (status === 'AUCTION_PLANNED' && locked.offersCount === 0) {
      // Told before the row goes: its staff's lists drop it (a planned auction reaches no farmer).
      await publishAuction(deps, trx, 'auction.canceled', id, auth.userUuid);
      await trx.deleteFrom('auctions').where('uuid', '=', id).execute();
      await writeAudit(trx, {
        action: 'auction.delete',
        actorUuid: auditActor(auth),
        targetUuid: id,
        ip: meta.ip,
      });
      return { uuid: id, deleted: true, status: null };
    }
    await moveAuction(trx, locked, 'AUCTION_CANCELED', auth, meta.ip, now);
    await deps.hooks.of(DECLINE_LIVE_OFFERS)(deps, trx, { auctionUuid: id }, auth, meta.ip);
    await publishAuction(deps, trx, 'auction.canceled', id, auth.userUuid);
    return { uuid: id, deleted: false, status: 'AUCTION_CANCELED' as const };
  });
}
