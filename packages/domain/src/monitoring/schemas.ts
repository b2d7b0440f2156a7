import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { MONITORING_PAGE_SIZE, MONITORING_SORTS } from './rules';

/** The auction statuses the board shows: running, and finished but not yet completed. */
export const MONITORING_STATUSES = ['AUCTION_ACTIVE', 'AUCTION_FINISHED'] as const;

/**
 * GET /monitoring: the filter of the auctions list under the same names (territory, acceptance
 * point, crop), the sort, and a page (50 rows by default, never more).
 */
export const monitoringQuery = z.object({
  regionUuid: z.uuid().optional(),
  locationUuid: z.uuid().optional(),
  productUuid: z.uuid().optional(),
  sort: z.enum(MONITORING_SORTS).default('timeLeft'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MONITORING_PAGE_SIZE).default(MONITORING_PAGE_SIZE),
});
export type MonitoringQuery = z.infer<typeof monitoringQuery>;
/** The query as the web sends it (what it leaves out, the server's defaults fill). */
export type MonitoringRequest = Partial<MonitoringQuery>;

// Price fields are optional: a role whose 'Monitoring' policy carries hidePrice gets them absent.
// Their names are the live events' PRICE_FIELDS (bestPrice, averagePrice, price).

/** One auction on the board. Moments are ISO 8601 in UTC. */
export const monitoringRow = z.object({
  uuid: text(),
  number: z.number(),
  status: z.enum(MONITORING_STATUSES),
  product: z.object({ uuid: text(), title: text() }),
  region: z.object({ uuid: text(), name: text() }),
  locations: z.array(z.object({ uuid: text(), name: text() })),
  endAt: dateOut('wireInstant'),
  /** Tonnes wanted, offered (every offer but the withdrawn ones), accepted in the results. */
  volume: z.number(),
  offeredVolume: z.number(),
  acceptedVolume: z.number(),
  offersCount: z.number(),
  /** Farmer companies among those offers. */
  farmersCount: z.number(),
  /** ₽/t at the acceptance point over live offers: the lowest, and the average weighted by tonnes. */
  bestPrice: z.number().nullable().optional(),
  averagePrice: z.number().nullable().optional(),
  lastOfferAt: dateOut('wireInstant').nullable(),
  /** The latest change of the auction or of any of its offers: the 10-second highlight keys on it. */
  changedAt: dateOut('wireInstant'),
});
export type MonitoringRow = z.infer<typeof monitoringRow>;

export const MONITORING_DEAL_KINDS = ['offer', 'contract'] as const;

/** A deal of the last 7 days: an accepted offer or a large contract confirmed. */
export const monitoringDeal = z.object({
  kind: z.enum(MONITORING_DEAL_KINDS),
  uuid: text(),
  /** When it was made: the results (offer) or the confirmation (contract). */
  at: text(),
  /** The auction's number for an accepted offer; null for a contract. */
  auctionNumber: z.number().nullable(),
  product: z.object({ title: text() }),
  region: z.object({ name: text() }).nullable(),
  farmerCompany: z.object({ name: text() }),
  volume: z.number(),
  /** ₽/t: the offer's landed price, the contract's price. */
  price: z.number().optional(),
  /** The edit form the row opens: only with ShowEditContract, else null. */
  link: z.object({ route: z.enum(['Offer', 'Contract']), uuid: text() }).nullable(),
});
export type MonitoringDeal = z.infer<typeof monitoringDeal>;

export const monitoringReply = z.object({
  rows: z.array(monitoringRow),
  totalCount: z.number(),
  deals: z.array(monitoringDeal),
  dealsCount: z.number(),
  /** False under hideActions: the board shows no row menu. */
  actions: z.boolean(),
  /** The server's clock when it answered: countdowns and the highlight count from it. */
  serverTime: text(),
});
export type MonitoringReply = z.infer<typeof monitoringReply>;

/**
 * GET /monitoring/yard (issue 29 point 20): each acceptance point's trucks of its own today — due
 * (booked, yet to come), arrived (waiting to unload), unloading, unloaded, no-shows — and each
 * deal with a truck there today: tonnes contracted against tonnes delivered (unloaded, all days).
 */
export const yardPoint = z.object({
  uuid: text(),
  name: text(),
  /** The point's local day. */
  day: dateOut('wireDay'),
  due: z.number(),
  arrived: z.number(),
  unloading: z.number(),
  unloaded: z.number(),
  noShows: z.number(),
});
export type YardPoint = z.infer<typeof yardPoint>;

export const yardDeal = z.object({
  kind: z.enum(['OFFER', 'TASK']),
  uuid: text(),
  number: z.number(),
  farmerCompany: z.object({ name: text() }),
  product: z.object({ title: text() }),
  contractedVolume: z.number(),
  deliveredVolume: z.number(),
});
export type YardDeal = z.infer<typeof yardDeal>;

export const yardReply = z.object({ points: z.array(yardPoint), deals: z.array(yardDeal) });
export type YardReply = z.infer<typeof yardReply>;
