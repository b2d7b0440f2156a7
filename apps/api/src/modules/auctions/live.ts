import type { Selectable, Transaction } from 'kysely';
import type { TradingEventType } from '@kolos/domain/live';
import { auctionStatusAt } from '@kolos/domain/trading';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { publishEvent } from '../../platform/events';
import type { AuctionsTable } from './tables';

export const FINISH_JOB = 'auctions.finish';

/** An offer's part of an event: the offer, its farmer company, the offer's fields. */
export interface OfferPart {
  uuid: string;
  farmerCompanyUuid: string;
  fields: Record<string, unknown>;
}

/**
 * Publishes a live event of the auction in the change's transaction (ADR 0067), with the
 * auction's fields as they are now in it: an auction event carries its status, end, volume, price
 * and counters; an offer event the offer's fields and the auction's counters. The receiver's
 * rights cut them down when streamed (hidePrice, a farmer's own offers only).
 */
export async function publishAuction(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  type: TradingEventType,
  auctionUuid: string,
  /** The user who made the change; null for the clock's moves. */
  actor: string | null,
  offer?: OfferPart,
): Promise<void> {
  const a = await trx
    .selectFrom('auctions as a')
    .select(AUCTION_EVENT_COLUMNS)
    .where('uuid', '=', auctionUuid)
    .executeTakeFirstOrThrow();
  await publishAuctionRow(deps, trx, type, auctionUuid, a, actor, offer);
}

/** What an auction's event tells of it, read in the change's transaction (`a`: the auctions row). */
export const AUCTION_EVENT_COLUMNS = [
  'a.ownerCompanyUuid',
  'a.number',
  'a.status',
  'a.startAt',
  'a.endAt',
  'a.volume',
  'a.price',
  'a.offersCount',
  'a.offeredVolume',
  'a.acceptedVolume',
] as const;

type AuctionEventRow = Pick<
  Selectable<AuctionsTable>,
  | 'ownerCompanyUuid'
  | 'number'
  | 'status'
  | 'startAt'
  | 'endAt'
  | 'volume'
  | 'price'
  | 'offersCount'
  | 'offeredVolume'
  | 'acceptedVolume'
>;

/**
 * `publishAuction` with the auction's columns already read in the transaction (an offer's event
 * reads them with the offer's, in one statement).
 */
export async function publishAuctionRow(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  type: TradingEventType,
  auctionUuid: string,
  a: AuctionEventRow,
  actor: string | null,
  offer?: OfferPart,
): Promise<void> {
  const endAt = new Date(a.endAt);
  const counters = {
    endAt: endAt.toISOString(),
    offersCount: a.offersCount,
    offeredVolume: a.offeredVolume,
  };
  await publishEvent(deps, trx, {
    type,
    auctionUuid,
    ownerCompanyUuid: a.ownerCompanyUuid,
    auctionNumber: a.number,
    actorUuid: actor,
    ...(offer ? { offerUuid: offer.uuid, farmerCompanyUuid: offer.farmerCompanyUuid } : {}),
    fields: offer
      ? { ...counters, ...offer.fields }
      : {
          ...counters,
          status: auctionStatusAt({ status: a.status, startAt: new Date(a.startAt), endAt }, new Date()),
          volume: a.volume,
          price: a.price,
          acceptedVolume: a.acceptedVolume,
        },
  });
}

/**
 * "Finished" is the clock's, with no write to hang an event on: a job at the end time publishes
 * it (jobs.ts). Sent again whenever the end moves; a job for an end no longer the auction's does
 * nothing.
 */
export async function scheduleFinish(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB>,
  auctionUuid: string,
  endAt: Date,
): Promise<void> {
  await deps.jobs.enqueue(
    trx,
    FINISH_JOB,
    { auctionUuid, endAt: endAt.toISOString() },
    {
      startAfterSeconds: Math.max(1, Math.ceil((endAt.getTime() - Date.now()) / 1000) + 1),
      singletonKey: `${auctionUuid}:${endAt.toISOString()}`,
    },
  );
}
