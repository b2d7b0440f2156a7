import type { Transaction } from 'kysely';
import type { TradingEventType } from '@kolos/domain/live';
import type { DB } from '../../db/types';
import type { Deps } from '../../platform/deps';
import { AUCTION_EVENT_COLUMNS, publishAuctionRow } from '../auctions';
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
  // the offer, its open counter-offer and its auction's counters: one read (ADR 0112)
  const o = await trx
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .leftJoin('counterOffers as c', (join) =>
      join.onRef('c.offerUuid', '=', 'o.uuid').on('c.status', '=', 'OPEN'),
    )
    .select(AUCTION_EVENT_COLUMNS)
    .select([
      'o.auctionUuid',
      'o.farmerCompanyUuid',
      'o.status as offerStatus',
      'o.deliveryType',
      'o.volume as offerVolume',
      'o.price as offerPrice',
      'o.deliveryPrice',
      'o.premium',
      'o.landedPrice',
      'o.acceptedVolume as offerAcceptedVolume',
      'c.price as counterPrice',
      'c.volume as counterVolume',
    ])
    .where('o.uuid', '=', offerUuid)
    .executeTakeFirstOrThrow();
  forgetOfferTotals(deps, [o.ownerCompanyUuid, o.farmerCompanyUuid]);
  const fields = {
    status: o.offerStatus,
    deliveryType: o.deliveryType,
    volume: o.offerVolume,
    price: o.offerPrice,
    deliveryPrice: o.deliveryPrice,
    premium: o.premium,
    landedPrice: o.landedPrice,
    acceptedVolume: o.offerAcceptedVolume,
  };
  await publishAuctionRow(deps, trx, type, o.auctionUuid, o, actor, {
    uuid: offerUuid,
    farmerCompanyUuid: o.farmerCompanyUuid,
    fields: {
      ...fields,
      ...(o.counterPrice !== null ? { counterPrice: o.counterPrice, counterVolume: o.counterVolume } : {}),
    },
  });
}
