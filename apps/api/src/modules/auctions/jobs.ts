import { sql } from 'kysely';
import { auctionStatusAt } from '@kolos/domain/trading';
import { defineJob, type JobDefinition } from '../../platform/jobs';
import { FINISH_JOB, publishAuction } from './live';
import { lockAuction } from './queries';

/**
 * auctions.finish {auctionUuid, endAt}: at the end time, the event 'auction.finished' — if the
 * auction still ends then (not extended since), has ended by the clock and was not completed or
 * canceled first. Under the auction's lock and only once per end (a retried job finds its event).
 */
export const finishAuction = defineJob<{ auctionUuid: string; endAt: string }>({
  name: FINISH_JOB,
  options: { retryLimit: 5, retryDelay: 2, pollingIntervalSeconds: 1 },
  async handler({ auctionUuid, endAt }, { deps }) {
    const early = await deps.db.transaction().execute(async (trx) => {
      const auction = await lockAuction(trx, auctionUuid);
      if (!auction || new Date(auction.endAt).toISOString() !== endAt) return false;
      const now = new Date();
      const status = auctionStatusAt(
        { status: auction.status, startAt: new Date(auction.startAt), endAt: new Date(auction.endAt) },
        now,
      );
      if (status === 'AUCTION_ACTIVE' || status === 'AUCTION_PLANNED') return true;
      if (status !== 'AUCTION_FINISHED') return false;
      const told = await trx
        .selectFrom('liveEvents')
        .select('id')
        .where('auctionUuid', '=', auctionUuid)
        .where('type', '=', 'auction.finished')
        .where(sql<boolean>`fields->>'endAt' = ${endAt}`)
        .executeTakeFirst();
      if (!told) await publishAuction(deps, trx, 'auction.finished', auctionUuid, null);
      return false;
    });
    // A clock behind the queue's: tried again shortly (retried as a failure).
    if (early) throw new Error('Торги ещё не закончились');
  },
});

export const jobs = [finishAuction] as JobDefinition<never>[];
