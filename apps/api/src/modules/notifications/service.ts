import { isTradingEvent, type LiveEvent } from '@kolos/domain/live';
import {
  audienceOf,
  hidesPrice,
  isDigested,
  matchesCropHistory,
  noticeSubject,
  noticeText,
  recipientsOf,
  withLink,
  type Audience,
  type NotifiedEvent,
  type NoticeFacts,
} from '@kolos/domain/notifications';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { queuePush } from '../push';
import { channelsOf } from './channels';
import { countIntoDigest } from './digest';
import {
  auctionFacts,
  matchedFarmerCompanies,
  offerFacts,
  offeringCompanies,
  usersOf,
  type AuctionFacts,
  type OfferFacts,
  type UserRow,
} from './queries';

/** One recipient of an event: what he is told and where it links. */
interface Delivery {
  user: UserRow;
  facts: NoticeFacts;
  link: string;
  objectUuid: string;
}

function factsOf(type: NotifiedEvent, auction: AuctionFacts, offer: OfferFacts | undefined): NoticeFacts {
  const startAt = new Date(auction.startAt);
  // A counter's terms are the counter-offer's (after an accepted one, the offer's are the same).
  const counter = type === 'offer.countered';
  return {
    type,
    auctionNumber: auction.number,
    ownerName: auction.ownerName,
    crop: auction.crop,
    region: auction.region,
    auctionVolume: auction.volume,
    auctionPrice: auction.price,
    endAt: new Date(auction.endAt),
    ...(startAt > new Date() ? { startsAt: startAt } : {}),
    offersCount: auction.offersCount,
    offeredVolume: auction.offeredVolume,
    ...(offer
      ? {
          offerNumber: Number(offer.number),
          farmerName: offer.farmerName,
          volume:
            type === 'offer.accepted'
              ? offer.acceptedVolume
              : counter
                ? (offer.counterVolume ?? offer.volume)
                : offer.volume,
          price: counter ? (offer.counterPrice ?? offer.price) : offer.price,
          landedPrice: offer.landedPrice,
        }
      : {}),
  };
}

/** The facts of an event's objects as they are now (the demo seed writes its rows with them). */
export async function noticeFactsOf(
  db: Database,
  type: NotifiedEvent,
  auctionUuid: string,
  offerUuid?: string,
): Promise<NoticeFacts | null> {
  const auction = await auctionFacts(db, auctionUuid);
  const offer = offerUuid ? await offerFacts(db, offerUuid) : undefined;
  if (!auction || (offerUuid && !offer)) return null;
  return factsOf(type, auction, offer);
}

/** The users of the event's audience, each with his link; who of them is told is decided after. */
async function audienceOfEvent(
  db: Database,
  audience: Audience,
  facts: NoticeFacts,
  auction: AuctionFacts,
  offer: OfferFacts | undefined,
): Promise<Delivery[]> {
  switch (audience) {
    case 'owner':
      return (await usersOf(db, [auction.ownerCompanyUuid], 'purchaser')).map((user) => ({
        user,
        facts,
        link: `/admin/auction/${auction.uuid}`,
        objectUuid: offer?.uuid ?? auction.uuid,
      }));
    case 'offer-farmer':
      return (await usersOf(db, [offer!.farmerCompanyUuid], 'farmer')).map((user) => ({
        user,
        facts,
        // A counter-offer is answered on his offers list, where its box has 'Принять' / 'Отклонить'.
        link: facts.type === 'offer.countered' ? '/admin/offers' : `/admin/offer/${offer!.uuid}`,
        objectUuid: offer!.uuid,
      }));
    case 'offering': {
      const companies = await offeringCompanies(db, auction.uuid, facts.type === 'auction.extended');
      const byCompany = new Map(companies.map((c) => [c.companyUuid, c]));
      return (await usersOf(db, [...byCompany.keys()], 'farmer')).map((user) => {
        const own = byCompany.get(user.companyUuid!)!;
        return {
          user,
          facts: { ...facts, offerNumber: Number(own.offerNumber) },
          link: `/admin/offer/${own.offerUuid}`,
          objectUuid: own.offerUuid,
        };
      });
    }
    case 'matched': {
      // Announced while it can still be offered on; a late fan-out of a closed one says nothing.
      if (['AUCTION_COMPLETED', 'AUCTION_CANCELED'].includes(auction.status)) return [];
      if (new Date(auction.endAt) <= new Date()) return [];
      const companies = (await matchedFarmerCompanies(db, auction)).filter((c) =>
        matchesCropHistory(c.crops, auction.productUuid),
      );
      return (
        await usersOf(
          db,
          companies.map((c) => c.companyUuid),
          'farmer',
        )
      ).map((user) => ({
        user,
        facts,
        link: `/admin/offer?auction=${auction.uuid}`,
        objectUuid: auction.uuid,
      }));
    }
  }
}

