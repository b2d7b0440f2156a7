import { isoDay } from '@kolos/domain';
import type { Insertable } from 'kysely';
import type { DeliveryType } from '@kolos/domain/contracts';
import {
  auctionStatusAt,
  landedPrice,
  type AuctionStatus,
  type CounterOfferStatus,
  type OfferStatus,
} from '@kolos/domain/trading';
import type { Database } from '../db/client';
import type { DB } from '../db/types';
import type { Deps } from '../platform/deps';
import '../modules/auctions';
import type { OfferChange } from '../modules/offers';
import { computeDeliveryPrice } from '../modules/tariffs';
import { ACCESS_DEMO } from './30-access';
import { PLACES_DEMO } from './40-places';
import { DEMO, TRADING_DEMO } from './demo-ids';

const C = DEMO.companies;
const EL = PLACES_DEMO.elevators;
const SP = PLACES_DEMO.shippingPoints;
const RG = PLACES_DEMO.regions;
const A = TRADING_DEMO.auctions;
const O = TRADING_DEMO.offers;
const id = TRADING_DEMO.id;

const FARMER_USER: Record<string, string> = {
  [C.rassvet]: DEMO.users.farmer,
  [C.niva]: ACCESS_DEMO.users.nivaFarmer,
  [C.petrov]: ACCESS_DEMO.users.petrovFarmer,
  [C.zarya]: ACCESS_DEMO.users.zaryaFarmer,
  [C.kolosok]: ACCESS_DEMO.users.kolosokFarmer,
};
const TRADER: Record<string, string> = {
  [C.kolosYug]: DEMO.users.kolosYugSuper,
  [C.agroCenter]: DEMO.users.agroCenterSuper,
};

/** A farmer's offer; times in hours from the seed time, prices ₽/t, volumes t. */
interface OfferSeed {
  uuid: string;
  farmer: string;
  type: DeliveryType;
  /** His shipping point (FCA only): the purchaser collects from it. */
  point?: string;
  volume: number;
  price: number;
  humidity: number;
  atH: number;
  comment?: string;
  /** A trader entered it for the farmer (a phone deal, POST /offers). */
  byTrader?: boolean;
  /** The farmer lowered his price once: the price he first asked. */
  firstPrice?: { price: number; editedAtH: number };
  counter?: {
    uuid: string;
    price: number;
    volume: number;
    comment: string;
    atH: number;
    /** The farmer's answer; none: still open. Accepted: the offer takes the counter's terms. */
    answer?: { status: 'ACCEPTED' | 'DECLINED'; atH: number };
  };
  /** Accepted volume in the results; WITHDRAWN at a time; otherwise the auction's end decides. */
  accepted?: number;
  withdrawnAtH?: number;
}

interface AuctionSeed {
  uuid: string;
  owner: string;
  region: string;
  points: string[];
  crop: string;
  types: DeliveryType[];
  volume: number;
  minLot?: number;
  price: number;
  humidity: number;
  startH: number;
  endH: number;
  /** Delivery window: from this many days after the seed day, for `deliveryDays` days. */
  deliveryFromD: number;
  deliveryDays: number;
  comment: string;
  /** Results set or the tender canceled, at a time: the only statuses stored, not worked out. */
  closed?: { status: 'AUCTION_COMPLETED' | 'AUCTION_CANCELED'; atH: number };
  offers: OfferSeed[];
}

const D = 24;

