import type { Transaction } from 'kysely';
import type { TradingEventType } from '@kolos/domain/live';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { publishAuction } from '../auctions';
import { forgetOfferTotals } from './totals';

/**
 * Publishes an offer's live event in the change's transaction (ADR 0067): the offer's terms and
 * status as they are now in it, the open counter-offer's price and volume, and the auction's
 * counters. Only the auction's staff and the offer's own farmer company receive it. Every offer
 * write comes through here: the lists' cached totals of both parties are counted afresh.
 */
export async function publishOffer(
  deps: Pick<Deps, 'jobs' | 'counts'>,
  trx: Transaction<DB>,
  type: TradingEventType,
  offerUuid: string,
  actor: string | null,
): Promise<void> {
  const o = await trx
    .selectFrom('offers as o')
    .leftJoin('counterOffers as c', (join) =>
      join.onRef('c.offerUuid', '=', 'o.uuid').on('c.status', '=', 'OPEN'),
    )
    .select([
      'o.auctionUuid',
      'o.ownerCompanyUuid',
      'o.farmerCompanyUuid',
      'o.status',
      'o.deliveryType',
      'o.volume',
      'o.price',
      'o.deliveryPrice',
      'o.premium',
      'o.landedPrice',
      'o.acceptedVolume',
      'c.price as counterPrice',
      'c.volume as counterVolume',
    ])
    .where('o.uuid', '=', offerUuid)
    .executeTakeFirstOrThrow();
  const { auctionUuid, ownerCompanyUuid, farmerCompanyUuid, counterPrice, counterVolume, ...fields } = o;
  forgetOfferTotals(deps, [ownerCompanyUuid, farmerCompanyUuid]);
  await publishAuction(deps, trx, type, auctionUuid, actor, {
    uuid: offerUuid,
    farmerCompanyUuid,
    fields: { ...fields, ...(counterPrice !== null ? { counterPrice, counterVolume } : {}) },
  });
}
