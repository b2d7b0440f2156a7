import { UUID } from '@kolos/domain';
import {
  describeChanges,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  resultTotals,
  TRADING_MSG,
  type OfferDetailsWire,
  type OfferFilterQuery,
  type OfferListReply,
  type OffersResultReply,
  type OfferWire,
} from '@kolos/domain/trading';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { countOf, latePage } from '../../platform/list';
import { auctionsVisibleTo, hidesPrice, ruDay } from '../auctions';
import { noShowCounts } from '../queue';
import * as q from './queries';
import { cachedOfferTotal } from './totals';

const offerNotFound = () => notFound(TRADING_MSG.offerNotFound);

const place = (uuid: string | null, name: string | null, address: string | null) =>
  uuid && name !== null ? { uuid, name, address: address ?? '' } : null;

/** The wire shape; under hidePrice every price field is left out of the JSON (issue 15 point 7). */
export function toOfferWire(
  row: q.OfferRow,
  counter: q.CounterRow | undefined,
  hidePrice: boolean,
  farmerNoShows: number,
): OfferWire {
  const wire: OfferWire = {
    uuid: row.uuid,
    number: Number(row.number),
    auctionUuid: row.auctionUuid,
    auction: { number: row.auctionNumber, ownerCompany: { name: row.ownerCompanyName } },
    farmerCompanyUuid: row.farmerCompanyUuid,
    farmerCompany: { name: row.farmerCompanyName, taxCode: row.farmerTaxCode ?? '' },
    farmerNoShows,
    farmerLocationUuid: row.farmerLocationUuid,
    farmerLocation: place(row.farmerLocationUuid, row.farmerLocationName, row.farmerLocationAddress),
    acceptanceLocationUuid: row.acceptanceLocationUuid,
    acceptanceLocation: place(
      row.acceptanceLocationUuid,
      row.acceptanceLocationName,
      row.acceptanceLocationAddress,
    ),
    deliveryType: row.deliveryType,
    volume: row.volume,
    price: row.price,
    humidity: Number(row.humidity),
    deliveryDateStart: ruDay(row.deliveryDateStart),
    deliveryDateEnd: ruDay(row.deliveryDateEnd),
    comment: row.comment,
    status: row.status,
    counterOffer: counter
      ? {
          uuid: counter.uuid,
          price: counter.price,
          volume: counter.volume,
          comment: counter.comment,
          status: counter.status,
          createdAt: new Date(counter.createdAt).toISOString(),
        }
      : null,
    acceptedVolume: row.acceptedVolume,
    deliveryPrice: row.deliveryPrice,
    distance: row.distance === null ? null : Number(row.distance),
    tariffType: row.tariffType,
    premium: row.premium,
    landedPrice: row.landedPrice,
    rank: row.rank === null ? null : Number(row.rank),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
  if (hidePrice) {
    delete wire.price;
    delete wire.deliveryPrice;
    delete wire.premium;
    delete wire.landedPrice;
    if (wire.counterOffer) delete wire.counterOffer.price;
  }
  return wire;
}

async function wires(db: Database, auth: AuthContext, rows: q.OfferRow[]): Promise<OfferWire[]> {
  const counters = await q.latestCounters(
    db,
    rows.map((r) => r.uuid),
  );
  const noShows = await noShowCounts(
    db,
    rows.map((r) => r.farmerCompanyUuid),
  );
  const hide = hidesPrice(auth);
  return rows.map((r) =>
    toOfferWire(r, counters.get(r.uuid), hide, noShows.counts.get(r.farmerCompanyUuid) ?? 0),
  );
}

/** GET /offers/get/{id}: the offer with its history (every change, who, when). */
export async function getOffer(deps: Deps, auth: AuthContext, id: string): Promise<OfferDetailsWire> {
  if (!UUID.test(id)) throw offerNotFound();
  const row = await q.findOffer(deps.db, q.offersVisibleTo(auth), id);
  if (!row) throw offerNotFound();
  const [wire] = await wires(deps.db, auth, [row]);
  const hide = hidesPrice(auth);
  const history = await q.offerHistory(deps.db, id);
  return {
    ...wire!,
    history: history.map((h) => ({
      status: h.status,
      previousStatus: h.previousStatus,
      changes: describeChanges(h.changes, hide),
      createdAt: new Date(h.createdAt).toISOString(),
      user:
        h.lastName === null ? null : { name: h.name ?? '', lastName: h.lastName, surname: h.surname ?? '' },
    })),
  };
}

/**
 * One page of the offers the keys select, with their total: what every offers list answers.
 * The total is the cached count of `list` under `filters` (everything but paging and order).
 */
async function offerPage<KDB, KTB extends keyof KDB>(
  deps: Deps,
  auth: AuthContext,
  keys: SelectQueryBuilder<KDB, KTB, { uuid: string }>,
  paging: { offset: number; limit: number },
  total: { list: string; filters: unknown },
): Promise<OfferListReply> {
  const count = () => cachedOfferTotal(deps, auth, total.list, total.filters, () => countOf(keys));
  const page = await latePage(keys, q.offerRows(deps.db), paging, count);
  return { offers: await wires(deps.db, auth, page.rows), totalCount: page.total };
}

/** GET /offers/v2/filter (and the farmer's own list): filtered, sorted and paged on the server. */
export async function listOffers(
  deps: Deps,
  auth: AuthContext,
  query: OfferFilterQuery,
): Promise<OfferListReply> {
  const { offset: _o, limit: _l, sortField: _f, sortDirection: _d, ...filters } = query;
  return offerPage(deps, auth, q.offerKeys(deps.db, q.offersVisibleTo(auth), query), query, {
    list: 'filter',
    filters,
  });
}

/** GET /offers/filterByAuction/{id}: the auction's offers in rank order (the purchaser's view). */
export async function rankedOffers(
  deps: Deps,
  auth: AuthContext,
  auctionUuid: string,
  paging: { offset: number; limit: number },
): Promise<OfferListReply> {
  if (!UUID.test(auctionUuid)) throw notFound(TRADING_MSG.auctionNotFound);
  const auction = await deps.db
    .selectFrom('auctions as a')
    .select('a.uuid')
    .where('a.uuid', '=', auctionUuid)
    .where(auctionsVisibleTo(auth, new Date()))
    .executeTakeFirst();
  if (!auction) throw notFound(TRADING_MSG.auctionNotFound);
  return offerPage(deps, auth, q.rankedKeys(deps.db, q.offersVisibleTo(auth), auctionUuid), paging, {
    list: 'auction',
    filters: auctionUuid,
  });
}

/** GET /offers/filterByCompany/{id}: one farmer company's offers the caller sees. */
export async function companyOffers(
  deps: Deps,
  auth: AuthContext,
  companyUuid: string,
  paging: { offset: number; limit: number },
): Promise<OfferListReply> {
  const keys = q
    .filtered(deps.db, q.offersVisibleTo(auth), {})
    .select('o.uuid')
    .where('o.farmerCompanyUuid', '=', companyUuid)
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.uuid', 'desc');
  return offerPage(deps, auth, keys, paging, { list: 'company', filters: companyUuid });
}

/** GET /v2/offers/status: every status with its Russian label and its count under the filter. */
export async function statusCounts(deps: Deps, auth: AuthContext, query: OfferFilterQuery) {
  const { offset: _o, limit: _l, sortField: _f, sortDirection: _d, statuses: _s, ...filters } = query;
  const rows = await cachedOfferTotal(deps, auth, 'statuses', filters, () =>
    q
      .filtered(deps.db, q.offersVisibleTo(auth), filters)
      .select(['o.status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('o.status')
      .execute(),
  );
  const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return OFFER_STATUSES.map((status) => ({
    status,
    label: OFFER_STATUS_LABELS[status],
    count: counts.get(status) ?? 0,
  }));
}

/**
 * GET /v2/offers/locations: the acceptance points of the auctions that have offers the caller
 * sees. Finding them reads every offer in scope (0.8 s for 287 000 on a loaded machine), and
 * they change only with an offer: kept with the totals, forgotten by the same writes (ADR 0105).
 */
export async function offerLocations(deps: Deps, auth: AuthContext) {
  return cachedOfferTotal(deps, auth, 'locations', null, () =>
    deps.db
      .selectFrom('locations as l')
      .select(['l.uuid', 'l.name', 'l.address'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('auctionLocations as al')
            .innerJoin('offers as o', 'o.auctionUuid', 'al.auctionUuid')
            .select('al.locationUuid')
            .whereRef('al.locationUuid', '=', 'l.uuid')
            .where(q.offersVisibleTo(auth)),
        ),
      )
      .orderBy('l.name')
      .orderBy('l.uuid')
      .execute(),
  );
}

/** GET /offers/result?auctionUuid=: the accepted offers with the volume and average landed price. */
export async function result(deps: Deps, auth: AuthContext, auctionUuid: string): Promise<OffersResultReply> {
  const auction = await deps.db
    .selectFrom('auctions as a')
    .select('a.uuid')
    .where('a.uuid', '=', auctionUuid)
    .where(auctionsVisibleTo(auth, new Date()))
    .executeTakeFirst();
  if (!auction) throw notFound(TRADING_MSG.auctionNotFound);
  const rows = await q
    .offerRows(deps.db)
    .query.where('o.auctionUuid', '=', auctionUuid)
    .where('o.status', '=', 'OFFER_ACCEPTED')
    .where(q.offersVisibleTo(auth))
    .orderBy('o.landedPrice')
    .orderBy('o.createdAt')
    .execute();
  const offers = await wires(deps.db, auth, rows);
  const totals = resultTotals(rows.map((r) => ({ volume: r.acceptedVolume, landedPrice: r.landedPrice })));
  const reply: OffersResultReply = { auctionUuid, offers, ...totals };
  if (hidesPrice(auth)) delete reply.averageLandedPrice;
  return reply;
}
