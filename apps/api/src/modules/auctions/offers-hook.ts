import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { hook } from '../../platform/hooks';
import type { Mover } from '../../platform/status-machine';

/**
 * An auction canceled, or a farmer company barred from it: its live offers (all, or that
 * company's) are declined by the offers area, which stands on the auctions (ADR 0072). Called in
 * the auction's transaction, under its row lock; answers how many were declined.
 */
export const DECLINE_LIVE_OFFERS = hook<
  (
    deps: Pick<Deps, 'jobs' | 'counts'>,
    trx: Transaction<DB>,
    target: { auctionUuid: string; farmerCompanyUuid?: string },
    by: Mover,
    ip: string | null,
  ) => Promise<number>
>('auctions.declineLiveOffers');
