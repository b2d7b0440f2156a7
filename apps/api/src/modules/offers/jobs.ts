import { LIVE_OFFER_STATUSES } from '@kolos/domain/trading';
import type { Deps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs';
import { moveStatus, SYSTEM } from '../../platform/status-machine';
import { lockAuction } from '../auctions';
import { cancelOpenCounter, OFFER_STATUS } from './status';
import { forgetOfferTotals } from './totals';

/**
 * OFFER_EXPIRED (docs/trading.md): the live offers of an auction that finished more than
 * OFFER_EXPIRE_DAYS ago without results expire — the farmer's grain is no longer held for a
 * tender nobody closed. Each auction is locked like any offer write, so a late result and the
 * expiry never both win — and every offer write takes that lock, so each offer still has the
 * status read here when it moves. Each moves by the status machine as the system (ADR 0074),
 * with history and an audit record naming no person. Answers how many expired.
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
        .select(['uuid', 'status', 'farmerCompanyUuid'])
        .where('auctionUuid', '=', uuid)
        .where('status', 'in', LIVE_OFFER_STATUSES)
        .execute();
      // no live event here (the tender is long over): the lists' cached totals still move
      forgetOfferTotals(deps, [auction.ownerCompanyUuid, ...live.map((o) => o.farmerCompanyUuid)]);
      for (const offer of live) {
        await cancelOpenCounter(trx, offer.uuid, SYSTEM);
        await moveStatus(trx, OFFER_STATUS, {
          uuid: offer.uuid,
          from: offer.status,
          to: 'OFFER_EXPIRED',
          by: SYSTEM,
          note: { changes: [], reason: 'expired' },
        });
      }
      return live.length;
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
