import { sql } from 'kysely';
import { LIVE_OFFER_STATUSES, OFFER_STATUS_MACHINE } from '@kolos/domain/trading';
import { writeAudit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs';
import { lockAuction } from '../auctions';
import { cancelOpenCounter, writeOfferHistory } from './status';

/**
 * OFFER_EXPIRED (docs/trading.md): the live offers of an auction that finished more than
 * OFFER_EXPIRE_DAYS ago without results expire — the farmer's grain is no longer held for a
 * tender nobody closed. Each auction is locked like any offer write, so a late result and the
 * expiry never both win; each offer moves by compare-and-swap, with history and an audit record
 * naming no person (the server did it). Answers how many expired.
 */
export async function expireOffers(deps: Deps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - deps.config.OFFER_EXPIRE_DAYS * 86_400_000);
  const auctions = await deps.db
    .selectFrom('auctions as a')
    .select('a.uuid')
    .where('a.status', 'in', ['AUCTION_PLANNED', 'AUCTION_ACTIVE', 'AUCTION_FINISHED'])
    .where('a.endAt', '<=', before)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('offers as o')
          .select('o.uuid')
          .whereRef('o.auctionUuid', '=', 'a.uuid')
          .where('o.status', 'in', LIVE_OFFER_STATUSES),
      ),
    )
    .execute();
  let expired = 0;
  for (const { uuid } of auctions) {
    expired += await deps.db.transaction().execute(async (trx) => {
      const auction = await lockAuction(trx, uuid);
      if (!auction || !['AUCTION_PLANNED', 'AUCTION_ACTIVE', 'AUCTION_FINISHED'].includes(auction.status))
        return 0;
      const live = await trx
        .selectFrom('offers')
        .select(['uuid', 'status'])
        .where('auctionUuid', '=', uuid)
        .where('status', 'in', LIVE_OFFER_STATUSES)
        .execute();
      let n = 0;
      for (const offer of live) {
        if (!OFFER_STATUS_MACHINE.allows(offer.status, 'OFFER_EXPIRED')) continue;
        const swapped = await trx
          .updateTable('offers')
          .set({ status: 'OFFER_EXPIRED', updatedAt: sql<Date>`now()` })
          .where('uuid', '=', offer.uuid)
          .where('status', '=', offer.status)
          .executeTakeFirst();
        if (Number(swapped.numUpdatedRows) !== 1) continue;
        await cancelOpenCounter(trx, offer.uuid);
        await writeOfferHistory(
          trx,
          { uuid: offer.uuid, from: offer.status, to: 'OFFER_EXPIRED', by: null },
          [],
        );
        await writeAudit(trx, {
          action: 'offer.status',
          actorUuid: null,
          targetUuid: offer.uuid,
          detail: { from: offer.status, to: 'OFFER_EXPIRED', reason: 'expired' },
        });
        n++;
      }
      return n;
    });
  }
  return expired;
}

/** Every 15 minutes, once across every process (ADR 0060). */
export const jobs = [
  defineJob<object>({
    name: 'offers.expire',
    options: { schedule: '*/15 * * * *', retryLimit: 2, retryDelay: 60 },
    handler: async (_data, { deps }) => {
      await expireOffers(deps, new Date());
    },
  }),
];
