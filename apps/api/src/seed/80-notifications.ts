import { noticeText, type NotifiedEvent } from '@kolos/domain/notifications';
import { noticeFactsOf } from '../modules/notifications';
import { newId } from '../platform/ids';
import type { Database } from '../db/client';
import { DEMO, TRADING_DEMO } from './demo-ids';

const A = TRADING_DEMO.auctions;
const O = TRADING_DEMO.offers;

/**
 * A few notifications about the demo tenders (issue 16), so the bell of the demo farmer and of
 * «Колос-Юг»'s super-user has something to show on a fresh machine. Written as the consumer would
 * write them (the same texts from the seeded rows); their event ids are negative — no live event
 * has them. Idempotent: the (event, user) key.
 */
const DEMO_NOTICES: {
  user: string;
  type: NotifiedEvent;
  auction: string;
  offer?: string;
  link: string;
  hoursAgo: number;
  read: boolean;
}[] = [
  {
    user: DEMO.users.farmer,
    type: 'offer.accepted',
    auction: A.kolosYugCompleted,
    offer: O.rassvetAccepted,
    link: `/admin/offer/${O.rassvetAccepted}`,
    hoursAgo: 240,
    read: true,
  },
  {
    user: DEMO.users.farmer,
    type: 'auction.created',
    auction: A.kolosYugActiveOpen,
    link: `/admin/offer?auction=${A.kolosYugActiveOpen}`,
    hoursAgo: 3,
    read: false,
  },
  {
    user: DEMO.users.farmer,
    type: 'auction.created',
    auction: A.kolosYugActiveEmpty,
    link: `/admin/offer?auction=${A.kolosYugActiveEmpty}`,
    hoursAgo: 1,
    read: false,
  },
  {
    user: DEMO.users.kolosYugSuper,
    type: 'offer.changed',
    auction: A.kolosYugActive,
    offer: O.rassvetActive,
    link: `/admin/auction/${A.kolosYugActive}`,
    hoursAgo: 5,
    read: true,
  },
  {
    user: DEMO.users.kolosYugSuper,
    type: 'auction.finished',
    auction: A.kolosYugFinished,
    link: `/admin/auction/${A.kolosYugFinished}`,
    hoursAgo: 20,
    read: false,
  },
];

export async function seed(db: Database): Promise<void> {
  const now = Date.now();
  for (const [i, n] of DEMO_NOTICES.entries()) {
    const facts = await noticeFactsOf(db, n.type, n.auction, n.offer);
    if (!facts) continue;
    const createdAt = new Date(now - n.hoursAgo * 3_600_000);
    await db
      .insertInto('notifications')
      .values({
        uuid: newId(),
        userUuid: n.user,
        eventId: -(i + 1),
        kind: n.type,
        text: noticeText(facts, true),
        link: n.link,
        objectUuid: n.offer ?? n.auction,
        createdAt,
        readAt: n.read ? createdAt : null,
      })
      .onConflict((oc) => oc.columns(['eventId', 'userUuid']).doNothing())
      .execute();
  }
}
