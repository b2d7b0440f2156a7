import {
  MONITORING_DEALS_LIMIT,
  monitoringShowsActions,
  monitoringShowsPrices,
  showsEditContract,
  type MonitoringDeal,
  type MonitoringQuery,
  type MonitoringReply,
  type MonitoringRow,
  type YardReply,
} from '@kolos/domain/monitoring';
import { AUCTION, auctionStatusAt } from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { countOf } from '../../platform/list';
import { ownerScope, visibleTo } from '../../platform/scope';
import { auctionsVisibleTo } from '../auctions';
import { slotsVisibleTo } from '../queue';
import * as q from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const latest = (...moments: (Date | string | null | undefined)[]) =>
  new Date(Math.max(...moments.filter((m) => m != null).map((m) => new Date(m).getTime())));

function toRow(r: q.BoardRow, now: Date, showPrices: boolean): MonitoringRow {
  const status = auctionStatusAt(
    { status: r.status, startAt: new Date(r.startAt), endAt: new Date(r.endAt) },
    now,
  );
  const row: MonitoringRow = {
    uuid: r.uuid,
    number: r.number,
    // the keys chose running or finished auctions: a row that ended between the two reads is finished
    status: status === 'AUCTION_ACTIVE' ? 'AUCTION_ACTIVE' : 'AUCTION_FINISHED',
    product: { uuid: r.productUuid, title: r.productTitle },
    region: { uuid: r.regionUuid, name: r.regionName },
    locations: r.locations.map((p) => ({ uuid: p.uuid, name: p.name })),
    endAt: iso(r.endAt),
    volume: r.volume,
    offeredVolume: r.offeredVolume,
    acceptedVolume: r.acceptedVolume,
    offersCount: r.offersCount,
    farmersCount: Number(r.farmersCount ?? 0),
    lastOfferAt: r.lastOfferAt ? iso(r.lastOfferAt) : null,
    changedAt: latest(r.updatedAt, r.offersChangedAt).toISOString(),
  };
  if (showPrices) {
    row.bestPrice = r.bestPrice === null ? null : Number(r.bestPrice);
    row.averagePrice = r.averagePrice === null ? null : Number(r.averagePrice);
  }
  return row;
}

type DealRow = {
  uuid: string;
  at: Date | string | null;
  productTitle: string;
  regionName: string | null;
  farmerName: string;
  volume: number;
  price: number;
};

/**
 * Issue 16 point 3: one call for the whole board — the page of auctions running or awaiting
 * results (the caller's company's; an admin's: all), then the deals of the last 7 days. Prices are
 * left out of the JSON under hidePrice; `actions` says whether the row menu exists (hideActions).
 */
export async function board(deps: Deps, auth: AuthContext, query: MonitoringQuery): Promise<MonitoringReply> {
  const now = new Date();
  const visible = auctionsVisibleTo(auth, now);
  const keys = q.boardKeys(deps.db, visible, query, now);
  // One round trip: the page with its total beside the deals (three statements side by side).
  const [rows, offers, contracts] = await Promise.all([
    q.boardPage(deps.db, keys, query, now),
    q.acceptedOffers(deps.db, visible, visibleTo(auth, AUCTION, { owner: 'o.ownerCompanyUuid' }), query),
    q.confirmedContracts(deps.db, ownerScope(auth), query),
  ]);
  // A page past the end has no row to carry the total: counted apart (a hand-edited offset).
  const total = rows.length > 0 ? Number(rows[0]!.pageTotal) : query.offset === 0 ? 0 : await countOf(keys);
  const showPrices = monitoringShowsPrices(auth.subject);
  const link = showsEditContract(auth.subject);

  const deal = (kind: MonitoringDeal['kind'], d: DealRow, auctionNumber: number | null): MonitoringDeal => {
    const out: MonitoringDeal = {
      kind,
      uuid: d.uuid,
      at: iso(d.at!),
      auctionNumber,
      product: { title: d.productTitle },
      region: d.regionName === null ? null : { name: d.regionName },
      farmerCompany: { name: d.farmerName },
      volume: d.volume,
      link: link ? { route: kind === 'offer' ? 'Offer' : 'Contract', uuid: d.uuid } : null,
    };
    if (showPrices) out.price = d.price;
    return out;
  };
  const deals = [
    ...offers.map((o) => deal('offer', o, o.auctionNumber)),
    ...contracts.map((c) => deal('contract', c, null)),
  ]
    .sort((a, b) => b.at.localeCompare(a.at) || a.uuid.localeCompare(b.uuid))
    .slice(0, MONITORING_DEALS_LIMIT);

  return {
    rows: rows.map((r) => toRow(r, now, showPrices)),
    totalCount: total,
    deals,
    dealsCount: Number(offers[0]?.dealsTotal ?? 0) + Number(contracts[0]?.dealsTotal ?? 0),
    actions: monitoringShowsActions(auth.subject),
    serverTime: now.toISOString(),
  };
}

/**
 * GET /monitoring/yard (issue 29 point 20): today's trucks per acceptance point and the deals they
 * deliver, over the slots the caller's company owns (an admin's: every company's). No prices.
 */
export async function yard(deps: Deps, auth: AuthContext): Promise<YardReply> {
  const visible = slotsVisibleTo(auth);
  const [points, deals] = await Promise.all([q.yardPoints(deps.db, visible), q.yardDeals(deps.db, visible)]);
  return {
    points: points.map((p) => ({
      uuid: p.uuid,
      name: p.name,
      day: String(p.day),
      due: Number(p.due),
      arrived: Number(p.arrived),
      unloading: Number(p.unloading),
      unloaded: Number(p.unloaded),
      noShows: Number(p.noShows),
    })),
    deals: deals.map((d) => ({
      kind: d.kind,
      uuid: d.uuid,
      number: Number(d.number),
      farmerCompany: { name: d.farmerName },
      product: { title: d.productTitle },
      contractedVolume: Number(d.contracted),
      deliveredVolume: Number(d.delivered),
    })),
  };
}
