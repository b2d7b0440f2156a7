import { sql, type Transaction } from 'kysely';
import {
  COUNTER_OFFER_STATUS_MACHINE,
  LIVE_OFFER_STATUSES,
  OFFER_STATUS_MACHINE,
  TRADING_MSG,
  type CounterOfferStatus,
  type OfferStatus,
} from '@kolos/domain/trading';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import {
  movedByColumns,
  moveStatus,
  type MovedBy,
  type Mover,
  type StatusSubject,
} from '../../platform/status-machine';
import { publishOffer } from './live';
import type { OfferChange } from './tables';

/**
 * What a move says beyond from and to: the fields it changed, for the offer's history; the
 * system's moves say why (expired), for the audit record.
 */
export type OfferNote = { changes: OfferChange[]; reason?: string };

/**
 * An offer's status (issue 15) on the platform's status helper (ADR 0064): every move writes an
 * offer_history row with the fields it changed, and an 'offer.status' audit record.
 */
export const OFFER_STATUS: StatusSubject<OfferStatus, 'offers', OfferNote> = {
  machine: OFFER_STATUS_MACHINE,
  table: 'offers',
  notFound: TRADING_MSG.offerNotFound,
  auditAction: 'offer.status',
  also: () => ({ updatedAt: sql<Date>`now()` }),
  history: (trx, move) =>
    writeOfferHistory(trx, { uuid: move.uuid, from: move.from, to: move.to, by: move.by }, move.note.changes),
};

/** One history row of an offer: a status move (from ≠ to), an edit (from = to), or its creation (null). */
export const writeOfferHistory = (
  trx: Transaction<DB>,
  entry: { uuid: string; from: OfferStatus | null; to: OfferStatus; by: MovedBy },
  changes: OfferChange[],
) => trx.insertInto('offerHistory').values(offerHistoryRow(entry, changes)).execute();

/** The offer_history row of writeOfferHistory, for a write that sends it with its change (a CTE). */
export const offerHistoryRow = (
  entry: { uuid: string; from: OfferStatus | null; to: OfferStatus; by: MovedBy },
  changes: OfferChange[],
) => ({
  uuid: newId(),
  offerUuid: entry.uuid,
  previousStatus: entry.from,
  status: entry.to,
  changes: JSON.stringify(changes),
  ...movedByColumns(entry.by),
});

/**
 * A counter-offer's status (ADR 0074) on the platform's status helper: history in
 * counter_offer_status_history, audit 'counter-offer.status'; leaving OPEN stamps the answer's time.
 */
export const COUNTER_OFFER_STATUS: StatusSubject<CounterOfferStatus, 'counterOffers'> = {
  machine: COUNTER_OFFER_STATUS_MACHINE,
  table: 'counterOffers',
  notFound: TRADING_MSG.counterOfferNotFound,
  auditAction: 'counter-offer.status',
  also: () => ({ answeredAt: sql<Date>`now()` }),
  history: (trx, move) =>
    trx
      .insertInto('counterOfferStatusHistory')
      .values({
        uuid: newId(),
        counterOfferUuid: move.uuid,
        previousStatus: move.from,
        status: move.to,
        ...movedByColumns(move.by),
      })
      .execute(),
};

/** The offer's open counter-offer, if any, is void: the offer moved on without the farmer's answer. */
export async function cancelOpenCounter(
  trx: Transaction<DB>,
  offerUuid: string,
  by: MovedBy,
  ip: string | null = null,
) {
  const open = await trx
    .selectFrom('counterOffers')
    .select('uuid')
    .where('offerUuid', '=', offerUuid)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  if (open)
    await moveStatus(trx, COUNTER_OFFER_STATUS, {
      uuid: open.uuid,
      from: 'OPEN',
      to: 'CANCELED',
      by,
      ip,
      note: {},
    });
}

/**
 * Declines the live offers of an auction (all, or one farmer company's) through the status
 * machine, each with its history and audit: the auction was canceled, or the company barred.
 * The caller holds the auction's row lock. Each farmer hears of his (offer.declined). Answers how
 * many were declined.
 */
export async function declineLiveOffers(
  deps: Pick<Deps, 'jobs' | 'counts'>,
  trx: Transaction<DB>,
  target: { auctionUuid: string; farmerCompanyUuid?: string },
  by: Mover,
  ip: string | null,
): Promise<number> {
  let query = trx
    .selectFrom('offers')
    .select(['uuid', 'status'])
    .where('auctionUuid', '=', target.auctionUuid)
    .where('status', 'in', LIVE_OFFER_STATUSES);
  if (target.farmerCompanyUuid) query = query.where('farmerCompanyUuid', '=', target.farmerCompanyUuid);
  const live = await query.orderBy('uuid').execute();
  for (const offer of live) {
    await cancelOpenCounter(trx, offer.uuid, by, ip);
    await moveStatus(trx, OFFER_STATUS, {
      uuid: offer.uuid,
      from: offer.status,
      to: 'OFFER_DECLINED',
      by,
      ip,
      note: { changes: [] },
    });
    await publishOffer(deps, trx, 'offer.declined', offer.uuid, by.userUuid);
  }
  return live.length;
}