/** In creation order per purchaser: the numbers follow it. */
const AUCTIONS: AuctionSeed[] = [
  {
    uuid: A.kolosYugCompleted,
    owner: C.kolosYug,
    region: RG.kuban,
    points: [EL.tikhoretsk],
    crop: 'wheat-3',
    types: ['BUYER', 'SELLER'],
    volume: 1000,
    price: 15_500,
    humidity: 14,
    startH: -14 * D,
    endH: -11 * D,
    deliveryFromD: -10,
    deliveryDays: 30,
    comment: 'Клейковина не ниже 23 %',
    closed: { status: 'AUCTION_COMPLETED', atH: -10 * D },
    offers: [
      {
        uuid: O.rassvetAccepted,
        farmer: C.rassvet,
        type: 'BUYER',
        point: SP.rassvetTok,
        volume: 600,
        price: 14_700,
        humidity: 13,
        atH: -13 * D,
        accepted: 500,
      },
      {
        uuid: id(202),
        farmer: C.niva,
        type: 'SELLER',
        volume: 300,
        price: 15_600,
        humidity: 13.5,
        atH: -13 * D + 5,
        accepted: 300,
      },
      {
        uuid: id(203),
        farmer: C.petrov,
        type: 'BUYER',
        point: SP.petrov,
        volume: 400,
        price: 14_600,
        humidity: 12.5,
        atH: -12 * D,
        comment: 'Можем отгружать с понедельника',
        counter: {
          uuid: id(302),
          price: 14_400,
          volume: 200,
          comment: 'Возьмём 200 т по 14 400 ₽',
          atH: -11 * D - 6,
          answer: { status: 'ACCEPTED', atH: -11 * D - 3 },
        },
        accepted: 200,
      },
      {
        uuid: id(206),
        farmer: C.zarya,
        type: 'SELLER',
        volume: 250,
        price: 15_900,
        humidity: 14,
        atH: -12 * D + 3,
      },
    ],
  },
  {
    uuid: A.kolosYugCanceled,
    owner: C.kolosYug,
    region: RG.don,
    points: [EL.salsk],
    crop: 'barley-feed',
    types: ['SELLER'],
    volume: 800,
    price: 12_400,
    humidity: 14,
    startH: -6 * D,
    endH: -3 * D,
    deliveryFromD: -2,
    deliveryDays: 20,
    comment: 'Натура от 580 г/л',
    closed: { status: 'AUCTION_CANCELED', atH: -4 * D },
    offers: [
      {
        uuid: id(207),
        farmer: C.niva,
        type: 'SELLER',
        volume: 400,
        price: 12_300,
        humidity: 13,
        atH: -5 * D - 4,
      },
      {
        uuid: id(208),
        farmer: C.rassvet,
        type: 'SELLER',
        volume: 200,
        price: 12_500,
        humidity: 14,
        atH: -5 * D - 2,
        withdrawnAtH: -5 * D + 6,
      },
    ],
  },
  {
    uuid: A.kolosYugFinished,
    owner: C.kolosYug,
    region: RG.kuban,
    points: [EL.yeysk],
    crop: 'wheat-4',
    types: ['BUYER', 'SELLER'],
    volume: 2000,
    price: 14_600,
    humidity: 14,
    startH: -4 * D,
    endH: -D,
    deliveryFromD: 2,
    deliveryDays: 30,
    comment: 'Вывоз своими машинами по FCA',
    offers: [
      {
        uuid: id(209),
        farmer: C.rassvet,
        type: 'BUYER',
        point: SP.rassvetTok,
        volume: 500,
        price: 13_700,
        humidity: 13,
        atH: -3 * D,
      },
      {
        uuid: id(210),
        farmer: C.niva,
        type: 'BUYER',
        point: SP.nivaStore,
        volume: 700,
        price: 13_600,
        humidity: 13.5,
        atH: -3 * D + 2,
      },
      {
        uuid: id(211),
        farmer: C.petrov,
        type: 'SELLER',
        volume: 300,
        price: 14_800,
        humidity: 12,
        atH: -2 * D,
      },
      {
        uuid: id(212),
        farmer: C.zarya,
        type: 'SELLER',
        volume: 400,
        price: 14_700,
        humidity: 14,
        atH: -2 * D + 1,
        withdrawnAtH: -2 * D + 20,
      },
    ],
  },
  {
    uuid: A.kolosYugActive,
    owner: C.kolosYug,
    region: RG.kuban,
    points: [EL.armavir],
    crop: 'sunflower',
    types: ['BUYER'],
    volume: 1500,
    minLot: 50,
    price: 36_000,
    humidity: 8,
    startH: -D,
    endH: 3 * D,
    deliveryFromD: 5,
    deliveryDays: 30,
    comment: 'Масличность не ниже 48 %',
    offers: [
      {
        uuid: O.rassvetActive,
        farmer: C.rassvet,
        type: 'BUYER',
        point: SP.rassvetTok,
        volume: 300,
        price: 35_300,
        humidity: 7.5,
        atH: -20,
        firstPrice: { price: 35_600, editedAtH: -6 },
      },
      {
        uuid: O.nivaCountered,
        farmer: C.niva,
        type: 'BUYER',
        point: SP.nivaStore,
        volume: 500,
        price: 35_200,
        humidity: 8,
        atH: -18,
        counter: {
          uuid: TRADING_DEMO.counterOffers.nivaOpen,
          price: 35_000,
          volume: 400,
          comment: 'Готовы взять 400 т по 35 000 ₽',
          atH: -3,
        },
      },
      {
        uuid: id(213),
        farmer: C.petrov,
        type: 'BUYER',
        point: SP.petrov,
        volume: 200,
        price: 35_400,
        humidity: 8,
        atH: -10,
      },
    ],
  },
  {
    uuid: A.kolosYugActiveOpen,
    owner: C.kolosYug,
    region: RG.don,
    points: [EL.salsk],
    crop: 'wheat-3',
    types: ['BUYER', 'SELLER'],
    volume: 1200,
    price: 15_300,
    humidity: 14,
    startH: -3,
    endH: D + 2,
    deliveryFromD: 3,
    deliveryDays: 25,
    comment: '',
    offers: [
      {
        uuid: id(214),
        farmer: C.niva,
        type: 'SELLER',
        volume: 400,
        price: 15_250,
        humidity: 13,
        atH: -2,
      },
      {
        uuid: id(215),
        farmer: C.zarya,
        type: 'SELLER',
        volume: 300,
        price: 15_400,
        humidity: 13.5,
        atH: -1,
        byTrader: true,
        comment: 'Договорились по телефону',
      },
    ],
  },
  {
    uuid: A.kolosYugActiveEmpty,
    owner: C.kolosYug,
    region: RG.kuban,
    points: [EL.tikhoretsk, EL.yeysk, EL.armavir],
    crop: 'corn',
    types: ['SELLER'],
    volume: 3000,
    minLot: 100,
    price: 13_400,
    humidity: 15,
    startH: -2,
    endH: 5 * D,
    deliveryFromD: 7,
    deliveryDays: 45,
    comment: 'Доставка на любой из трёх элеваторов',
    offers: [],
  },
  {
    uuid: A.kolosYugPlanned,
    owner: C.kolosYug,
    region: RG.don,
    points: [EL.salsk],
    crop: 'wheat-4',
    types: ['BUYER', 'SELLER'],
    volume: 1000,
    price: 14_700,
    humidity: 14,
    startH: D,
    endH: 2 * D,
    deliveryFromD: 3,
    deliveryDays: 30,
    comment: '',
    offers: [],
  },
  {
    uuid: A.kolosYugPlannedLater,
    owner: C.kolosYug,
    region: RG.kuban,
    points: [EL.yeysk],
    crop: 'barley-feed',
    types: ['BUYER'],
    volume: 600,
    price: 12_800,
    humidity: 14,
    startH: 3 * D,
    endH: 4 * D,
    deliveryFromD: 5,
    deliveryDays: 30,
    comment: 'Фуражный ячмень под экспорт',
    offers: [],
  },
  {
    uuid: A.agroCenterCompleted,
    owner: C.agroCenter,
    region: RG.chernozemye,
    points: [EL.yelets],
    crop: 'soy',
    types: ['SELLER'],
    volume: 500,
    price: 38_500,
    humidity: 12,
    startH: -9 * D,
    endH: -7 * D,
    deliveryFromD: -6,
    deliveryDays: 30,
    comment: '',
    closed: { status: 'AUCTION_COMPLETED', atH: -6 * D },
    offers: [
      {
        uuid: id(216),
        farmer: C.kolosok,
        type: 'SELLER',
        volume: 300,
        price: 38_200,
        humidity: 11,
        atH: -8 * D,
        accepted: 300,
      },
      {
        uuid: id(217),
        farmer: C.zarya,
        type: 'SELLER',
        volume: 300,
        price: 38_400,
        humidity: 12,
        atH: -8 * D + 4,
      },
    ],
  },
  {
    uuid: A.agroCenterActive,
    owner: C.agroCenter,
    region: RG.chernozemye,
    points: [EL.kursk],
    crop: 'wheat-4',
    types: ['BUYER', 'SELLER'],
    volume: 1000,
    price: 14_400,
    humidity: 14,
    startH: -D,
    endH: 2 * D,
    deliveryFromD: 3,
    deliveryDays: 30,
    comment: '',
    offers: [
      {
        uuid: id(218),
        farmer: C.kolosok,
        type: 'BUYER',
        point: SP.kolosok,
        volume: 400,
        price: 13_900,
        humidity: 13,
        atH: -20,
      },
      {
        uuid: id(219),
        farmer: C.zarya,
        type: 'BUYER',
        point: SP.zarya,
        volume: 300,
        price: 13_500,
        humidity: 13,
        atH: -12,
      },
    ],
  },
  {
    uuid: A.agroCenterPlanned,
    owner: C.agroCenter,
    region: RG.chernozemye,
    points: [EL.kursk, EL.yelets],
    crop: 'barley-feed',
    types: ['SELLER'],
    volume: 700,
    price: 12_300,
    humidity: 14,
    startH: 2 * D,
    endH: 3 * D,
    deliveryFromD: 5,
    deliveryDays: 30,
    comment: '',
    offers: [],
  },
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The auction's counters as the offers area keeps them: every offer it received but those
 * withdrawn, their volume (at the terms agreed last), and the volume accepted in results.
 */
export function auctionTotals(
  offers: readonly { status: OfferStatus; volume: number; acceptedVolume: number }[],
) {
  const kept = offers.filter((o) => o.status !== 'OFFER_WITHDRAWN');
  return {
    offersCount: kept.length,
    offeredVolume: kept.reduce((sum, o) => sum + o.volume, 0),
    acceptedVolume: offers.reduce((sum, o) => sum + o.acceptedVolume, 0),
  };
}

/**
 * The tariffs area's delivery price as the offers area asks it (1 t, the distance cache): the
 * database is all it reads at seed time; no routing server, so the documented road estimate.
 */
const seedDeps = (db: Database) =>
  ({ db, config: { ROUTING_URL: undefined }, log: { warn: () => undefined } }) as unknown as Deps;

/** FCA: the cheapest haul from the farmer's point to the tender's acceptance points, as the offers area picks it. */
async function delivery(db: Database, from: string, to: readonly string[]) {
  const deps = seedDeps(db);
  let best: { to: string; price: number; distance: number; tariffType: string } | null = null;
  for (const point of to) {
    const quote = await computeDeliveryPrice(deps, from, point, { amountTons: 1, useCache: true });
    if (!best || quote.price < best.price) best = { to: point, ...quote };
  }
  return best!;
}

/** The owner's area premium for the point's district and the crop, ₽/t; null when none is set. */
async function premium(db: Database, owner: string, point: string, crop: string) {
  const row = await db
    .selectFrom('discounts as d')
    .innerJoin('locations as l', 'l.areaUuid', 'd.areaUuid')
    .select('d.amount')
    .where('l.uuid', '=', point)
    .where('d.ownerCompanyUuid', '=', owner)
    .where('d.cultureUuid', '=', crop)
    .executeTakeFirst();
  return row?.amount ?? null;
}

/**
 * Trading demo (issue 15): «Колос-Юг»'s tenders in every status and a few of «Агро-Центр», with
 * offers from several farms — one countered and waiting, one completed with results — laid out
 * around the seed time so the active ones are active when the product first starts. Server-worked
 * fields (delivery price, distance, tariff, premium, landed price, the auction's counters) come
 * from the same rules the API applies. Runs once: the first tender's id marks it done.
 */
export async function seed(db: Database): Promise<void> {
  const done = await db
    .selectFrom('auctions')
    .select('uuid')
    .where('uuid', '=', A.kolosYugCompleted)
    .executeTakeFirst();
  if (done) return;

  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const at = (hours: number) => new Date(now + hours * HOUR_MS);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const cultures = new Map(
    (await db.selectFrom('cultures').select(['uuid', 'alias']).execute()).map((c) => [c.alias, c.uuid]),
  );

  const auctions: Insertable<DB['auctions']>[] = [];
  const auctionLocations: Insertable<DB['auctionLocations']>[] = [];
  const auctionHistory: Insertable<DB['auctionStatusHistory']>[] = [];
  const offers: Insertable<DB['offers']>[] = [];
  const counters: Insertable<DB['counterOffers']>[] = [];
  const offerHistory: Insertable<DB['offerHistory']>[] = [];
  const numbers = new Map<string, number>();
  for (const row of await db.selectFrom('auctionNumbers').selectAll().execute())
    numbers.set(row.companyUuid, row.lastNumber);

  for (const a of AUCTIONS) {
    const productUuid = cultures.get(a.crop)!;
    const trader = TRADER[a.owner]!;
    const number = (numbers.get(a.owner) ?? 0) + 1;
    numbers.set(a.owner, number);
    const startAt = at(a.startH);
    const endAt = at(a.endH);
    const closedAt = a.closed ? at(a.closed.atH) : null;
    const deliveryStart = today + a.deliveryFromD * DAY_MS;
    const deliveryEnd = deliveryStart + (a.deliveryDays - 1) * DAY_MS;
    const createdAt = at(a.startH - D);
    const history = (from: AuctionStatus | null, to: AuctionStatus, when: Date) =>
      auctionHistory.push({
        uuid: id(10_000 + auctionHistory.length),
        auctionUuid: a.uuid,
        previousStatus: from,
        status: to,
        userUuid: trader,
        actorUuid: null,
        createdAt: when,
      });
    history(null, 'AUCTION_PLANNED', createdAt);
    if (a.closed && closedAt) {
      const before = auctionStatusAt({ status: 'AUCTION_PLANNED', startAt, endAt }, closedAt);
      history(before, a.closed.status, closedAt);
    }

    const seeded: { status: OfferStatus; volume: number; acceptedVolume: number }[] = [];
    for (const o of a.offers) {
      const farmerUser = FARMER_USER[o.farmer]!;
      const author = o.byTrader ? ACCESS_DEMO.users.kolosYugBuyer : farmerUser;
      const quote = o.type === 'BUYER' && o.point ? await delivery(db, o.point, a.points) : null;
      const prem = o.point ? await premium(db, a.owner, o.point, productUuid) : null;
      const placedAt = at(o.atH);
      let status: OfferStatus = 'OFFER_ACTIVE';
      let price = o.firstPrice?.price ?? o.price;
      let volume = o.volume;
      let updatedAt = placedAt;
      const move = (
        from: OfferStatus | null,
        to: OfferStatus,
        when: Date,
        changes: OfferChange[] = [],
        by = farmerUser,
      ) => {
        offerHistory.push({
          uuid: id(20_000 + offerHistory.length),
          offerUuid: o.uuid,
          previousStatus: from,
          status: to,
          changes: JSON.stringify(changes),
          userUuid: by,
          actorUuid: null,
          createdAt: when,
        });
        status = to;
        updatedAt = when;
      };
      move(null, 'OFFER_ACTIVE', placedAt, [], author);
      if (o.firstPrice) {
        move('OFFER_ACTIVE', 'OFFER_ACTIVE', at(o.firstPrice.editedAtH), [
          { field: 'price', from: price, to: o.price },
        ]);
        price = o.price;
      }
      if (o.counter) {
        const c = o.counter;
        move('OFFER_ACTIVE', 'OFFER_COUNTERED', at(c.atH), [], trader);
        let counterStatus: CounterOfferStatus = 'OPEN';
        if (c.answer) {
          counterStatus = c.answer.status;
          const changes: OfferChange[] = [];
          if (c.answer.status === 'ACCEPTED') {
            if (c.price !== price) changes.push({ field: 'price', from: price, to: c.price });
            if (c.volume !== volume) changes.push({ field: 'volume', from: volume, to: c.volume });
            price = c.price;
            volume = c.volume;
          }
          move('OFFER_COUNTERED', 'OFFER_ACTIVE', at(c.answer.atH), changes);
        }
        counters.push({
          uuid: c.uuid,
          offerUuid: o.uuid,
          price: c.price,
          volume: c.volume,
          comment: c.comment,
          status: counterStatus,
          createdBy: trader,
          createdAt: at(c.atH),
          answeredBy: c.answer ? farmerUser : null,
          answeredAt: c.answer ? at(c.answer.atH) : null,
        });
      }
      let acceptedVolume = 0;
      if (o.withdrawnAtH !== undefined) move(status, 'OFFER_WITHDRAWN', at(o.withdrawnAtH));
      else if (a.closed && closedAt) {
        // Results accept some and decline the rest; a cancel declines every offer in play.
        if (o.accepted) {
          acceptedVolume = o.accepted;
          move(
            status,
            'OFFER_ACCEPTED',
            closedAt,
            [{ field: 'acceptedVolume', from: 0, to: o.accepted }],
            trader,
          );
        } else move(status, 'OFFER_DECLINED', closedAt, [], trader);
      }
      const deliveryPrice = quote?.price ?? null;
      offers.push({
        uuid: o.uuid,
        auctionUuid: a.uuid,
        ownerCompanyUuid: a.owner,
        farmerCompanyUuid: o.farmer,
        farmerLocationUuid: o.point ?? null,
        acceptanceLocationUuid: quote?.to ?? null,
        deliveryType: o.type,
        volume,
        price,
        humidity: o.humidity,
        deliveryDateStart: isoDay(deliveryStart),
        deliveryDateEnd: isoDay(deliveryEnd),
        comment: o.comment ?? '',
        status,
        acceptedVolume,
        deliveryPrice,
        distance: quote?.distance ?? null,
        tariffType: quote?.tariffType ?? null,
        premium: prem,
        landedPrice: landedPrice({ deliveryType: o.type, price, deliveryPrice }),
        createdBy: author,
        createdAt: placedAt,
        updatedAt,
      });
      seeded.push({ status, volume, acceptedVolume });
    }

    auctions.push({
      uuid: a.uuid,
      number,
      ownerCompanyUuid: a.owner,
      regionUuid: a.region,
      productUuid,
      deliveryTypes: a.types,
      volume: a.volume,
      minLotVolume: a.minLot ?? 25,
      price: a.price,
      humidity: a.humidity,
      deliveryDateStart: isoDay(deliveryStart),
      deliveryDateEnd: isoDay(deliveryEnd),
      startAt,
      endAt,
      comment: a.comment,
      status: a.closed?.status ?? ('AUCTION_PLANNED' as const),
      ...auctionTotals(seeded),
      createdBy: trader,
      createdAt,
      updatedAt: closedAt ?? createdAt,
    });
    auctionLocations.push(...a.points.map((locationUuid) => ({ auctionUuid: a.uuid, locationUuid })));
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auctionNumbers')
      .values([...numbers].map(([companyUuid, lastNumber]) => ({ companyUuid, lastNumber })))
      .onConflict((oc) =>
        oc.column('companyUuid').doUpdateSet((eb) => ({ lastNumber: eb.ref('excluded.lastNumber') })),
      )
      .execute();
    await trx.insertInto('auctions').values(auctions).execute();
    await trx.insertInto('auctionLocations').values(auctionLocations).execute();
    await trx.insertInto('auctionStatusHistory').values(auctionHistory).execute();
    await trx.insertInto('offers').values(offers).execute();
    await trx.insertInto('counterOffers').values(counters).execute();
    await trx.insertInto('offerHistory').values(offerHistory).execute();
  });
}