/**
 * The notifications consumer of live events (issue 16 point 4, docs/notifications.md): finds who
 * is told, writes one in-app row each and queues their SMS, e-mail and push, all in one transaction.
 * Run at least once by the fan-out job: a re-run inserts no row (unique event and user), and only
 * a row it really inserted sends anything, each message under a key of event, user and channel.
 */
export async function notifyOfEvent(deps: Deps, event: LiveEvent): Promise<void> {
  // Slot and statement events notify nobody here (their screens show them live; a statement's
  // move tells the farmer itself).
  if (!isTradingEvent(event)) return;
  const audience = audienceOf(event.type);
  if (!audience) return;
  const type = event.type as NotifiedEvent;
  const auction = await auctionFacts(deps.db, event.auctionUuid);
  if (!auction) return;
  const offer = event.offerUuid ? await offerFacts(deps.db, event.offerUuid) : undefined;
  if (event.offerUuid && !offer) return;
  // An offer declined by its auction's cancel: the cancel's own notice tells the farmer.
  if (type === 'offer.declined' && auction.status === 'AUCTION_CANCELED') return;

  const candidates = (
    await audienceOfEvent(deps.db, audience, factsOf(type, auction, offer), auction, offer)
  ).map((d) => ({
    ...d,
    userUuid: d.user.userUuid,
    subject: { userType: d.user.userType, policies: d.user.policies ?? [], isSuperUser: d.user.isSuperUser },
  }));
  const told = recipientsOf(candidates, event.actorUuid ?? null);
  if (told.length === 0) return;

  await deps.db.transaction().execute(async (trx) => {
    const rows = told.map((d) => ({
      uuid: newId(),
      userUuid: d.userUuid,
      eventId: event.id,
      kind: type,
      text: noticeText(d.facts, !hidesPrice(d.subject)),
      link: d.link,
      objectUuid: d.objectUuid,
      createdAt: new Date(event.at),
    }));
    const inserted = await trx
      .insertInto('notifications')
      .values(rows)
      .onConflict((oc) => oc.columns(['eventId', 'userUuid']).doNothing())
      .returning(['uuid', 'userUuid', 'kind'])
      .execute();
    await queuePush(deps, trx, inserted);
    const fresh = new Set(inserted.map((r) => r.userUuid));
    for (const [i, d] of told.entries()) {
      if (!fresh.has(d.userUuid)) continue;
      const channels = channelsOf(d.user);
      if (!channels.sms && !channels.email) continue;
      if (isDigested(type)) {
        await countIntoDigest(deps, trx, d.userUuid);
        continue;
      }
      const body = withLink(rows[i]!.text, deps.config.PUBLIC_URL, d.link);
      const key = `event:${event.id}:${d.userUuid}`;
      if (channels.sms)
        await deps.sms.send(trx, { to: d.user.phone, text: body, idempotencyKey: `${key}:sms` });
      if (channels.email) {
        await deps.mail.send(trx, {
          to: d.user.notifyEmail!,
          subject: noticeSubject(d.facts),
          text: body,
          idempotencyKey: `${key}:email`,
        });
      }
    }
  });
}
